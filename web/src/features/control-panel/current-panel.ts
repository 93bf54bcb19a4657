// Spec 3 section 2.4: an unmatched control panel path falls back to the form of the currently selected panel type.
// The selected type is the panel last opened (kept in the store, as the spec's 'control panel type' is), Accounts
// before any; a Technical panel counts only for TRIMIN, so a fallback never lands on a page the role cannot open.
import type { Role } from '@portal/shared/auth/roles';
import { readStored, writeStored } from '#src/lib/persistent-state.ts';
import { panelGroups } from './panels.ts';

const KEY = 'controlPanel.type';
const DEFAULT_PANEL = 'accounts';

/** The pages under a panel (an account's entry, reload and access pages are Accounts'). */
const subPages: Record<string, string> = {
  accounts: 'accounts',
  accountreload: 'accounts',
  accountpageaccess: 'accounts',
  efilequeue: 'efileQueue',
};

/** The navigation's panel a path under /controlPanel opens, if any. */
export function panelPathOf(rest: string, role: Role | undefined): string | undefined {
  const wanted = rest.replace(/^\/+|\/+$/g, '').toLowerCase();
  const [first = '', ...more] = wanted.split('/');
  if (more.length && subPages[first]) return subPages[first];
  for (const group of panelGroups) {
    if (group.triminOnly && role !== 'TRIMIN') continue;
    const found = group.panels.find((p) => p.path.toLowerCase() === wanted);
    if (found) return found.path;
  }
  return undefined;
}

/** Notes the panel a path opens as the current one. */
export function rememberPanel(rest: string, role: Role | undefined): void {
  const path = panelPathOf(rest, role);
  if (path && path !== readStored(KEY, DEFAULT_PANEL)) writeStored(KEY, path);
}

/** The current panel's path, checked again against the role. */
export function currentPanelPath(role: Role | undefined): string {
  return panelPathOf(readStored(KEY, DEFAULT_PANEL), role) ?? DEFAULT_PANEL;
}
