// The searchers' "today" for the 'Future date entered' check. The county's own today is platform/county-clock.ts.
import { todayIn } from '@portal/shared/search/dates';

/**
 * The latest calendar date anywhere on Earth (UTC+14). Searchers type dates on their own clock: an examiner in
 * Saipan is a day ahead of a Minnesota county, and the browser fills the to date with its own today. The
 * 'Future date entered' check therefore allows any date that is today somewhere, never rejecting a form the
 * browser itself filled in.
 */
export const latestToday = (now = new Date()) => todayIn('Pacific/Kiritimati', now);
