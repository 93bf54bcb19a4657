// Shared steps of the configuration page tests: a group's defaults as the server answers them, and closing the
// alert window.
import { groupDefaults } from '@portal/shared/config/registry';
import type { SavedGroupName } from '@portal/shared/config/rules';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { success } from '#src/testing/fake-api.ts';

/** GET controlPanel/countyConfig/{group} answering the group's defaults with `over` on top. */
export const loads = <G extends SavedGroupName>(group: G, over: Record<string, unknown> = {}) => ({
  [`GET controlPanel/countyConfig/${group}`]: () => success({ ...groupDefaults(group), ...over }),
});

/** POST controlPanel/countyConfig/{group} answering what it was sent. */
export const saves = (group: SavedGroupName) => ({
  [`POST controlPanel/countyConfig/${group}`]: (body: unknown) => success(body, 'Saved.'),
});

/** Waits for the alert window (Message or Warning) with `text` and closes it. */
export async function closeAlert(user: UserEvent, text: string, name: 'Message' | 'Warning' = 'Message') {
  const box = await screen.findByRole('alertdialog', { name });
  within(box).getByText(text);
  await user.click(within(box).getAllByRole('button', { name: 'Close' }).at(-1)!);
}
