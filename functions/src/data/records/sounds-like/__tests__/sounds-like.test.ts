// The sound-alike rules against the corpus (issue 30): every pair is found in Sounds like mode, with the kind of
// match the row will show, and none is an exact match, so Exact mode's results stay as they are.
import { describe, expect, it } from 'vitest';
import { foldedLastName } from '../fold.ts';
import { matchKind } from '../match-kind.ts';
import { nicknamesOf } from '../nicknames.ts';
import { lastNameSounds } from '../sound-keys.ts';
import { differentPairs, soundAlikePairs } from './corpus.ts';

const show = (n: { lastName: string; firstName?: string }) => [n.lastName, n.firstName].filter(Boolean).join(', ');

describe('sounds like', () => {
  it.each(soundAlikePairs.map((p) => [p.origin, show(p.typed), show(p.recorded), p]))(
    '%s: %s finds %s',
    (_origin, _typed, _recorded, pair) => {
      expect(matchKind(pair.typed, pair.recorded)).toBe(pair.kind);
    },
  );

  it('keeps different names apart', () => {
    for (const p of differentPairs) expect(matchKind(p.typed, p.recorded), show(p.recorded)).toBeUndefined();
  });

  it('calls a name as typed exact', () => {
    expect(matchKind({ lastName: 'Smith' }, { lastName: 'SMITHSON', firstName: 'Ann' })).toBe('EXACT');
    expect(matchKind({ lastName: "O'Brien", firstName: 'Pat' }, { lastName: 'OBRIEN', firstName: 'PATRICK' })).toBe(
      'EXACT',
    );
  });
});

describe('the folds and the lists', () => {
  it('folds Mc and Mac before a doubled C, Saint and Ste, and business suffixes', () => {
    expect(foldedLastName('McClarren')).toBe('MCLARREN');
    expect(foldedLastName('Saint Paul Title Company')).toBe('STPAULTITLECO');
    expect(foldedLastName('Lakewood L L C')).toBe('LAKEWOODLLC');
  });

  it('reads nicknames both ways, with the other nicknames of the same name', () => {
    expect(nicknamesOf('William')).toContain('BILL');
    expect(nicknamesOf('Bill')).toContain('WILLIAM');
    expect(nicknamesOf('Bill')).toContain('BILLY');
    expect(nicknamesOf('Zzyzx').size).toBe(0);
  });

  it('has no sound for a name of digits, so it is found only as typed', () => {
    expect(lastNameSounds('1234')).toEqual([]);
  });
});
