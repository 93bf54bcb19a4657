// The payments messages the API answers and the SPA shows: one text each, so both say the same thing.

export const cardMessages = {
  cardUsersOnly: 'Card preauthorization is only for users who pay by credit card.',
  depositNotAllowed: 'Deposits by card are not available for this account.',
  /** the provider declined the card: a payer's matter (another card may do), not a fault to take to support */
  declined: 'Your card was declined. Nothing was charged.',
  /** introduces the provider's own words for a decline, e.g. an AVS mismatch */
  declineReason: 'Reason given by the card provider:',
  tryAnotherCard: 'Try another card',
  /** spec 1 'Credit-card authorization': kept for real faults (an error, a payment held for review) */
  authorizationFailed:
    'Failed to process credit card authorization from the card provider. Note, you will not be charged. Please contact the county or vendor support for assistance.',
} as const;

/** The one decline text: the sentence, then the provider's reason when it gave one. */
export function declinedMessage(reason?: string): string {
  return reason ? `${cardMessages.declined} ${cardMessages.declineReason} ${reason}` : cardMessages.declined;
}

export const paymentMessages = {
  notConfirmed: 'The card transaction could not be confirmed with the card provider.',
  notYours: 'This card transaction belongs to another user.',
  amountMismatch: 'The card transaction amount does not match the payment.',
  otherTransaction: 'This payment was already completed with another card transaction.',
  providerDown: 'The card provider could not be reached. Nothing was charged; please try again.',
  busy: 'The payment service is busy. Nothing was charged; please try again in a moment.',
} as const;

export const addOnMessages = {
  notAllowed: 'Only the account administrator may buy flat fee add-ons.',
  noOption: 'Choose one of the add-on options.',
  noChoice: 'Choose an add-on and confirm it first.',
  insufficient: 'There are insufficient funds.',
  added: (text: string) => `${text} added to your account.`,
} as const;
