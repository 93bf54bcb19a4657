// Entry of the scheduled Lambda that runs every county's due maintenance jobs (infra's maintenance/jobs-schedule.ts).
import { type CountyJobs, jobsFailed, runAllCountyJobs } from './jobs.ts';

export async function handler(): Promise<CountyJobs[]> {
  const reports = await runAllCountyJobs();
  // every county was tried first; failing the invocation makes the failure show in the Lambda's Errors metric
  if (jobsFailed(reports)) {
    const counties = reports.filter((r) => r.errors.length).map((r) => r.county);
    throw new Error(`Maintenance jobs failed in ${counties.join(', ')}.`);
  }
  return reports;
}
