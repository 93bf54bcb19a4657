// What the money-alerts area offers the other areas: the low-balance watch the ledger calls after each money event.
// The monthly statement job has its own Lambda entry (statements-lambda.ts), so charging areas bundle no PDF code.
export { watchBalance } from './watch-balance.ts';
