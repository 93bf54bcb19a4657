// Builds a Fee from its lines: zero lines are dropped (a free item shows no line) and the total is their sum.
import type { ChargeLine, Fee, RateSchedule } from './types.ts';

export function feeOf(schedule: RateSchedule, lines: ChargeLine[]): Fee {
  const charged = lines.filter((l) => l.cents > 0);
  return { cents: charged.reduce((sum, l) => sum + l.cents, 0), lines: charged, schedule };
}
