// Prices an image order: which selected pages are charged (pages the account bought before are not), and the
// charge lines in cents (a la carte) or images (flat fee).
import type { Role } from '@portal/shared/auth/roles';
import { staffRoles } from '@portal/shared/auth/roles';
import { formatCents } from '@portal/shared/format/money';
import type { BalanceKind, FeeLine } from '@portal/shared/imaging/fee-schedule';
import type { Account } from '#src/data/app/accounts.ts';
import { getConfig } from '#src/platform/config.ts';
import type { ImageDocument } from './document-source.ts';

export interface PricedOrder {
  kind: BalanceKind;
  lines: FeeLine[];
  chargedPages: number[];
  alreadyPurchased: number[];
  /** pages recorded as bought once paid: a per-document charge buys the whole document */
  grantedPages: number[];
}

export interface PricingInput {
  county: string;
  role: Role;
  account: Account;
  doc: ImageDocument;
  selected: number[];
  purchased: Set<number>;
}

export function balanceKind(role: Role, account: Account): BalanceKind {
  if (staffRoles.includes(role)) return 'INVOICE';
  if (account.accountType === 'FLAT_FEE') return 'IMAGES';
  if (account.paymentMethod === 'CREDIT_CARD') return 'PREAUTH';
  if (account.paymentMethod === 'INVOICE') return 'INVOICE';
  return 'ESCROW';
}

interface Rates {
  document: number;
  firstPage: number;
  additionalPages: number;
}

export async function priceOrder(input: PricingInput): Promise<PricedOrder> {
  const { county, role, account, doc, selected, purchased } = input;
  const kind = balanceKind(role, account);
  const alreadyPurchased = selected.filter((p) => purchased.has(p));
  const toCharge = selected.filter((p) => !purchased.has(p));
  const perDocument = account.imageChargeMethod === 'DOCUMENT';
  const granted = perDocument && toCharge.length ? pagesOf(doc.pageCount) : selected;
  const free = (): PricedOrder => ({ kind, lines: [], chargedPages: [], alreadyPurchased, grantedPages: selected });

  // Staff retrieve images without charge.
  if (staffRoles.includes(role) || toCharge.length === 0) return free();

  if (kind === 'IMAGES') {
    const flatFee = await getConfig(county, 'flatFee');
    if (!flatFee.chargingImages || account.flatFeeRateLevel === 0) return free();
    const lines = perDocument
      ? [{ description: 'Document image', amount: 1 }]
      : [{ description: `${toCharge.length} ${toCharge.length === 1 ? 'page' : 'pages'}`, amount: toCharge.length }];
    return { kind, lines, chargedPages: toCharge, alreadyPurchased, grantedPages: granted };
  }

  const rates = await ratesFor(county, account, doc);
  const lines: FeeLine[] = [];
  if (perDocument) {
    lines.push({ description: 'Document image', amount: rates.document });
  } else {
    // The first-page rate applies once per document and account: to the first page of its first purchase.
    const firstOnce = purchased.size === 0 && rates.firstPage > 0;
    const additional = firstOnce ? toCharge.length - 1 : toCharge.length;
    if (rates.document > 0 && purchased.size === 0) lines.push({ description: 'Document fee', amount: rates.document });
    if (firstOnce) lines.push({ description: 'First page', amount: rates.firstPage });
    if (additional > 0 && rates.additionalPages > 0) {
      lines.push({
        description: `${firstOnce ? 'Additional pages' : 'Pages'} (${additional} x ${formatCents(rates.additionalPages)})`,
        amount: additional * rates.additionalPages,
      });
    }
  }
  return {
    kind,
    lines: lines.filter((l) => l.amount > 0),
    chargedPages: toCharge,
    alreadyPurchased,
    grantedPages: granted,
  };
}

/** The county's image rates for this account and document: credit-card alternate rates, then special rates. */
async function ratesFor(county: string, account: Account, doc: ImageDocument): Promise<Rates> {
  if (account.paymentMethod === 'CREDIT_CARD') {
    const card = await getConfig(county, 'creditCard');
    if (card.applyAlternateRates) {
      return (
        special(card.rates, doc) ?? {
          document: cents(card, 'imageDocumentCreditCard'),
          firstPage: cents(card, 'imageFirstPageCreditCard'),
          additionalPages: cents(card, 'imageAdditionalPagesCreditCard'),
        }
      );
    }
  }
  const [base, specials] = await Promise.all([
    getConfig(county, 'aLaCarte'),
    getConfig(county, 'aLaCarteSpecialRates'),
  ]);
  return (
    (specials.applySpecialRates ? special(specials.rates, doc) : undefined) ?? {
      document: cents(base, 'imageDocument'),
      firstPage: cents(base, 'imageFirstPage'),
      additionalPages: cents(base, 'imageAdditionalPages'),
    }
  );
}

type SpecialRate = {
  documentType: string;
  instrumentCode: string;
  documentRate: number;
  firstPageRate: number;
  additionalPagesRate: number;
};

/** Most specific first: type and code, then code for all types (type 0), then the type alone, then all types. */
function special(rates: SpecialRate[], doc: ImageDocument): Rates | undefined {
  const all = (t: string) => t === '' || t === '0';
  const order = [
    (r: SpecialRate) =>
      r.documentType === doc.documentType && r.instrumentCode !== '' && r.instrumentCode === doc.instrumentCode,
    (r: SpecialRate) => all(r.documentType) && r.instrumentCode !== '' && r.instrumentCode === doc.instrumentCode,
    (r: SpecialRate) => r.documentType === doc.documentType && r.instrumentCode === '',
    (r: SpecialRate) => all(r.documentType) && r.instrumentCode === '',
  ];
  for (const test of order) {
    const r = rates.find(test);
    if (r) return { document: r.documentRate, firstPage: r.firstPageRate, additionalPages: r.additionalPagesRate };
  }
  return undefined;
}

/** A price field of a configuration group (the price groups are typed as string-keyed records). */
const cents = (group: object, key: string) => Number((group as Record<string, unknown>)[key] ?? 0);

const pagesOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
