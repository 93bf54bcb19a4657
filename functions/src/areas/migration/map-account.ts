// An ls_account row as our account (docs/migration.md, 'Accounts'). A row that cannot be read is refused whole,
// with the column and why; its users are then refused too ('account not migrated').
import { z } from 'zod';
import { type Account, newAccount } from '#src/data/app/account-item.ts';
import {
  cents,
  code,
  firstProblem,
  flag,
  instant,
  key,
  optionalInstant,
  requiredText,
  state,
  text,
  wholeNumber,
} from './ls1-values.ts';
import { ls1AccountId, type Mapped } from './migrated-ids.ts';

const row = z.object({
  account_id: key,
  account_name: requiredText(60),
  account_type: code({ A: 'A_LA_CARTE', F: 'FLAT_FEE' } as const, 'A_LA_CARTE'),
  payment_method: code({ E: 'ESCROW', I: 'INVOICE', C: 'CREDIT_CARD' } as const, 'ESCROW'),
  active_flag: flag(true),
  flat_fee_level: wholeNumber(0, 5),
  monthly_fee: cents.refine((c) => c >= 0, 'negative'),
  image_charge_by: code({ D: 'DOCUMENT', P: 'PAGE' } as const, 'PAGE'),
  cert_charge_by: code({ D: 'DOCUMENT', P: 'PAGE' } as const, 'DOCUMENT'),
  address: text(50),
  city: text(50),
  state,
  zip: text(10).refine((v) => v === '' || /^\d{5}(-?\d{4})?$/.test(v), 'not a ZIP code'),
  phone: text(20),
  email: text(50).refine((v) => v === '' || z.email().safeParse(v).success, 'not an e-mail address'),
  landlink_acct: text(10).refine((v) => v === '' || /^\d+$/.test(v), 'not digits'),
  post_to_landlink: flag(false),
  image_retrieval: flag(true),
  preview_retrieval: flag(true),
  cert_retrieval: flag(true),
  cert_preview_retrieval: flag(true),
  user_reload: flag(false),
  escrow_balance: cents.refine((c) => c >= 0, 'negative balance'),
  images_remaining: wholeNumber(0, 100_000_000),
  last_renewal: optionalInstant,
  created_at: z.union([instant, z.null(), z.undefined()]),
});

export function mapAccount(raw: Record<string, unknown>): Mapped<Account> {
  const parsed = row.safeParse(raw);
  if (!parsed.success) {
    return {
      refused: {
        table: 'ls_account',
        key: String(raw.account_id ?? '?'),
        label: String(raw.account_name ?? '').slice(0, 60),
        reason: firstProblem(parsed.error),
      },
    };
  }
  const r = parsed.data;
  const flatFee = r.account_type === 'FLAT_FEE';
  const account = newAccount({
    id: ls1AccountId(r.account_id),
    name: r.account_name,
    accountType: r.account_type,
    paymentMethod: r.payment_method,
    status: r.active_flag ? 'A' : 'I',
    flatFeeRateLevel: flatFee ? r.flat_fee_level : 0,
    monthlyFeeCents: r.monthly_fee,
    imageChargeMethod: r.image_charge_by,
    certificateChargeMethod: r.cert_charge_by,
    imageRetrieval: r.image_retrieval,
    previewRetrieval: r.image_retrieval && r.preview_retrieval,
    certificateRetrieval: r.cert_retrieval,
    certificatePreviewRetrieval: r.cert_retrieval && r.cert_preview_retrieval,
    usageBalanceCents: r.escrow_balance,
    imagesRemaining: flatFee ? r.images_remaining : 0,
    address: r.address,
    city: r.city,
    state: r.state,
    zip: r.zip,
    phone: r.phone,
    email: r.email,
    landLinkAccount: r.landlink_acct,
    postToLandLink: r.post_to_landlink,
    userReload: r.user_reload,
    ...(r.last_renewal ? { lastMonthlyRenewal: r.last_renewal.slice(0, 10) } : {}),
    createdAt: r.created_at ?? new Date().toISOString(),
  });
  return { ok: account };
}
