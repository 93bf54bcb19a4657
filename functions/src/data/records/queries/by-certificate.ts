// Torrens certificate search: the certificate partition, the number (zero-padded, as keyed) equal to the sort key.
import { certificatePartition, SEP } from '../keys.ts';
import { sortableNumber } from '../normalize.ts';
import type { CertificateSummary } from '../summaries.ts';
import { certificates, gather, type QueryResult } from './gather.ts';

export interface CertificateCriteria {
  certificateNumber: string;
}

export async function byCertificate(county: string, c: CertificateCriteria): Promise<QueryResult<CertificateSummary>> {
  const cert = c.certificateNumber?.trim().toUpperCase();
  if (!cert) return { items: [], truncated: false };
  return gather(
    [{ pk: certificatePartition(county), sk: { beginsWith: `${sortableNumber(cert)}${SEP}` } }],
    certificates,
  );
}
