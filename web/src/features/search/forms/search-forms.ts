// The form of each search type (spec 2 'Routes').
import type { SearchType } from '@portal/shared/search/search-types';
import type { ComponentType } from 'react';
import { AddressForm } from './address-form.tsx';
import { BookAndPageForm } from './book-and-page-form.tsx';
import { DateForm } from './date-form.tsx';
import { DocumentNumberForm } from './document-number-form.tsx';
import { GrantorGranteeBookForm } from './grantor-grantee-book-form.tsx';
import { LegalDescriptionForm } from './legal-description-form.tsx';
import { NameForm } from './name-form.tsx';
import { PageWordsForm } from './page-words-form.tsx';
import { ParcelIdForm } from './parcel-id-form.tsx';
import { PlatForm } from './plat-form.tsx';
import { TaxLienForm } from './tax-lien-form.tsx';
import { TorrensCertificateForm } from './torrens-certificate-form.tsx';
import { TorrensTextForm } from './torrens-text-form.tsx';
import { TractBookIdForm } from './tract-book-id-form.tsx';
import { TractBookLegalForm } from './tract-book-legal-form.tsx';
import { TractIndexForm } from './tract-index-form.tsx';

export const searchForms: Record<SearchType, ComponentType> = {
  searchByAddress: AddressForm,
  searchByBookAndPage: BookAndPageForm,
  searchByDate: DateForm,
  searchByDocumentNumber: DocumentNumberForm,
  searchByLegalDescription: LegalDescriptionForm,
  searchByName: NameForm,
  searchByParcelId: ParcelIdForm,
  searchByTorrensCertificate: TorrensCertificateForm,
  searchByTorrensText: TorrensTextForm,
  searchByGrantorGranteeBook: GrantorGranteeBookForm,
  searchByPlat: PlatForm,
  searchByTaxLien: TaxLienForm,
  searchByTractBookId: TractBookIdForm,
  searchByTractBookLegal: TractBookLegalForm,
  searchByTractIndexNMI: TractIndexForm,
  searchByPageWords: PageWordsForm,
};
