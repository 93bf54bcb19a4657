// The name of each search as the reader sees it: book and Torrens searches carry the county's own labels.
import type { SearchType } from '@portal/shared/search/search-types';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useCountyConfig } from '#src/lib/county-config.ts';

export interface CountyLabels {
  book: string;
  torrens: string;
}

export function searchTitle(t: TFunction, type: SearchType, labels: CountyLabels): string {
  const titles: Record<SearchType, () => string> = {
    searchByAddress: () => t('Address'),
    searchByBookAndPage: () => t('{{book}} and Page', { book: labels.book }),
    searchByDate: () => t('Date'),
    searchByDocumentNumber: () => t('Document Number'),
    searchByLegalDescription: () => t('Legal Description'),
    searchByName: () => t('Name'),
    searchByParcelId: () => t('Parcel ID'),
    searchByTorrensCertificate: () => t('{{torrens}} Certificate', { torrens: labels.torrens }),
    searchByTorrensText: () => t('{{torrens}} Text', { torrens: labels.torrens }),
    searchByGrantorGranteeBook: () => t('Grantor Grantee Book'),
    searchByPlat: () => t('Plat'),
    searchByTaxLien: () => t('Tax Lien'),
    searchByTractBookId: () => t('Tract Book ID'),
    searchByTractBookLegal: () => t('Tract Book Legal'),
    searchByTractIndexNMI: () => t('Tract Index NMI'),
    searchByPageWords: () => t('Words on the page'),
  };
  return titles[type]();
}

/** The county's book and Torrens labels. A county that kept the default English word, or has none yet, reads it
 *  in the chosen language; a word of the county's own ('Liber') is shown as the county wrote it. */
export function useCountyLabels(): CountyLabels {
  const { t } = useTranslation();
  const common = useCountyConfig().common;
  const own = (label: string | undefined, english: string, translated: string) => {
    const word = label?.trim();
    return !word || word === english ? translated : word;
  };
  return {
    book: own(common?.bookLabel, 'Book', t('Book')),
    torrens: own(common?.torrensLabel, 'Torrens', t('Torrens')),
  };
}

export function useSearchTitle(): (type: SearchType) => string {
  const { t } = useTranslation();
  const labels = useCountyLabels();
  return (type) => searchTitle(t, type, labels);
}
