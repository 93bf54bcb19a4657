// News and link lists (spec 3 section 5.9): at most 50 rows, added five at a time (trimmed to 50, and at the limit
// an alert); the first row is always there, the others can be removed.
import { configMessages as m } from '@portal/shared/config/messages';
import { LIST_ROWS_ADDED, LIST_ROWS_MAX } from '@portal/shared/config/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '#src/components/button.tsx';
import { TextAreaField, TextField } from '#src/components/fields.tsx';
import { withoutRow } from './form-path.ts';
import type { ConfigFormState } from './use-config-form.ts';

export interface Paragraph {
  heading: string;
  paragraphContent: string;
}

export const blankParagraph = (): Paragraph => ({ heading: '', paragraphContent: '' });

/** Rows after Add: five more, never past the limit. */
export const withAddedRows = (rows: readonly Paragraph[]) => [
  ...rows,
  ...Array.from({ length: Math.max(0, Math.min(LIST_ROWS_ADDED, LIST_ROWS_MAX - rows.length)) }, blankParagraph),
];

export function ParagraphList({ variant, state }: { variant: 'news' | 'links'; state: ConfigFormState }) {
  const { t } = useTranslation();
  const rows = (state.form.paragraphs as Paragraph[] | undefined) ?? [];
  const news = variant === 'news';
  const add = async () => {
    if (rows.length >= LIST_ROWS_MAX) {
      await state.dialogs.alert(t(news ? m.newsLimit : m.linksLimit), 'WARNING');
      return;
    }
    state.changeList('paragraphs', withAddedRows(rows));
  };
  const path = (i: number, f: keyof Paragraph) => `paragraphs.${i}.${f}`;
  return (
    <div className="grid gap-3">
      {state.errors.paragraphs && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(state.errors.paragraphs)}
        </p>
      )}
      <ol className="grid gap-3">
        {rows.map((row, i) => {
          const n = i + 1;
          return (
            <li key={i} className="rounded-md border border-slate-200 p-4">
              <fieldset className="grid gap-3">
                <legend className="text-sm font-semibold text-slate-800">
                  {news ? t('Paragraph {{n}}', { n }) : t('Link {{n}}', { n })}
                </legend>
                <TextField
                  label={news ? t('Heading') : t('Description')}
                  value={row.heading}
                  error={state.errors[path(i, 'heading')]}
                  onChange={(v) => state.change(path(i, 'heading'), v)}
                />
                {news ? (
                  <TextAreaField
                    label={t('Paragraph')}
                    value={row.paragraphContent}
                    error={state.errors[path(i, 'paragraphContent')]}
                    onChange={(v) => state.change(path(i, 'paragraphContent'), v)}
                  />
                ) : (
                  <TextField
                    label={t('URL')}
                    type="url"
                    value={row.paragraphContent}
                    error={state.errors[path(i, 'paragraphContent')]}
                    onChange={(v) => state.change(path(i, 'paragraphContent'), v)}
                  />
                )}
                {i > 0 && (
                  <div>
                    <Button
                      variant="secondary"
                      aria-label={news ? t('Remove paragraph {{n}}', { n }) : t('Remove link {{n}}', { n })}
                      onClick={() => state.changeList('paragraphs', withoutRow(rows, i))}
                    >
                      {t('Remove')}
                    </Button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button variant="secondary" onClick={() => void add()}>
          {news ? t('Add Paragraphs') : t('Add Links')}
        </Button>
      </div>
    </div>
  );
}
