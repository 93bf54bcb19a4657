// Opens the LS1 source a payload names. Tests swap the opener for a fake behind the same interface; nothing else
// does.
import type { LegacySource } from './legacy-source.ts';
import type { MigrationPayload } from './payload.ts';

type Opener = (p: MigrationPayload) => Promise<LegacySource>;

const pgOpener: Opener = async (p) => (await import('./pg-source.ts')).openPgSource(p);
let opener: Opener = pgOpener;

export const openLegacySource = (p: MigrationPayload): Promise<LegacySource> => opener(p);

/** For tests: the fake source to open instead (undefined restores PostgreSQL). */
export function useLegacySource(next: Opener | undefined): void {
  opener = next ?? pgOpener;
}
