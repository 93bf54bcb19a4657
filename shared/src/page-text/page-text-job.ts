// A county's page text job as the Technical page shows it (issue 33): the server's record
// (functions/src/data/app/page-text-job.ts) is this with its working state, and the page reads this.
export interface PageTextJobView {
  jobId: string;
  state: 'RUNNING' | 'DONE' | 'CANCELLED' | 'FAILED';
  /** MISSING: pages without text are read; ALL: every page is read again (a newer engine) */
  mode?: 'MISSING' | 'ALL';
  /** pages this job recognised */
  recognised: number;
  /** pages that had their text already (read at import, or by an earlier job) */
  alreadyRead: number;
  /** pages the engine could not read (their images are kept; a later job tries again) */
  failed: number;
  /** documents reached (their first page) */
  documents: number;
  lastDocument?: string;
  startedBy: string;
  startedAt: string;
  updatedAt: string;
  finishedAt?: string;
  cancelRequested?: { by: string; at: string };
  message: string;
  /** RUNNING, but unsaved for longer than a runner leaves it: its runner stopped */
  stalled?: boolean;
}
