// Search by Torrens certificate (spec 2): the certificate number; no validation although the field is marked
// required (a blank number finds nothing).
import { z } from 'zod';
import { text } from '../fields.ts';

export const torrensCertificateSchema = (_today?: string) => z.object({ certificateNumber: text(20) });

export type TorrensCertificateCriteria = z.infer<ReturnType<typeof torrensCertificateSchema>>;

export const torrensCertificateDefaults = (_today?: string): TorrensCertificateCriteria => ({ certificateNumber: '' });
