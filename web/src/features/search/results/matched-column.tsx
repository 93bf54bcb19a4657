// The Matched column of a Sounds like search's results (issue 30): how each row answered the typed name (Exact,
// Sounds like, Nickname, Business suffix), so the examiner can judge a near miss. Only rows of such a search carry
// matchedAs, so other results keep their columns.
import type { MatchKind } from '@portal/shared/search/match-mode';
import type { TFunction } from 'i18next';
import { StatusBadge } from '../components/status-badge.tsx';
import type { Column } from './result-table.tsx';

const matchedAsOf = (row: unknown) => (row as { matchedAs?: MatchKind }).matchedAs;

export function matchKindLabel(t: TFunction, kind: MatchKind): string {
  const labels: Record<MatchKind, string> = {
    EXACT: t('Exact'),
    SOUNDS_LIKE: t('Sounds like'),
    NICKNAME: t('Nickname'),
    BUSINESS_SUFFIX: t('Business suffix'),
  };
  return labels[kind];
}

/** The columns with Matched first when any row says how it matched. */
export function withMatchedColumn<R>(t: TFunction, columns: Array<Column<R>>, rows: readonly R[]): Array<Column<R>> {
  if (!rows.some((r) => matchedAsOf(r))) return columns;
  const matched: Column<R> = {
    header: t('Matched'),
    cell: (r) => {
      const kind = matchedAsOf(r);
      return kind ? (
        <StatusBadge tone={kind === 'EXACT' ? 'green' : 'amber'}>{matchKindLabel(t, kind)}</StatusBadge>
      ) : null;
    },
  };
  return [matched, ...columns];
}
