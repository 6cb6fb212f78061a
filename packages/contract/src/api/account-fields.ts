import { z } from 'zod';

/**
 * The shared validators of spec 002 §5, used by the pages before a call and by the server again.
 * Messages are bilingual, zh as the spec words them.
 */

/** Phone: 11 digits starting with 1 (002 §5 shared validator). */
export const PHONE_PATTERN = /^1\d{10}$/;

/** E-mail: the standard address pattern (local part, @, a dotted domain). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The characters a password may hold besides letters and digits (002 §5: "_ , . ! @ #"). */
export const PASSWORD_SPECIALS = '_,.!@#';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

/** What a password lacks under the spec's rule, in the rule's order; empty when it passes. */
export type PasswordFault = 'length' | 'character' | 'digit' | 'lower' | 'upper' | 'special';

export function passwordFaults(password: string): PasswordFault[] {
  const faults: PasswordFault[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) faults.push('length');
  if (![...password].every((c) => /[A-Za-z0-9]/.test(c) || PASSWORD_SPECIALS.includes(c))) {
    faults.push('character');
  }
  if (!/\d/.test(password)) faults.push('digit');
  if (!/[a-z]/.test(password)) faults.push('lower');
  if (!/[A-Z]/.test(password)) faults.push('upper');
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) faults.push('special');
  return faults;
}

const PASSWORD_RULE =
  `8–20 characters with a digit, a lower-case and an upper-case letter and one of ${PASSWORD_SPECIALS.split('').join(' ')}, ` +
  `nothing else (密码为8-20位，须包含数字、小写字母、大写字母和特殊字符 ${PASSWORD_SPECIALS.split('').join(' ')} 中的一个)`;

/** A new password under the spec's rule; the message states the whole rule. */
export const newPasswordSchema = z
  .string({ error: 'enter a password (请输入密码)' })
  .min(1, 'enter a password (请输入密码)')
  .refine((p) => passwordFaults(p).length === 0, PASSWORD_RULE);

export const phoneSchema = z
  .string({ error: 'enter a phone number (请输入手机号)' })
  .trim()
  .regex(PHONE_PATTERN, 'a phone number is 11 digits starting with 1 (请输入正确的手机号)');

export const emailSchema = z
  .string({ error: 'enter an e-mail address (请输入邮箱)' })
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN, 'enter a valid e-mail address (请输入正确的邮箱)')
  .transform((e) => e.toLowerCase());
