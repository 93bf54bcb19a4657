// Search by Torrens certificate (spec 2): the certificate number, marked required but not checked.
import { TextField } from '#src/components/fields.tsx';
import { gridSearchForm } from './grid-search-form.tsx';

export const TorrensCertificateForm = gridSearchForm('searchByTorrensCertificate', (form, t) => (
  <TextField label={t('Certificate Number')} required maxLength={20} {...form.bind('certificateNumber')} />
));
