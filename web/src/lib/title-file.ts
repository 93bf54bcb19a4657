// The title file the examiner is working on (issue 32): the order number their searches, details views and image
// purchases are logged under. Kept for the browser session (sessionStorage, wiped at logout with the rest of the
// store) and sent as the `titleFile` field of each of those calls; the server checks it and keeps the log.
import { readStored, usePersistentState } from '#src/lib/persistent-state.ts';

const KEY = 'titleFile';

export const useTitleFile = () => usePersistentState<string>(KEY, '');

/** The request body with the current file, when one is set. */
export function withTitleFile<B extends object>(body: B): B & { titleFile?: string } {
  const titleFile = readStored<string>(KEY, '');
  return titleFile ? { ...body, titleFile } : body;
}
