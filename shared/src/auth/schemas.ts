// One zod schema per auth payload: the form and the handler validate with the same rules and messages.
import { z } from 'zod';
import { messages as m } from './messages.ts';
import { languages } from './roles.ts';
import { stateCodes } from './states.ts';

const required = (max = 999) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .max(max, max === 30 ? m.max30 : max === 60 ? m.max60 : max === 50 ? m.max50 : `${max} characters max.`);

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, max === 60 ? m.max60 : m.max50)
    .optional()
    .default('');

export const usernameSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .refine((v) => v.length >= 8 && v.length <= 50, m.usernameLength)
  .refine((v) => /^[A-Za-z0-9_.@]*$/.test(v), m.usernameChars)
  .refine((v) => /^[A-Za-z0-9](.*[A-Za-z0-9])?$/.test(v), m.usernameEnds)
  .refine((v) => !/[_.@]{2}/.test(v), m.usernameConsecutive);

export const passwordSchema = z
  .string({ error: m.required })
  .min(1, m.required)
  .refine((v) => v.length >= 8 && v.length <= 64, m.passwordLength)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v) && /[!@#$%^&]/.test(v), m.passwordRules)
  .refine((v) => /^[A-Za-z0-9!@#$%^&]*$/.test(v), m.passwordChars);

export const emailSchema = required(50).pipe(z.email(m.email));

/** Digits only, formatted as (###) ###-####. */
export function formatPhone(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const phoneSchema = required(14).refine((v) => /^\(\d{3}\) \d{3}-\d{4}$/.test(v), m.phone);
const zipSchema = required(5).refine((v) => /^\d{5}$/.test(v), m.zip);
const stateSchema = required(2).refine((v) => stateCodes.has(v), m.state);

export const profileSchema = z.object({
  firstName: required(30),
  lastName: required(30),
  company: optional(60),
  address: required(50),
  city: required(50),
  state: stateSchema,
  zip: zipSchema,
  email: emailSchema,
  phone: phoneSchema,
});
export type Profile = z.infer<typeof profileSchema>;

function matching<T extends { password: string; passwordConfirm: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.password !== v.passwordConfirm) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: m.mismatched });
  }
}

export const passwordPairSchema = z
  .object({ password: passwordSchema, passwordConfirm: z.string({ error: m.required }).min(1, m.required) })
  .superRefine(matching);

export const registrationSchema = profileSchema
  .extend({
    username: usernameSchema,
    password: passwordSchema,
    passwordConfirm: z.string({ error: m.required }).min(1, m.required),
  })
  .superRefine(matching);
export type Registration = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  username: z.string({ error: m.required }).trim().min(1, m.required).max(50),
  password: z.string({ error: m.required }).min(1, m.required).max(64),
  language: z.enum(languages).optional(),
});
export type LoginPayload = z.infer<typeof loginSchema>;

export const forgotUsernameSchema = z.object({ email: emailSchema });
export const forgotPasswordSchema = z.object({
  username: z.string({ error: m.required }).trim().min(1, m.required).max(50),
  email: emailSchema,
});
/** The reset call sends only the password and the ticket; the confirmation is checked on the client. */
export const resetPasswordSchema = z.object({ password: passwordSchema, ticket: z.string().min(16).max(200) });
export const completeRegistrationSchema = z.object({ ticket: z.string().min(16).max(200) });
/** A password change proves the current password (a session left open must not be enough to take a login). */
const currentPasswordSchema = z.string({ error: m.required }).min(1, m.required).max(64);
export const changePasswordSchema = z.object({ currentPassword: currentPasswordSchema, password: passwordSchema });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
/** The change-password form: the call's fields and the confirmation, which is checked on the client only. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ passwordConfirm: z.string({ error: m.required }).min(1, m.required) })
  .superRefine(matching);

export const languageSchema = z.object({ language: z.enum(languages) });
