// How a name search matches the typed name (issue 30): Exact, the name index's own rules (the default), or Sounds
// like, which also finds names spelled differently that sound alike, nicknames and business suffix variants. Each
// row of a Sounds like search says how it matched, and rows sort by that first (exact matches first).
export const matchModes = ['exact', 'soundsLike'] as const;
export type MatchMode = (typeof matchModes)[number];

/** How a row answered the typed name, best first. */
export const matchKinds = ['EXACT', 'BUSINESS_SUFFIX', 'NICKNAME', 'SOUNDS_LIKE'] as const;
export type MatchKind = (typeof matchKinds)[number];

/** A row's place in the exact-first order; a row without a kind (an Exact search's) sorts as exact. */
export const matchRank = (kind: MatchKind | undefined) => (kind ? matchKinds.indexOf(kind) : 0);

/** The search's mode: the one asked for, else the county's default; Sounds like only where the county offers it. */
export function resolveMatchMode(
  asked: MatchMode | undefined,
  county: { soundsLike: boolean; defaultMatchMode: MatchMode },
): MatchMode | 'refused' {
  const mode = asked ?? (county.soundsLike ? county.defaultMatchMode : 'exact');
  return mode === 'soundsLike' && !county.soundsLike ? 'refused' : mode;
}
