// The user manager's payloads (spec 3 sections 3.2, 5.3, 7.3): one zod schema each, used by the handler and the
// form. Field messages are the auth forms' ('Required.', '30 characters max.', 'Phone must be (###) ###-####.').
import { z } from 'zod';
import { messages as m } from '../auth/messages.ts';
import { roles, userStatuses } from '../auth/roles.ts';
import { passwordSchema, usernameSchema } from '../auth/schemas.ts';
import { stateCodes } from '../auth/states.ts';

const maxMessage = (max: number) =>
  max === 30 ? m.max30 : max === 50 ? m.max50 : max === 60 ? m.max60 : `${max} characters max.`;
const requiredText = (max: number) =>
  z.string({ error: m.required }).trim().min(1, m.required).max(max, maxMessage(max));
const optionalText = (max: number) => z.string({ error: 'Must be text.' }).trim().max(max, maxMessage(max)).default('');
const id = z.string({ error: m.required }).trim().min(1, m.required).max(64, '64 characters max.');

/** The list's page: ten rows (spec 3 section 9). */
export const LIST_PAGE_SIZE = 10;

/** The list calls' filters (users and accounts alike), with the page wanted. */
export const listQuerySchema = z.object({
  filterText: z.string({ error: 'Must be text.' }).trim().max(100, '100 characters max.').default(''),
  includeInactive: z.boolean({ error: 'Must be true or false.' }).default(false),
  /** 1-based */
  pageNumber: z.number({ error: 'Must be a number.' }).int().min(1).max(100_000).default(1),
  /** the nextCursor of the page before pageNumber: reading on from it costs one page */
  cursor: z.string().max(400).optional(),
});
export type ListQuery = z.input<typeof listQuerySchema>;

export const userIdQuerySchema = listQuerySchema.extend({ userId: id });
export type UserIdQuery = z.input<typeof userIdQuerySchema>;

export const phoneText = z
  .string({ error: 'Must be text.' })
  .trim()
  .max(14, m.phone)
  .refine((v) => v === '' || /^\(\d{3}\) \d{3}-\d{4}$/.test(v), m.phone)
  .default('');
export const zipText = z
  .string({ error: 'Must be text.' })
  .trim()
  .refine((v) => v === '' || /^\d{5}$/.test(v), m.zip)
  .default('');
export const stateText = z
  .string({ error: 'Must be text.' })
  .trim()
  .refine((v) => v === '' || stateCodes.has(v), m.state)
  .default('');

/** id '0' (or none) is a new user. */
export const isNewId = (value: string | undefined): boolean => !value || value === '0';

/** POST userManager/user: the entry form. A new user needs username, password and its confirmation. */
export const userEntrySchema = z
  .object({
    id: z.string().trim().max(64, '64 characters max.').default('0'),
    username: z.string({ error: m.required }).trim().max(50, m.usernameLength).default(''),
    role: z.enum(roles, { error: 'Choose a user type.' }).default('USER'),
    accountId: id,
    firstName: requiredText(30),
    lastName: requiredText(30),
    company: optionalText(60),
    address: optionalText(50),
    city: optionalText(50),
    state: stateText,
    zip: zipText,
    email: requiredText(50).pipe(z.email(m.email)),
    phone: phoneText,
    /** shown, never set here: the toggles change it */
    status: z.enum(userStatuses).optional(),
    accountName: z.string().max(200).optional(),
    password: z.string({ error: 'Must be text.' }).max(64, m.passwordLength).optional(),
    passwordConfirm: z.string({ error: 'Must be text.' }).max(64).optional(),
  })
  .superRefine((v, ctx) => {
    if (!isNewId(v.id)) return;
    const username = usernameSchema.safeParse(v.username);
    if (!username.success)
      ctx.addIssue({ code: 'custom', path: ['username'], message: username.error.issues[0]!.message });
    const password = passwordSchema.safeParse(v.password ?? '');
    if (!password.success)
      ctx.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0]!.message });
    if (!v.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: m.required });
    else if (v.password !== v.passwordConfirm) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: m.mismatched });
    }
  });
export type UserEntry = z.input<typeof userEntrySchema>;
export type UserEntryParsed = z.output<typeof userEntrySchema>;

/** POST userManager/userPassword: a password set by an administrator. */
export const userPasswordSchema = z
  .object({
    id,
    username: z.string().trim().max(50).optional(),
    password: passwordSchema,
    passwordConfirm: z.string({ error: m.required }).min(1, m.required).max(64),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.passwordConfirm) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: m.mismatched });
    }
  });
export type UserPassword = z.input<typeof userPasswordSchema>;
