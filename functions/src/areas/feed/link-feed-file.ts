// feed/link: a 5-minute signed link to a day's file or the latest snapshot, charged once per account and file. The
// key is the file's (FEED#DAY#<day>, FEED#SNAP#<built at>), so a second link to a file paid for costs nothing; the
// ledger entry is read first (a card payer is not asked again), and payments' chargeFee writes the charge and its
// audit entry in one transaction, where a concurrent second call with the same key is REPLAYED, not charged.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { FEED_LINK_SECONDS, type FeedLink, feedFileCents } from '@portal/shared/feed/schemas';
import { chargeFee, readLedgerEntry } from '#src/areas/payments/index.ts';
import { getDayFile, latestSnapshot } from '#src/data/records/feed-files.ts';
import { s3Client } from '#src/platform/aws.ts';
import { buckets } from '#src/platform/buckets.ts';
import type { SessionUser } from '#src/platform/context.ts';
import { conflict, notFound } from '#src/platform/errors.ts';
import type { FeedCaller } from './feed-plan.ts';

export const FEED_TRANSACTION_TYPE = 'INDEX_FEED';

async function fileAsked(county: string, ask: { day?: string | undefined; snapshot?: boolean | undefined }) {
  if (ask.snapshot) {
    const snap = await latestSnapshot(county);
    if (!snap) throw notFound('No snapshot has been built yet. Ask for one; it is ready within the hour.');
    return { file: snap, key: `FEED#SNAP#${snap.builtAt}`, name: `${county}-snapshot-${snap.day}` };
  }
  const file = await getDayFile(county, ask.day!);
  if (!file) throw notFound(`There is no feed file for ${ask.day}: a day's file is built after the day ends.`);
  return { file, key: `FEED#DAY#${ask.day}`, name: `${county}-${ask.day}` };
}

export async function linkFeedFile(
  county: string,
  user: SessionUser,
  caller: FeedCaller,
  ask: { day?: string | undefined; snapshot?: boolean | undefined },
): Promise<FeedLink> {
  const { file, key, name } = await fileAsked(county, ask);
  let chargedCents = 0;
  const { plan, account } = caller;
  if (plan && account && !(await readLedgerEntry(county, account.id, key))) {
    const cents = feedFileCents(plan, file, !!ask.snapshot);
    const description = ask.snapshot
      ? `Index feed snapshot ${file.day}`
      : `Index feed ${file.day} (${plan.plan === 'PER_DAY' ? 'day' : `${file.documents} documents`})`;
    const { outcome } = await chargeFee({
      county,
      user,
      account,
      fee: { cents, lines: cents ? [{ description, cents }] : [] },
      transactionType: FEED_TRANSACTION_TYPE,
      idempotencyKey: key,
      // A FLAT_FEE account pays too. Its monthly fee buys searches and a number of images (spec 3 sections 3.3,
      // 5.6: rate levels of 'N documents for $cost'); the feed is another product, sold by the plan the county put
      // the account on, so the plan's price is what the county asked for it, taken by the account's payment method
      // (its usage balance, a card, or the invoice) like any a la carte charge; its images remaining are untouched.
      beyondFlatFee: true,
      info: description,
      details: { item: ask.snapshot ? 'feedSnapshot' : 'feedDay', reference: file.day, documents: file.documents },
    });
    if (outcome === 'INSUFFICIENT_FUNDS') throw conflict('There are insufficient funds.');
    if (outcome === 'PAYMENT_NEEDED' || outcome === 'PAYMENT_NEEDED_AGAIN')
      throw conflict('Authorize a card payment first (Usage Balance), then ask for the link again.');
    chargedCents = outcome === 'PAID' ? cents : 0;
  }
  const fileName = `${name}.jsonl.gz`;
  const downloadUrl = await getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: buckets.uploads,
      Key: file.objectKey,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
    }),
    { expiresIn: FEED_LINK_SECONDS },
  );
  const expiresAt = new Date(Date.now() + FEED_LINK_SECONDS * 1000).toISOString();
  return { downloadUrl, fileName, expiresAt, chargedCents };
}
