// Names written two ways that an examiner must find either way (issue 30): sound-alike surnames of the origins the
// demo counties' records hold (Irish, Scottish, German, Scandinavian, Hispanic, Vietnamese, Chamorro and
// Carolinian), nicknames, and business suffixes. Each pair: what is typed, what was recorded, how it should match.
// None of them is an exact match: Exact mode must not find the recorded name.
import type { TypedName } from '../../name-keys.ts';
import type { MatchKind } from '../match-kind.ts';

export interface NamePair {
  origin: string;
  typed: TypedName;
  recorded: TypedName;
  kind: MatchKind;
}

const last = (origin: string, typed: string, recorded: string): NamePair => ({
  origin,
  typed: { lastName: typed },
  recorded: { lastName: recorded, firstName: 'MARY' },
  kind: 'SOUNDS_LIKE',
});
const person = (origin: string, typed: [string, string], recorded: [string, string], kind: MatchKind): NamePair => ({
  origin,
  typed: { lastName: typed[0], firstName: typed[1] },
  recorded: { lastName: recorded[0], firstName: recorded[1] },
  kind,
});
const business = (typed: string, recorded: string): NamePair => ({
  origin: 'business',
  typed: { lastName: typed },
  recorded: { lastName: recorded },
  kind: 'BUSINESS_SUFFIX',
});

