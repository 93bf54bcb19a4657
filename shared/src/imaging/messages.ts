// The image download flow's texts (spec 1 sections 5 and 8), shared by the handlers and the windows. The web
// translates them by key; {{value}} is filled by i18next there and by pageMessage() here.
export const imagingMessages = {
  noPagesSelected: 'There are no pages selected.',
  noSuchPage: 'Document does not have a page {{value}}.',
  atFirstPage: 'Already at first page.',
  atLastPage: 'Already at last page.',
  atLastPages: 'Already at last pages',
  insufficientFunds: 'There are insufficient funds.',
  noBuyOptions: 'Buy options are not supported.',
  noContent: 'There is no content to show',
  noImageRetrieval: 'Your account may not retrieve images.',
  noDocument: 'Document not found.',
  noImageState: 'The order has expired or does not exist. Please start again.',
  notPaid: 'The order is not paid.',
  paidNotCancelled: 'The order is paid and cannot be cancelled. Its pages stay available until it expires.',
  orderChanged: 'The order changed. Please review it again.',
} as const;

/** 'Document does not have a page 12.' */
export const noSuchPage = (value: string | number) => imagingMessages.noSuchPage.replace('{{value}}', String(value));
