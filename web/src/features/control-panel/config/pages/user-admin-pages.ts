// User Admin (spec 3 sections 2.5, 3.7, 5.10) and the vendor's Technical switches (efile, languages).
import { configMessages as m } from '@portal/shared/config/messages';
import type { ConfigPage } from '../page-types.ts';
import { languageBlocks } from './language-fields.ts';

const purge = (path: 'userPurgeSchedule' | 'auditLogPurgeSchedule'): ConfigPage => ({
  path,
  group: path,
  heading: 'User Admin',
  blocks: [
    {
      kind: 'fields',
      fields: [
        { name: 'automaticPurge', label: 'Automatic Purge', kind: 'checkbox' },
        { name: 'automaticPurgeAfterDays', label: 'Purge After (days)', kind: 'number' },
      ],
    },
  ],
});

export const userAdminPages: ConfigPage[] = [
  {
    path: 'userAccess',
    group: 'userAccess',
    heading: 'User Admin',
    blocks: [
      {
        kind: 'fields',
        columns: 2,
        fields: [
          { name: 'guestImagesOnInvoice', label: 'Guest Images on Invoice', kind: 'checkbox' },
          { name: 'limitLoginAttempts', label: 'Limit Login Attempts', kind: 'checkbox' },
          { name: 'maxloginAttempts', label: 'Maximum Login Attempts', kind: 'number' },
          { name: 'inactivityTimeLimit', label: 'Inactivity Time Limit', kind: 'checkbox' },
          { name: 'inactivityTimeLimitPeriod', label: 'Inactivity Time Limit (minutes)', kind: 'number' },
          // issue 31: each API key's calls per minute (over it, 429 with Retry-After)
          { name: 'apiKeyCallsPerMinute', label: 'API Key Calls per Minute', kind: 'number' },
        ],
      },
    ],
  },
  {
    path: 'userLockout',
    group: 'userLockout',
    heading: 'User Admin',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { name: 'lockoutInPlace', label: 'Lockout in Place', kind: 'checkbox' },
          { name: 'messageLogin', label: 'Login Unavailable Message', kind: 'textarea', required: true },
          { name: 'messageHeadline', label: 'Headline Message', kind: 'textarea', required: true },
        ],
      },
    ],
  },
  {
    path: 'userPurgeNow',
    group: 'userPurgeNow',
    heading: 'User Admin',
    submitLabel: 'Purge Now',
    confirm: m.purgeConfirm,
    alertMessage: true,
    blocks: [
      {
        kind: 'fields',
        fields: [
          {
            name: 'purgeDate',
            label: 'Inactive Since',
            kind: 'usDate',
            required: true,
            hint: 'Credit card users not signed in since this date are deleted.',
          },
        ],
      },
    ],
  },
  purge('userPurgeSchedule'),
  purge('auditLogPurgeSchedule'),
];

/** Technical (TRIMIN only): the vendor's switches of the efile and languages groups. */
export const technicalPages: ConfigPage[] = [
  {
    path: 'technical/efile',
    group: 'efile',
    heading: 'Technical',
    title: 'E File',
    blocks: [{ kind: 'fields', fields: [{ name: 'efile', label: 'E File', kind: 'yesNo' }] }],
  },
  {
    path: 'technical/languages',
    group: 'languages',
    heading: 'Technical',
    blocks: languageBlocks,
  },
];