export const soundAlikePairs: NamePair[] = [
  last('Irish', 'McClarren', 'McLarren'),
  last('Irish', 'McClarren', 'MacClarren'),
  last('Irish', 'MacClarren', 'McClarren'),
  last('Irish', "O'Connor", 'OConner'),
  last('Irish', 'Reilly', 'Riley'),
  last('Irish', 'Kennedy', 'Kenedy'),
  last('Irish', 'Sullivan', 'Sulivan'),
  last('Scottish', 'MacDonald', 'McDonald'),
  last('Scottish', 'McDonald', 'MacDonald'),
  last('Scottish', 'Campbell', 'Cambell'),
  last('Scottish', 'Stewart', 'Stuart'),
  last('German', 'Schmidt', 'Smith'),
  last('German', 'Smith', 'Schmidt'),
  last('German', 'Mueller', 'Muller'),
  last('German', 'Schneider', 'Snyder'),
  last('German', 'Kaufmann', 'Kaufman'),
  last('German', 'Meyer', 'Meier'),
  last('German', 'Schultz', 'Shultz'),
  last('English', 'Smith', 'Smyth'),
  last('English', 'Smithe', 'Smith'),
  last('Scandinavian', 'Olson', 'Olsen'),
  last('Scandinavian', 'Hanson', 'Hansen'),
  last('Scandinavian', 'Johnson', 'Johnsen'),
  last('Scandinavian', 'Anderson', 'Andersen'),
  last('Scandinavian', 'Peterson', 'Pedersen'),
  last('Scandinavian', 'Lindqvist', 'Lindquist'),
  last('Scandinavian', 'Nilsen', 'Nelson'),
  last('Hispanic', 'Gonzalez', 'Gonzales'),
  last('Hispanic', 'Rodriguez', 'Rodrigues'),
  last('Hispanic', 'Hernandez', 'Hernandes'),
  last('Hispanic', 'Vasquez', 'Vazquez'),
  last('Hispanic', 'Gutierrez', 'Gutierres'),
  last('Hispanic', 'Reyes', 'Reyez'),
  last('Vietnamese', 'Nguyen', 'Nguyn'),
  last('Vietnamese', 'Tranh', 'Tran'),
  last('Vietnamese', 'Pham', 'Fam'),
  last('Vietnamese', 'Huynh', 'Huyn'),
  last('Chamorro', 'Camacho', 'Kamacho'),
  last('Chamorro', 'Sablan', 'Sablon'),
  last('Chamorro', 'Taitano', 'Taitanno'),
  last('Chamorro', 'Guerrero', 'Guerero'),
  last('Chamorro', 'Santos', 'Santoz'),
  last('Chamorro', 'Cruz', 'Crus'),
  last('Carolinian', 'Olopai', 'Olopay'),
  last('Carolinian', 'Taisacan', 'Taisakan'),
  last('Carolinian', 'Rabauliman', 'Rabaulliman'),
  last('saint', 'Saint John', 'St John'),
  last('saint', 'Ste Marie', 'St Marie'),
  // a leading THE typed or indexed joined to the name (issue 29's leftover)
  last('noise word', 'TheSmith', 'Smith'),
  last('noise word', 'Smith', 'THESMITH'),
  person('nickname', ['Johnson', 'Bill'], ['Johnson', 'William'], 'NICKNAME'),
  person('nickname', ['Johnson', 'William'], ['Johnson', 'Bill'], 'NICKNAME'),
  person('nickname', ['Johnson', 'Billy'], ['Johnson', 'Bill'], 'NICKNAME'),
  person('nickname', ['Olson', 'Jon'], ['Olson', 'John'], 'NICKNAME'),
  person('nickname', ['Smith', 'Bob'], ['Smith', 'Robert'], 'NICKNAME'),
  person('nickname', ['Olson', 'Peggy'], ['Olson', 'Margaret'], 'NICKNAME'),
  person('nickname', ['Olson', 'Margaret'], ['Olson', 'Maggie'], 'NICKNAME'),
  person('nickname', ['Berg', 'Jim'], ['Berg', 'James'], 'NICKNAME'),
  person('nickname', ['Hale', 'Dick'], ['Hale', 'Richard'], 'NICKNAME'),
  person('nickname', ['Lindqvist', 'Kate'], ['Lindqvist', 'Katherine'], 'NICKNAME'),
  person('nickname', ['Cruz', 'Liz'], ['Cruz', 'Elizabeth'], 'NICKNAME'),
  person('nickname', ['Camacho', 'Tony'], ['Camacho', 'Anthony'], 'NICKNAME'),
  person('nickname and sound', ['Johnsen', 'Bill'], ['Johnson', 'William'], 'NICKNAME'),
  person('first name sound', ['Olson', 'Cathryn'], ['Olson', 'Kathryn'], 'SOUNDS_LIKE'),
  person('first name sound', ['Nguyen', 'Thi'], ['Nguyn', 'Thy'], 'SOUNDS_LIKE'),
  person('initial', ['Johnson', 'William'], ['Johnson', 'W'], 'SOUNDS_LIKE'),
  business('Acme Corporation', 'Acme Corp'),
  business('Lakewood Holdings Limited Liability Co', 'Lakewood Holdings LLC'),
  business('Lakewood Holdings LLC', 'Lakewood Holdings Limited Liability Company'),
  business('First National Bank', 'First Natl Bank'),
  business('First Natl Bk', 'First National Bank'),
  business('Northwoods Title Company', 'Northwoods Title Co'),
  business('Wells Fargo Home Mortgage', 'Wells Fargo Home Mtg'),
  business('Lake Shore Association', 'Lake Shore Assn'),
  business('Hale Abstract Incorporated', 'Hale Abstract Inc'),
];

/** Names that must not match even in Sounds like mode. */
export const differentPairs: Array<{ typed: TypedName; recorded: TypedName }> = [
  { typed: { lastName: 'Smith' }, recorded: { lastName: 'Jones' } },
  { typed: { lastName: 'Nguyen' }, recorded: { lastName: 'Tran' } },
  { typed: { lastName: 'Johnson', firstName: 'Mary' }, recorded: { lastName: 'Johnson', firstName: 'Robert' } },
  { typed: { lastName: 'Olson', firstName: 'William' }, recorded: { lastName: 'Olson', firstName: 'Margaret' } },
  { typed: { lastName: 'Camacho' }, recorded: { lastName: 'Sablan' } },
  { typed: { lastName: 'Acme Corporation' }, recorded: { lastName: 'Acme Holdings Inc' } },
];
