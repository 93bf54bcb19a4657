// The price of a search on its form, for every user who pays for it (escrow, card, invoice): said before the
// search runs, because a search that finds nothing is charged too. Nothing shows for a user who pays nothing.
import { useTranslation } from 'react-i18next';

export function SearchPrice({ price, id }: { price: string; id: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="mt-2 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800">
      {t('This search costs {{price}}, charged even when nothing is found.', { price })}
    </p>
  );
}
