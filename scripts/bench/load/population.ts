// The load bench's county and people: the demo counties (Lakewood with its 10,000 demo documents, the newest 300
// with page images) on a stack kept in .data/bench/load/ (loaded once, like `npm start`'s .data/), and the
// simulated examiners as real users of four accounts, one per way of paying: an invoice title company, an escrow
// title company and a flat-fee abstractor (many examiners on one account, as at a title company at nine in the
// morning), and card customers (each their own account, as the public pays). Names to search come from the
// county's own documents: the commonest surnames and ones that appear in three documents or fewer.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PaymentMethod } from '@portal/shared/auth/roles';
import { hashPassword } from '../../../functions/src/platform/passwords.ts';
import { DEMO_PASSWORD, type DemoUser, demoCounties, seedDemoCounties, seedUser } from '../../seed/demo-counties.ts';
import { demoSetName, seedDemoRecords } from '../../seed/demo-records.ts';

export const LOAD_COUNTY = 'lakewood';
export const LOAD_DOCUMENTS = 10_000;
const IMAGE_DOCUMENTS = 300;
const workDir = join(import.meta.dirname, '..', '..', '..', '.data', 'demo');

export type PayKind = 'invoice' | 'escrow' | 'flat' | 'card';
export const payKinds: PayKind[] = ['invoice', 'escrow', 'flat', 'card'];

export interface Examiner {
  username: string;
  kind: PayKind;
  accountId: string;
}

export interface Population {
  examiners: Examiner[];
  /** surnames of the most documents, and surnames of three documents or fewer */
  commonNames: string[];
  rareNames: string[];
  /** documents with page images: type, number, pages */
  imageDocs: Array<{ docType: string; docNumber: string; pageCount: number }>;
}

const accounts: Record<PayKind, (n: number) => DemoUser['account']> = {
  invoice: () => ({
    key: 'load-invoice',
    name: 'Loadtest Title (invoice)',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'INVOICE',
  }),
  escrow: () => ({
    key: 'load-escrow',
    name: 'Loadtest Title (escrow)',
    accountType: 'A_LA_CARTE',
    paymentMethod: 'ESCROW',
    usageBalanceCents: 100_000_000,
  }),
  flat: () => ({
    key: 'load-flat',
    name: 'Loadtest Abstract (flat fee)',
    accountType: 'FLAT_FEE',
    paymentMethod: 'ESCROW' as PaymentMethod,
    usageBalanceCents: 100_000_000,
    imagesRemaining: 10_000_000,
    flatFeeRateLevel: 2,
  }),
  card: (n) => ({
    key: `load-card-${n}`,
    name: `Card Customer ${n}`,
    accountType: 'A_LA_CARTE',
    paymentMethod: 'CREDIT_CARD',
  }),
};

/** The i-th examiner (0-based): the kinds take turns, so every level has each kind. */
export function examinerOf(i: number): Examiner {
  const kind = payKinds[i % payKinds.length]!;
  const account = accounts[kind](i);
  return { username: `load.${kind}.${i}`, kind, accountId: `demo-${account.key}` };
}

/** Loads the demo counties and records when missing, and makes `count` examiners (each made once). */
export async function preparePopulation(count: number, log: (line: string) => void): Promise<Population> {
  await seedDemoCounties();
  const county = demoCounties.find((c) => c.id === LOAD_COUNTY)!;
  await seedDemoRecords({
    documents: LOAD_DOCUMENTS,
    imageDocuments: IMAGE_DOCUMENTS,
    workDir,
    counties: [{ id: LOAD_COUNTY, profile: 'minnesota' }],
    log: (line) => log(`  ${line}`),
  });
  // one hash for every examiner: the same password, and 200 scrypt hashes would take a minute
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const examiners = Array.from({ length: count }, (_, i) => examinerOf(i));
  for (let at = 0; at < examiners.length; at += 20) {
    await Promise.all(
      examiners.slice(at, at + 20).map((e, n) =>
        seedUser(
          county,
          {
            username: e.username,
            role: 'USER',
            firstName: 'Load',
            lastName: `Examiner ${at + n}`,
            account: accounts[e.kind](at + n),
          },
          passwordHash,
        ),
      ),
    );
  }
  return { examiners, ...namesAndImages() };
}

function namesAndImages(): Omit<Population, 'examiners'> {
  const file = join(workDir, demoSetName('minnesota', LOAD_DOCUMENTS, IMAGE_DOCUMENTS), 'documents.ndjson');
  const counts = new Map<string, number>();
  const imageDocs: Population['imageDocs'] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const d = JSON.parse(line) as {
      docType: string;
      docNumber: string;
      pageCount?: number;
      grantors?: Array<{ lastName: string; firstName?: string }>;
      grantees?: Array<{ lastName: string; firstName?: string }>;
    };
    for (const p of [...(d.grantors ?? []), ...(d.grantees ?? [])]) {
      // people, not companies: a surname of one word
      if (p.firstName && /^[A-Z]+$/.test(p.lastName)) counts.set(p.lastName, (counts.get(p.lastName) ?? 0) + 1);
    }
    if ((d.pageCount ?? 0) >= 2)
      imageDocs.push({ docType: d.docType, docNumber: d.docNumber, pageCount: d.pageCount! });
  }
  const byCount = [...counts].sort((a, b) => b[1] - a[1]);
  return {
    commonNames: byCount.slice(0, 20).map(([n]) => n),
    rareNames: byCount
      .filter(([, n]) => n === 1)
      .slice(0, 200)
      .map(([n]) => n),
    imageDocs,
  };
}
