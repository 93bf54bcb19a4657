// The price list's name of each priced item: the search forms' payment windows and the developer page's prices.
/** The name of a search type or priced detail pane, or undefined for an item of another kind. */
export function priceItemLabel(t: (key: string) => string, item: string): string | undefined {
  const labels: Record<string, string> = {
    searchByAddress: t('Address search'),
    searchByBookAndPage: t('Book and page search'),
    searchByDate: t('Date search'),
    searchByDocumentNumber: t('Document number search'),
    searchByLegalDescription: t('Legal description search'),
    searchByName: t('Name search'),
    searchByParcelId: t('Parcel ID search'),
    searchByTorrensCertificate: t('Torrens certificate search'),
    searchByTorrensText: t('Torrens text search'),
    searchByGrantorGranteeBook: t('Grantor/grantee book search'),
    searchByPlat: t('Plat search'),
    searchByTaxLien: t('Tax lien search'),
    searchByTractBookId: t('Tract book ID search'),
    searchByTractBookLegal: t('Tract book legal search'),
    searchByTractIndexNMI: t('Tract index search'),
    searchByPageWords: t('Words on the page search'),
    documentDetails: t('Document details'),
    taxLienDetails: t('Tax lien details'),
  };
  return labels[item];
}
