// The calls behind the status page (issue 28): the public answer, and TRIMIN's post and resolve. 401/403 are the
// page's own to show (quietAuth): a visitor stays on the page.
import type { Incident, PostIncidentInput, StatusAnswer } from '@portal/shared/status/schemas';
import useSWR from 'swr';
import { apiPost } from '#src/lib/api.ts';

const quiet = { quietAuth: true };

/** The page's answer; the checks behind it are at most a minute old, so a minute's refresh is enough. */
export const useStatus = () => useSWR<StatusAnswer>('status', { refreshInterval: 60_000, revalidateOnFocus: false });

export const postIncident = (input: PostIncidentInput) => apiPost<Incident>('status/incidents', input, quiet);

export const resolveIncident = (incidentId: string) =>
  apiPost<Incident>('status/incidents/resolve', { incidentId }, quiet);
