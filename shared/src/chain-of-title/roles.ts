// What each recorded instrument is in a chain of title: a conveyance, a mortgage or what follows one, a lien or its
// release, a plat or easement, or other. The demo code lists' codes (scripts/seed/demo-records/codes.ts) are named
// here; a county's own code falls back to its instrument group and the words of its description.

export const chainRoles = [
  'conveyance',
  'mortgage',
  'assignment',
  'modification',
  'satisfaction',
  'partialRelease',
  'lien',
  'lienRelease',
  'lienAmendment',
  'releaseRevocation',
  'plat',
  'easement',
  'other',
] as const;
export type ChainRole = (typeof chainRoles)[number];

export const chainGroups = ['conveyances', 'mortgages', 'liens', 'platsAndEasements', 'other'] as const;
export type ChainGroup = (typeof chainGroups)[number];

const byCode: Record<string, ChainRole> = {
  WD: 'conveyance',
  QCD: 'conveyance',
  LWD: 'conveyance',
  TD: 'conveyance',
  PRD: 'conveyance',
  CD: 'conveyance',
  ACD: 'conveyance',
  SHC: 'conveyance',
  DOG: 'conveyance',
  // instruments that vest title without a deed: the heirs of a decree of distribution, the survivors of an
  // affidavit of survivorship, a Land Commission's determination of ownership, a decree of registration
  FDD: 'conveyance',
  ASJT: 'conveyance',
  DOO: 'conveyance',
  DREG: 'conveyance',
  MTG: 'mortgage',
  AOM: 'assignment',
  MOD: 'modification',
  SUB: 'modification',
  SAT: 'satisfaction',
  PREL: 'partialRelease',
  FTL: 'lien',
  STL: 'lien',
  MECH: 'lien',
  JDG: 'lien',
  RFTL: 'lienRelease',
  RSTL: 'lienRelease',
  RML: 'lienRelease',
  AMTL: 'lienAmendment',
  RVTL: 'releaseRevocation',
  PLAT: 'plat',
  CIC: 'plat',
  RLS: 'plat',
  SURV: 'plat',
  DECL: 'plat',
  EAS: 'easement',
};

/** The role of an instrument: its code when known, else its group and description. */
export function chainRoleOf(code: string, group: string, description: string): ChainRole {
  const known = byCode[code.trim().toUpperCase()];
  if (known) return known;
  const d = description.toUpperCase();
  const g = group.toUpperCase();
  const mortgageLike = /^(MORTGAGES?|MTG)$/.test(g) || /MORTGAGE/.test(d);
  const lienLike = g === 'LIEN' || /\bLIEN|JUDG/.test(d);
  if (/REVOCATION/.test(d) && lienLike) return 'releaseRevocation';
  if (/SATISFACTION|DISCHARGE/.test(d)) return 'satisfaction';
  if (/RELEASE/.test(d)) {
    if (lienLike) return 'lienRelease';
    if (mortgageLike) return /PARTIAL/.test(d) ? 'partialRelease' : 'satisfaction';
  }
  if (mortgageLike && /ASSIGNMENT/.test(d)) return 'assignment';
  if (mortgageLike && /MODIFICATION|SUBORDINATION/.test(d)) return 'modification';
  if (/EASEMENT/.test(d)) return 'easement';
  if (
    g === 'DEED' ||
    /\bDEED\b|DECREE OF (DISTRIBUTION|REGISTRATION)|SURVIVORSHIP|DETERMINATION OF OWNERSHIP/.test(d)
  ) {
    return 'conveyance';
  }
  if (mortgageLike && /MORTGAGE/.test(d)) return 'mortgage';
  if (lienLike) return /AMEND|REFILE/.test(d) ? 'lienAmendment' : 'lien';
  if (g === 'PLAT' || /\bPLAT\b|SURVEY/.test(d)) return 'plat';
  return 'other';
}

export function chainGroupOf(role: ChainRole): ChainGroup {
  switch (role) {
    case 'conveyance':
      return 'conveyances';
    case 'mortgage':
    case 'assignment':
    case 'modification':
    case 'satisfaction':
    case 'partialRelease':
      return 'mortgages';
    case 'lien':
    case 'lienRelease':
    case 'lienAmendment':
    case 'releaseRevocation':
      return 'liens';
    case 'plat':
    case 'easement':
      return 'platsAndEasements';
    default:
      return 'other';
  }
}
