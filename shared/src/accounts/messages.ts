// The account control panel's texts (spec 3 sections 4.4, 5.4, 8).
export const accountMessages = {
  numeric: 'Numeric Account Number',
  landLinkMax: '10 characters max.',
  confirmToggle: (action: 'Activate' | 'Deactivate', name: string) => `${action} Account ${name} and users?`,
  confirmDeleteInList: (name: string) => `Delete account ${name} and users?`,
  confirmDeleteOnEntry: 'Delete account and its users?',
  saved: (name: string) => `Account ${name} was saved.`,
  created: (name: string) => `Account ${name} was created.`,
  deleted: (name: string, users: number) => `Account ${name} and its ${users} user(s) were deleted.`,
  activated: (name: string) => `Account ${name} and its users were activated.`,
  deactivated: (name: string) => `Account ${name} and its users were deactivated.`,
  renewed: (name: string) => `The monthly renewal of ${name} was run.`,
  noRenewal: 'This account does not need a monthly renewal.',
  insufficient: 'There are insufficient funds.',
  usageSaved: (name: string, images: number) => `${name} now has ${images} images remaining.`,
  accessSaved: (name: string) => `Search access of ${name} was saved.`,
  reloadNotAllowed:
    'Flat fee usage can be overridden only for a flat fee account with a rate level, when the county allows admin reload.',
  notFound: 'No such account.',
  inactive: 'An inactive account cannot be edited, except its status.',
  ownAccount: 'You cannot deactivate or delete your own account.',
  rateLevelOff: 'That flat fee rate level is not offered by the county.',
} as const;
