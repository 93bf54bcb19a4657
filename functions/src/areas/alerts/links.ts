// The links alerts e-mail: all on the county's configured public URL (platform/public-links.ts), never a Host
// header. The confirmation and manage links open SPA pages that POST the token: a mail scanner's GET confirms
// nothing. The one-click link is the API's own (RFC 8058: the mail program POSTs to it).
export const alertLinks = (origin: string) => ({
  confirm: (token: string) => `${origin}/alerts/confirm/${token}`,
  manage: (token: string) => `${origin}/alerts/manage/${token}`,
  oneClick: (token: string) => `${origin}/api/alerts/oneClickUnsubscribe?token=${encodeURIComponent(token)}`,
  document: (docNumber: string) => `${origin}/externalsearch/documentnumber/${encodeURIComponent(docNumber)}`,
});
