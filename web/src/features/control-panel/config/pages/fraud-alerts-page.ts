// Property Fraud Alert (issue 22): the county turns the free sign-up on, words its page, and gives the phone
// number the alert e-mails carry.
import type { ConfigPage } from '../page-types.ts';

export const fraudAlertsPage: ConfigPage = {
  path: 'fraudAlerts',
  group: 'fraudAlerts',
  heading: 'Web Pages',
  blocks: [
    {
      kind: 'fields',
      fields: [
        { name: 'enabled', label: 'Offer property fraud alerts', kind: 'toggle', wide: true },
        { name: 'heading', label: 'Heading', kind: 'text', required: true },
        {
          name: 'introText',
          label: 'Introduction',
          kind: 'textarea',
          hint: 'Shown above the sign-up form. A blank line starts a new paragraph.',
        },
        {
          name: 'countyPhone',
          label: 'County phone',
          kind: 'text',
          hint: 'Shown on the sign-up page and in every alert e-mail.',
        },
      ],
    },
  ],
};
