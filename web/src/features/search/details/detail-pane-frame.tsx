// The frame of a detail pane: heading and badges, then the content, or the loading / failure line.
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailsState } from './use-details.ts';

export interface DetailPaneFrameProps<T> {
  label: string;
  state: DetailsState<T>;
  heading: (data: T) => ReactNode;
  badges?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

export function DetailPaneFrame<T>({ label, state, heading, badges, children }: DetailPaneFrameProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const data = state.data;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading'}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      {data ? (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {heading(data)}
            </h2>
            {badges?.(data)}
          </div>
          <div className="space-y-4">{children(data)}</div>
        </>
      ) : (
        <p id={headingId} role="status" className="mt-2 text-sm text-slate-600">
          {state.status === 'loading' ? t('Loading') : state.message ? t(state.message) : t('No details to show.')}
        </p>
      )}
    </section>
  );
}
