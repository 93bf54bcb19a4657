// Names as real recording indexes hold them (issue 19), each with a way examiners type it. A case's document holds
// `stored` as its grantor; the name search for `typed` must find it (`found: false`: must not).

export interface StoredName {
  lastName: string;
  firstName?: string;
  middleInitial?: string;
}

export interface NameCase {
  why: string;
  stored: StoredName;
  typed: { lastName1: string; firstName1?: string; middleInitial1?: string };
  found?: false;
}

export const nameCases: NameCase[] = [
  // a middle initial kept inside the first name, typed in its own box
  {
    why: 'initial inside the first name',
    stored: { lastName: 'WINTERS', firstName: 'MARY K' },
    typed: { lastName1: 'Winters', firstName1: 'Mary', middleInitial1: 'K' },
  },
  {
    why: 'initial as a middle name',
    stored: { lastName: 'WINTERS', firstName: 'MARY KATHERINE' },
    typed: { lastName1: 'WINTERS', firstName1: 'MARY', middleInitial1: 'K' },
  },
  {
    why: 'initial typed inside the first name',
    stored: { lastName: 'ALVAREZ', firstName: 'JUAN', middleInitial: 'P' },
    typed: { lastName1: 'ALVAREZ', firstName1: 'JUAN P' },
  },
  {
    why: 'another initial is not it',
    stored: { lastName: 'WINTERS', firstName: 'MARY K' },
    typed: { lastName1: 'WINTERS', firstName1: 'MARY', middleInitial1: 'J' },
    found: false,
  },
  // '&' and AND
  { why: '& typed as AND', stored: { lastName: 'SMITHERS & SONS INC' }, typed: { lastName1: 'SMITHERS AND SONS' } },
  { why: 'AND typed as &', stored: { lastName: 'BAKER AND BAKER LLP' }, typed: { lastName1: 'BAKER & BAKER' } },
  // punctuation squeezed or kept
  { why: 'M&T typed spaced', stored: { lastName: 'M&T BANK' }, typed: { lastName1: 'M & T BANK' } },
  { why: 'M&T typed squeezed', stored: { lastName: 'M&T BANK' }, typed: { lastName1: 'MT BANK' } },
  { why: 'M & T stored spaced', stored: { lastName: 'M & T MORTGAGE CORP' }, typed: { lastName1: 'M&T MORT' } },
  { why: 'N.A. typed NA', stored: { lastName: 'WELLS FARGO BANK, N.A.' }, typed: { lastName1: 'WELLS FARGO BANK NA' } },
  { why: 'NA typed N.A.', stored: { lastName: 'CITIBANK NA' }, typed: { lastName1: 'CITIBANK N.A.' } },
  {
    why: 'hyphenated typed spaced',
    stored: { lastName: 'RIOS-QUINTANA', firstName: 'ELENA' },
    typed: { lastName1: 'RIOS QUINTANA', firstName1: 'ELENA' },
  },
  {
    why: 'hyphenated typed joined',
    stored: { lastName: 'RIOS-QUINTANA', firstName: 'ELENA' },
    typed: { lastName1: 'RIOSQUINTANA', firstName1: 'ELENA' },
  },
  {
    why: 'spaced typed hyphenated',
    stored: { lastName: 'RIOS QUINTANA', firstName: 'ELENA' },
    typed: { lastName1: 'RIOS-QUINTANA', firstName1: 'ELENA' },
  },
  {
    why: 'apostrophe typed as a space',
    stored: { lastName: "O'BRIEN", firstName: 'KEVIN' },
    typed: { lastName1: 'O BRIEN', firstName1: 'KEVIN' },
  },
  {
    why: 'apostrophe left out',
    stored: { lastName: "O'BRIEN", firstName: 'KEVIN' },
    typed: { lastName1: 'OBRIEN', firstName1: 'KEVIN' },
  },
  {
    why: 'spaced typed with an apostrophe',
    stored: { lastName: 'D ANGELO', firstName: 'ROSA' },
    typed: { lastName1: "D'Angelo", firstName1: 'Rosa' },
  },
  {
    why: 'accent left out',
    stored: { lastName: 'NÚÑEZ', firstName: 'JOSÉ' },
    typed: { lastName1: 'NUNEZ', firstName1: 'JOSE' },
  },
  // double surnames: each word
  {
    why: 'double surname by its first word',
    stored: { lastName: 'GARCIA LOPEZ', firstName: 'MARIA' },
    typed: { lastName1: 'GARCIA', firstName1: 'MARIA' },
  },
  {
    why: 'double surname by its second word',
    stored: { lastName: 'GARCIA LOPEZ', firstName: 'MARIA' },
    typed: { lastName1: 'LOPEZ', firstName1: 'MARIA' },
  },
  {
    why: 'surname with particles by its last word',
    stored: { lastName: 'DE LA CRUZ', firstName: 'ANA' },
    typed: { lastName1: 'CRUZ', firstName1: 'ANA' },
  },
  {
    why: 'hyphenated surname by its second word',
    stored: { lastName: 'RIOS-QUINTANA', firstName: 'ELENA' },
    typed: { lastName1: 'QUINTANA', firstName1: 'ELENA' },
  },
  {
    why: 'a word of a surname is not another first name',
    stored: { lastName: 'GARCIA LOPEZ', firstName: 'MARIA' },
    typed: { lastName1: 'LOPEZ', firstName1: 'ROSA' },
    found: false,
  },
  // leading noise words
  {
    why: 'THE left out',
    stored: { lastName: 'THE CHASE MANHATTAN BANK' },
    typed: { lastName1: 'CHASE MANHATTAN BANK' },
  },
  {
    why: 'THE typed, not stored',
    stored: { lastName: 'FIRST NATIONAL BANK OF LAKEWOOD' },
    typed: { lastName1: 'THE FIRST NATIONAL BANK' },
  },
  {
    why: 'ESTATE OF left out',
    stored: { lastName: 'ESTATE OF HALVORSEN PETER' },
    typed: { lastName1: 'HALVORSEN', firstName1: 'PETER' },
  },
  { why: 'C/O left out', stored: { lastName: 'C/O PINE RIVER TITLE' }, typed: { lastName1: 'PINE RIVER TITLE' } },
  // one-string names
  {
    why: 'one-string name by last and first',
    stored: { lastName: 'JOHNSON MARY' },
    typed: { lastName1: 'JOHNSON', firstName1: 'MARY' },
  },
  {
    why: 'one-string name with an initial',
    stored: { lastName: 'LARSON ERIK J' },
    typed: { lastName1: 'LARSON', firstName1: 'ERIK', middleInitial1: 'J' },
  },
  {
    why: 'a comma name typed as one string',
    stored: { lastName: 'PETERSON', firstName: 'CARL' },
    typed: { lastName1: 'PETERSON CARL' },
  },
  {
    why: 'one-string business is not split',
    stored: { lastName: 'LAKE STATES BANK' },
    typed: { lastName1: 'LAKE', firstName1: 'STATES' },
    found: false,
  },
  // as before
  {
    why: 'a last name is a prefix',
    stored: { lastName: 'HENDRICKSON', firstName: 'PAUL' },
    typed: { lastName1: 'HENDRICK' },
  },
  {
    why: 'a different surname is not it',
    stored: { lastName: 'HENDRICKSON', firstName: 'PAUL' },
    typed: { lastName1: 'HENRICKSON' },
    found: false,
  },
];
