// Search by Torrens text (spec 2): words or a memorial document number, in all sections (A), the legal (L), memorial
// document numbers (D), memorial texts (M) or the recital (R). No validation.
import { z } from 'zod';
import { text } from '../fields.ts';

export const torrensSearchIn = ['A', 'L', 'D', 'M', 'R'] as const;

export const torrensTextSchema = (_today?: string) =>
  z.object({ text: text(200), searchIn: z.enum(torrensSearchIn).default('A') });

export type TorrensTextCriteria = z.infer<ReturnType<typeof torrensTextSchema>>;

export const torrensTextDefaults = (_today?: string): TorrensTextCriteria => ({ text: '', searchIn: 'A' });
