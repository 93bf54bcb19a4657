// The user manager's texts (spec 3 sections 4.3, 4.4, 5.3, 8): confirmations the screens ask and the server's
// answers. Field messages are the auth forms' (shared/auth/messages.ts): one wording everywhere.
export const userMessages = {
  confirmActivateLocked: 'User was locked out due to suspicious activties.  Continue to activate?',
  confirmActivatePending: 'User has not completed self registration.  Continue to activate?',
  confirmDeleteInList: (username: string) => `Delete User ${username}?`,
  confirmDeleteOnEntry: 'Delete user?',
  saved: (username: string) => `User ${username} was saved.`,
  created: (username: string) => `User ${username} was created.`,
  deleted: (username: string) => `User ${username} was deleted.`,
  activated: (username: string) => `User ${username} was activated.`,
  deactivated: (username: string) => `User ${username} was deactivated.`,
  passwordSet: (username: string) => `The password of ${username} was changed.`,
  notFound: 'No such user.',
  usernameTaken: 'That username is taken.',
  usernameFixed: 'A username cannot be changed.',
  unknownAccount: 'Unknown account.',
  roleNotAllowed: 'You may not grant that user type.',
  accountNotAllowed: 'You may not choose that account.',
  notYourself: 'You cannot delete or deactivate your own user.',
  inactiveUser: 'An inactive user cannot be edited; activate it first.',
} as const;

/** 'Displaying Results: x-y of n' (spec 3 section 2.3); 0-0 of 0 for an empty list. */
export function displayingResults(first: number, last: number, total: number): string {
  return `Displaying Results: ${first}-${last} of ${total}`;
}
