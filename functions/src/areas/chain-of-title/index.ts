// What the chain of title area offers the other areas: the price of one report for an account (the search area's
// caller price list shows it). Another area imports chain-of-title only through this module.
export { chainPriceOf } from './chain-price.ts';
