// What a configuration page shows (spec 3 section 2.5): its group (shared/config/registry.ts gives the title, the
// save schema and the 4.6 dependencies) and a small description of its fields, read by the one form engine.
import type { ConfigHeading } from '@portal/shared/config/registry';
import type { SavedGroupName } from '@portal/shared/config/rules';

export type FieldKind =
  | 'text'
  | 'email'
  | 'textarea'
  | 'number'
  /** integer cents shown and typed as dollars */
  | 'money'
  | 'percent'
  | 'checkbox'
  /** a checkbox announced as an on/off switch */
  | 'toggle'
  /** a boolean chosen from Yes / No */
  | 'yesNo'
  | 'select'
  /** a select of whole numbers */
  | 'numberSelect'
  /** YYYY-MM-DD (the browser's date picker) */
  | 'date'
  /** MM/DD/YYYY typed */
  | 'usDate'
  /** H:MM */
  | 'time';

export interface FieldSpec {
  /** the field's path in the group ('rates.0.cost') */
  name: string;
  label: string;
  kind: FieldKind;
  options?: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
  required?: boolean;
  /** takes a whole row of a multi-column block (a block's main switch) */
  wide?: boolean;
}

export type Block =
  | { kind: 'fields'; heading?: string; fields: FieldSpec[]; columns?: 1 | 2 | 3 }
  /** news (heading and paragraph) or links (description and URL): up to 50 rows, added five at a time */
  | { kind: 'paragraphs'; variant: 'news' | 'links' }
  /** the login page's 12 link slots, reorderable */
  | { kind: 'loginLinks' }
  /** the flat fee's five rate options */
  | { kind: 'rateRows' }
  /** special rates by document type and instrument code; `fixed`: codes read-only, no rows added or removed */
  | { kind: 'specialRates'; fixed?: boolean }
  /** the index feed's accounts and their plans (issue 31) */
  | { kind: 'feedPlans' };

export interface ConfigPage {
  /** the route under /controlPanel (spec 2.5's id) */
  path: string;
  group: SavedGroupName;
  heading: ConfigHeading;
  /** the title when not the registry's */
  title?: string;
  blocks: Block[];
  /** the submit button's label (Save by default) */
  submitLabel?: string;
  /** asked before saving */
  confirm?: string;
  /** show the server's message in an alert after saving (pages that act, such as Purge Now) */
  alertMessage?: boolean;
  /** extra buttons beside the submit (Run Billing) */
  actions?: ReadonlyArray<'runBilling'>;
}
