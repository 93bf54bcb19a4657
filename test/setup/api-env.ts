// Points each API test worker at the stack started by api-global.ts.
import { inject } from 'vitest';

Object.assign(process.env, inject('stackEnv'));
