// The land a chain of title is asked for: the kinds of land description the county and the user's account search
// by (a parcel id, a lot and block on a plat, a section with its quarters, a Torrens certificate, a Marianas tract),
// then that kind's fields. The price, when the user pays one, is said before the report is opened.
import { formatCents } from '@portal/shared/format/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { SelectField, TextField } from '#src/components/fields.tsx';
import { currentLocale } from '#src/i18n/index.ts';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { type LandFields, type LandKind, landFields } from '../land-params.ts';

const searchOf: Record<LandKind, string> = {
  parcel: 'searchByParcelId',
  lotBlock: 'searchByLegalDescription',
  section: 'searchByLegalDescription',
  certificate: 'searchByTorrensCertificate',
  tract: 'searchByTractIndexNMI',
};
const quarters = ['', 'NE', 'NW', 'SE', 'SW'];

export function ChainForm(props: {
  initial: { by: LandKind; fields: LandFields } | null;
  priceCents: number;
  errors: Record<string, string>;
  onSubmit: (by: LandKind, fields: LandFields) => void;
}) {
  const { t } = useTranslation();
  const searchList = useCurrentUser()?.searchList ?? [];
  const kinds = (Object.keys(landFields) as LandKind[]).filter((k) => searchList.includes(searchOf[k]));
  const [by, setBy] = useState<LandKind>(props.initial?.by ?? kinds[0] ?? 'parcel');
  const [fields, setFields] = useState<LandFields>(props.initial?.fields ?? {});
  const labels: Record<string, string> = {
    parcelId: t('Parcel ID'),
    plat: t('Plat'),
    block: t('Block'),
    lot: t('Lot'),
    unit: t('Unit'),
    section: t('Section'),
    township: t('Township'),
    range: t('Range'),
    q: t('Quarter'),
    qq: t('Quarter of the quarter'),
    qqq: t('Third quarter'),
    qqqq: t('Fourth quarter'),
    certificateNumber: t('Certificate Number'),
    island: t('Island'),
    village: t('Village'),
  };
  const kindLabels: Record<LandKind, string> = {
    parcel: t('Parcel ID'),
    lotBlock: t('Lot and block'),
    section: t('Section, township and range'),
    certificate: t('Torrens certificate'),
    tract: t('Marianas tract'),
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit(by, fields);
  };
  const set = (name: string) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const required = ['parcelId', 'plat', 'section', 'township', 'range', 'certificateNumber', 'island', 'village'];

  return (
    <form onSubmit={submit} aria-labelledby="chain-form-title" className="rounded-md border border-slate-200 p-4">
      <h2 id="chain-form-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('Which land?')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('Land described by')}
          value={by}
          onChange={(v) => setBy(v as LandKind)}
          options={kinds.map((k) => ({ value: k, label: kindLabels[k] }))}
        />
        {landFields[by].map((name) =>
          /^q+$/.test(name) ? (
            <SelectField
              key={`${by}-${name}`}
              label={labels[name]}
              value={fields[name] ?? ''}
              onChange={set(name)}
              options={quarters.map((q) => ({ value: q, label: q || t('Any') }))}
            />
          ) : (
            <TextField
              key={`${by}-${name}`}
              label={labels[name]}
              value={fields[name] ?? ''}
              onChange={set(name)}
              required={required.includes(name)}
              error={props.errors[name]}
            />
          ),
        )}
      </div>
      {props.priceCents > 0 && (
        <p className="mt-3 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800">
          {t('A chain of title report costs {{price}}; its PDF and Excel downloads are included.', {
            price: formatCents(props.priceCents, currentLocale()),
          })}
        </p>
      )}
      <Button type="submit" className="mt-3">
        {t('Show the chain of title')}
      </Button>
    </form>
  );
}
