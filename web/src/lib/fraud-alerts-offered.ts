// Whether the county offers property fraud alerts (issue 22), from the public alerts/page call: the login page
// links the sign-up only then, and the reports page asks for the counts only then (elsewhere their 403 would be
// taken for an ended session).
import useSWR from 'swr';

/** `ask` false leaves the call out (answers false), for a caller that has no use for it. */
export const useFraudAlertsOffered = (ask = true): boolean =>
  useSWR<{ enabled: boolean }>(ask ? 'alerts/page' : null, { revalidateOnFocus: false }).data?.enabled ?? false;
