// Web Pages (spec 3 sections 2.5, 3.7, 5.8-5.10): the pages' fields.
import { notableDateFlags, type SearchTypeKey, searchTypeKeys } from '@portal/shared/config/groups';
import type { ConfigPage, FieldSpec } from '../page-types.ts';
import { languageBlocks } from './language-fields.ts';
import { searchLabels } from './search-labels.ts';

const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

const homeCards = [
  ['contactUs', 'Contact Us'],
  ['disclaimer', 'Disclaimer'],
  ['latestNews', 'Latest News'],
  ['latestNewsLoginPage', 'Latest News on the Login Page'],
  ['latestNewsMore', 'More News'],
  ['links', 'Links'],
  ['linksLoginPage', 'Links on the Login Page'],
  ['linksMore', 'More Links'],
  ['loginSlides', 'Login Slides'],
  ['notableDates', 'Notable Dates'],
  ['transactions', 'Transactions'],
] as const;

const notableDateFields: FieldSpec[] = notableDateFlags.flatMap((flag) => [
  { name: flag, label: words(flag), kind: 'checkbox' as const },
  { name: `${flag}Date`, label: `${words(flag)} Date`, kind: 'date' as const },
]);

const searchFields = (k: SearchTypeKey): FieldSpec[] => [
  { name: `searchBy${k}`, label: searchLabels[k], kind: 'checkbox' },
  { name: `searchBy${k}CountyNote`, label: `${searchLabels[k]} County Note`, kind: 'text' },
];

const reportFields = (name: string, label: string): FieldSpec[] => [
  { name, label, kind: 'checkbox' },
  { name: `${name}CountyNote`, label: `${label} County Note`, kind: 'text' },
];

