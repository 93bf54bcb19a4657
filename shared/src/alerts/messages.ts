// Texts of property fraud alerts (issue 22), shared by the pages and the handlers. The web translates them by key;
// the handlers send the English text. No handler builds a message of its own around these: a text with the
// watch in it could not be translated (the page shows the watch beside it anyway).
/** Watches per e-mail address. */
export const MAX_WATCHES = 10;

export const alertMessages = {
  email: 'Enter a valid e-mail address.',
  badLink: 'This link is not valid. Use the newest link we e-mailed you.',
  watchKind: 'Choose what to watch: a name, a parcel ID, a certificate number or an address.',
  signedUp: 'Check your e-mail: we sent a link to confirm your address. If it does not arrive, you can sign up again.',
  featureOff: 'Property fraud alerts are not offered by this county.',
  linkUnknown: 'This link is not valid or was already used to unsubscribe. You can sign up again.',
  linkExpired: 'This confirmation link has expired. Please sign up again to get a new one.',
  notConfirmed: 'Confirm your e-mail address first: open the link we e-mailed you.',
  tooManyWatches: `You can watch at most ${MAX_WATCHES} names, parcels, certificates or addresses. Remove one first.`,
  duplicateWatch: 'You already watch this. Each watch needs to be different.',
  nothingToWatch: 'Enter letters or digits to watch.',
  lettersOrDigits: 'Letters or digits.',
  watchNotFound: 'That watch is no longer on your list. Reload the page.',
  removed: 'The watch was removed.',
  unsubscribed: 'You are unsubscribed. Your e-mail address and watches were deleted.',
  alreadyUnsubscribed: 'You were already unsubscribed. Your e-mail address and watches were deleted then.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid or has expired. Nothing was changed.',
  tooManySignUps: 'Too many sign-ups from this address or network. Please wait an hour and try again.',
} as const;

export type AlertMessage = keyof typeof alertMessages;
