// Browser tests that change a demo county's configuration put each group back after the file, whatever fails, so
// the next file (and the next run) meets the county as the seed left it.
import { afterAll, beforeAll } from 'vitest';
import { getConfig, putConfig } from '../../functions/src/platform/config.ts';
import type { ConfigGroup, ConfigGroupName } from '../../shared/src/config/groups.ts';

/**
 * Reads the county's `groups` before the file's tests (a beforeAll) and writes them back after (an afterAll), in
 * the order given. Answers a group as it was read, for a test that changes only part of it. The file has put the
 * stack's environment (inject('stackEnv')) in process.env before its hooks run.
 */
export function keepConfig<G extends ConfigGroupName>(county: string, groups: readonly G[]) {
  const saved = new Map<G, unknown>();
  beforeAll(async () => {
    for (const g of groups) saved.set(g, await getConfig(county, g));
  });
  afterAll(async () => {
    for (const [g, v] of saved) await putConfig(county, g, v as ConfigGroup<G>);
  });
  return <K extends G>(group: K): ConfigGroup<K> => {
    if (!saved.has(group)) throw new Error(`${county} ${group} is read in beforeAll: use it inside a hook or a test`);
    return saved.get(group) as ConfigGroup<K>;
  };
}
