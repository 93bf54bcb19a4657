// Field shapes the detail panes share.
import { displayNameOf, type PartyName } from '@portal/shared/records/fields';
import type { PartyResult } from '@portal/shared/search/details';

export const partyResult = (p: PartyName): PartyResult => ({
  displayName: displayNameOf(p),
  lastName: p.lastName,
  firstName: p.firstName ?? '',
  middleInitial: p.middleInitial ?? '',
});

/** '2024-03-01T14:05' -> { recordedTime: '2:05', recordedAmPm: 'PM' } (the county's clock). */
export function recordedTimeOf(dateTime: string): { recordedTime: string; recordedAmPm: 'AM' | 'PM' } {
  const hours = Number(dateTime.slice(11, 13));
  const minutes = dateTime.slice(14, 16);
  return { recordedTime: `${hours % 12 || 12}:${minutes}`, recordedAmPm: hours < 12 ? 'AM' : 'PM' };
}
