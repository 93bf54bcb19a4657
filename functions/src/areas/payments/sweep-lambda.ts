// Entry of the scheduled Lambda that closes expired card preauthorizations (infra's preauth-sweep.ts).
import { type CountySweep, sweepExpiredPreauthorizations, sweepFailed } from './sweep.ts';

export async function handler(): Promise<CountySweep[]> {
  const report = await sweepExpiredPreauthorizations();
  // every county was tried first; failing the invocation makes the failure show in the Lambda's Errors metric
  if (sweepFailed(report)) {
    const counties = report.filter((r) => r.failed || r.error).map((r) => r.county);
    throw new Error(`The sweep left expired preauthorizations open in ${counties.join(', ')}.`);
  }
  return report;
}
