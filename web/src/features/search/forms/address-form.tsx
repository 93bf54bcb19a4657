// Search by address (spec 2): house number and street name required, city optional, instrument group, dates.
import { TextField } from '#src/components/fields.tsx';
import { InstrumentGroupField } from '../components/code-select-fields.tsx';
import { DateRangeFields } from '../components/date-range-fields.tsx';
import { gridSearchForm } from './grid-search-form.tsx';

export const AddressForm = gridSearchForm('searchByAddress', (form, t) => (
  <>
    <TextField label={t('House Number')} required maxLength={10} {...form.bind('streetNumber')} />
    <TextField label={t('Street Name')} required maxLength={60} {...form.bind('streetName')} />
    <TextField label={t('City/Town')} maxLength={40} {...form.bind('city')} />
    <InstrumentGroupField {...form.bind('instrumentGroup')} />
    <DateRangeFields form={form} />
  </>
));
