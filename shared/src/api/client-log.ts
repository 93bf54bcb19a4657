// POST logReact: what the web app reports of its own errors (web/src/app/report-errors.ts). Bounded, so an
// anonymous caller cannot fill the log: a message, a stack and the page path, 2,000 characters in all at most.
import { z } from 'zod';

export const clientLogSchema = z.object({
  message: z.string().max(300, '300 characters max.'),
  stack: z.string().max(1500, '1500 characters max.').optional(),
  url: z.string().max(200, '200 characters max.').optional(),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