export const webPages: ConfigPage[] = [
  {
    path: 'common',
    group: 'common',
    heading: 'Web Pages',
    blocks: [
      {
        kind: 'fields',
        columns: 2,
        fields: [
          { name: 'countyName', label: 'County Name', kind: 'text' },
          { name: 'appTitle', label: 'Application Title', kind: 'text' },
          { name: 'contactName', label: 'Contact Name', kind: 'text' },
          { name: 'contactTitle', label: 'Contact Title', kind: 'text' },
          { name: 'contactPhone', label: 'Contact Phone', kind: 'text' },
          { name: 'contactEmail', label: 'Contact Email', kind: 'email' },
          { name: 'bookLabel', label: 'Book Label', kind: 'text' },
          { name: 'torrensLabel', label: 'Torrens Label', kind: 'text' },
          { name: 'stateCode', label: 'State Code', kind: 'text' },
          { name: 'timeZone', label: 'Time Zone', kind: 'text', hint: 'An IANA zone such as America/Chicago.' },
          { name: 'disclaimerUrl', label: 'Disclaimer URL', kind: 'text' },
          { name: 'publicUrl', label: 'Public URL', kind: 'text' },
        ],
      },
    ],
  },
  {
    path: 'efile',
    group: 'efile',
    heading: 'Web Pages',
    title: 'E File',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { name: 'efile', label: 'E File', kind: 'yesNo' },
          { name: 'efileCountyNote', label: 'County Note', kind: 'textarea' },
          { name: 'acknowledgement', label: 'Acknowledgement', kind: 'yesNo' },
          { name: 'acknowledgementStatement', label: 'Statement', kind: 'textarea' },
        ],
      },
    ],
  },
  {
    path: 'languages',
    group: 'languages',
    heading: 'Web Pages',
    blocks: languageBlocks,
  },
  {
    path: 'homeLatestNews',
    group: 'latestNews',
    heading: 'Web Pages',
    blocks: [{ kind: 'paragraphs', variant: 'news' }],
  },
  {
    path: 'homeExternalLinks',
    group: 'externalLinks',
    heading: 'Web Pages',
    blocks: [{ kind: 'paragraphs', variant: 'links' }],
  },
  {
    path: 'homeNotableDates',
    group: 'notableDates',
    heading: 'Web Pages',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { name: 'showNotableDates', label: 'Show Notable Dates', kind: 'checkbox' },
          { name: 'showSeparateIndexes', label: 'Use Legal Dates', kind: 'checkbox' },
          { name: 'useVerificationDate', label: 'Use Verification Date', kind: 'checkbox' },
        ],
      },
      { kind: 'fields', heading: 'Dates Shown', columns: 2, fields: notableDateFields },
    ],
  },
  {
    path: 'homeSelections',
    group: 'homeSelections',
    heading: 'Web Pages',
    blocks: [
      {
        kind: 'fields',
        columns: 2,
        fields: homeCards.map(([name, label]) => ({ name, label, kind: 'toggle' as const })),
      },
    ],
  },
  { path: 'loginPageLinks', group: 'loginPageLinks', heading: 'Web Pages', blocks: [{ kind: 'loginLinks' }] },
  {
    path: 'loginPageLatestNews',
    group: 'loginPageLatestNews',
    heading: 'Web Pages',
    blocks: [{ kind: 'paragraphs', variant: 'news' }],
  },
  {
    path: 'loginPageSlides',
    group: 'loginPageSlides',
    heading: 'Web Pages',
    blocks: [
      {
        kind: 'fields',
        fields: [
          {
            name: 'numberOfSlides',
            label: 'Number of Slides',
            kind: 'numberSelect',
            options: [1, 2, 3, 4, 5, 6].map((n) => ({ value: String(n), label: String(n) })),
          },
        ],
      },
    ],
  },
  {
    path: 'loginPageRegistration',
    group: 'loginPageRegistration',
    heading: 'Web Pages',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { name: 'forgotPasswordLink', label: 'Forgot Password Link', kind: 'checkbox' },
          { name: 'forgotUsernameLink', label: 'Forgot Username Link', kind: 'checkbox' },
          { name: 'selfRegistration', label: 'Self Registration', kind: 'checkbox' },
          { name: 'emaileExpireIn', label: 'Emailed Links Expire In (hours)', kind: 'number', required: true },
          { name: 'fromEmailAddress', label: 'From Email Address', kind: 'email', required: true },
        ],
      },
    ],
  },
  {
    path: 'search',
    group: 'search',
    heading: 'Web Pages',
    blocks: [
      {
        kind: 'fields',
        columns: 2,
        fields: [
          {
            name: 'defaultSearch',
            label: 'Default Search',
            kind: 'select',
            options: searchTypeKeys.map((k) => ({ value: `searchBy${k}`, label: searchLabels[k] })),
          },
          {
            name: 'searchAccess',
            label: 'Search Access',
            kind: 'select',
            options: [
              { value: 'SAME_FOR_ALL', label: 'Same for all accounts' },
              { value: 'CONFIGURABLE', label: 'Configurable per account' },
            ],
          },
        ],
      },
      { kind: 'fields', heading: 'Searches', columns: 2, fields: searchTypeKeys.flatMap(searchFields) },
    ],
  },
  {
    path: 'search2',
    group: 'search2',
    heading: 'Web Pages',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { name: 'map', label: 'Map', kind: 'checkbox' },
          { name: 'tax', label: 'Tax', kind: 'checkbox' },
          // issue 30: whether the name searches offer Sounds like, and which match their forms start at
          { name: 'soundsLike', label: 'Offer Sounds like name searches', kind: 'checkbox' },
          {
            name: 'defaultMatchMode',
            label: 'Default name match',
            kind: 'select',
            options: [
              { value: 'exact', label: 'Exact' },
              { value: 'soundsLike', label: 'Sounds like' },
            ],
          },
        ],
      },
      // issue 32: the chain of title report (its price is on the fee pages)
      {
        kind: 'fields',
        heading: 'Chain of Title',
        fields: [
          { name: 'chainOfTitle', label: 'Offer Chain of Title', kind: 'checkbox' },
          { name: 'chainOfTitleGuest', label: 'Chain of Title for the Guest Login', kind: 'checkbox' },
          { name: 'chainOfTitleFlatFee', label: 'Chain of Title for Flat Fee Accounts', kind: 'checkbox' },
          { name: 'chainOfTitleDisclaimer', label: 'Chain of Title Disclaimer', kind: 'text' },
        ],
      },
    ],
  },
  {
    path: 'reports',
    group: 'reports',
    heading: 'Web Pages',
    blocks: [
      {
        kind: 'fields',
        columns: 2,
        fields: [
          ...reportFields('statementReport', 'Statement Report'),
          ...reportFields('auditAccountsReport', 'Audit Accounts Report'),
          ...reportFields('auditUsersReport', 'Audit Users Report'),
          ...reportFields('accountTypeReport', 'Account Type Report'),
        ],
      },
    ],
  },
];
