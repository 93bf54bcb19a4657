// /controlPanel/accountReload/{id}/{name}: Flat Fee Usage Override (spec 3 sections 2.4, 3.4): the current images
// remaining and the new balance. Each form sends one request id, so the same override sent twice applies once.
import { flatFeeUsageSchema } from '@portal/shared/accounts/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EntryLoading, EntryPage } from '#src/components/entry-page.tsx';
import { TextField } from '#src/components/fields.tsx';
import { useEntryPage } from '#src/components/use-entry-page.ts';
import { useFlatFeeUsage } from '../api/get-flat-fee-usage.ts';
import { overrideFlatFeeUsage } from '../api/override-flat-fee-usage.ts';
import { AccountsButtons } from './accounts-buttons.tsx';

export function AccountReload() {
  const { t } = useTranslation();
  const { id = '', name = '' } = useParams();
  const { usage, error } = useFlatFeeUsage(id);
  const [images, setImages] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const { errors, status, edited, saveChecked, dialogs } = useEntryPage('/controlPanel/accounts');

  if (error || !usage) return <EntryLoading error={error} />;
  const onSubmit = () =>
    saveChecked(
      flatFeeUsageSchema,
      { id: usage.id, imagesRemaining: images.trim() === '' ? undefined : Number(images), requestId },
      overrideFlatFeeUsage,
    );

  return (
    <EntryPage
      titleId="reload-title"
      title={t('Flat Fee Usage Override')}
      subtitle={usage.name || name}
      width="max-w-md"
      layout="one-column"
      onSubmit={() => void onSubmit()}
      dialogs={dialogs}
    >
      <p className="text-sm text-slate-800">
        {t('Current Images Remaining')}: <strong className="tabular-nums">{usage.imagesRemaining}</strong>
      </p>
      <TextField
        label={t('New Images Remaining')}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        required
        value={images}
        onChange={(v) => {
          setImages(v);
          setRequestId(crypto.randomUUID());
          edited();
        }}
        error={errors.imagesRemaining}
      />
      <AccountsButtons className="flex items-center gap-2" status={status} />
    </EntryPage>
  );
}
