// Points each API test worker at its own stack of those api-global.ts started (VITEST_POOL_ID is 1 to maxWorkers
// and stays with the worker for every file it runs).
import { inject } from 'vitest';

const envs = inject('stackEnvs');
const worker = Math.max(1, Number(process.env.VITEST_POOL_ID) || 1);
Object.assign(process.env, envs[(worker - 1) % envs.length]);
