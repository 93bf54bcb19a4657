// What the payments area offers the other areas: the one ledger transaction every charge, deposit and refund goes
// through, balances, preauthorizations, card payments and fees. Another area imports payments only through this module
// (dependency-cruiser 'area-only-through-its-index'); everything else in the folder is its own.
export { confirmTransaction, declineOf, startCardPayment } from './card-payments.ts';
export { chargeFee, type FeeResult } from './charge.ts';
export { addOnOptions } from './flat-fee-add-on.ts';
export { applyMoneyEvent, type BalanceChange, readLedgerEntry } from './ledger.ts';
export { closeUserPreauthorizations, openPreauthorization } from './preauth.ts';
export { usageBalanceOf } from './usage-balance.ts';
