// The text shown for a failed call: the server's message, or a generic one (one wording on every admin screen).
import { ApiError } from '#src/lib/api.ts';

export const errorText = (err: unknown) =>
  err instanceof ApiError || err instanceof Error ? err.message : 'An unexpected error has occurred';
