// Entry of the scheduled Lambda that mails each county's monthly statements (infra's monthly-statements.ts).
import { scheduledHandler } from '#src/platform/scheduled-job.ts';
import { countyStatementsFailed, runMonthlyStatements } from './monthly-statements.ts';

export const handler = scheduledHandler(
  () => runMonthlyStatements(),
  countyStatementsFailed,
  'Monthly statements failed',
);
