import { randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();
/** An unguessable token for cookies and e-mailed links. */
export const newToken = (): string => randomBytes(32).toString('base64url');
