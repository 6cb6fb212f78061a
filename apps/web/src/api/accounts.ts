import type { CodeSentWire, LoginResult, RegistrationBody, UniversityItemWire } from '@topoforge/contract';
import {
  bindPhoneOrEmailRoute,
  BIND_TYPES,
  codeSentSchema,
  collegeEmailRoute,
  emailCodeRoute,
  forgotPasswordRoute,
  loginResultSchema,
  loginRoute,
  logoutRoute,
  registerRoute,
  sensitiveWordsRoute,
  smsCodeRoute,
  universityItemSchema,
  universitySearchRoute,
  userDetailsRoute,
  userExistenceRoute,
  authUserSchema,
} from '@topoforge/contract';
import { z } from 'zod';
import { getJson, postJson } from './client';

/**
 * The account calls of the login, registration, forgotten-password and phone-binding pages (spec 002 §7).
 * Failures are shown by the shell's presenter (the server's message as a toast) and rethrown.
 */

/** What a code is for (002 §3): 1 login or register, 2 forgot password (ours), 3 bind a phone. */
export type CodePurpose = 1 | 2 | 3;

/** 0 password, 1 code (002 §3 login payload). */
export const login = (username: string, password: string, type: 0 | 1): Promise<LoginResult> =>
  postJson(loginRoute.path, { username, password, type }, loginResultSchema);

export const logout = (): Promise<true> => postJson(logoutRoute.path, {}, z.literal(true), { quiet: true });

/** Sends a code by SMS to a phone or by e-mail to an address ('@' decides, 002 §5 shared validator). */
export function sendCode(target: string, type: CodePurpose): Promise<CodeSentWire> {
  const query = { type: String(type) };
  return target.includes('@')
    ? getJson(emailCodeRoute.path, codeSentSchema, undefined, { ...query, email: target })
    : getJson(smsCodeRoute.path, codeSentSchema, undefined, { ...query, phone: target });
}

export const accountExists = (name: string): Promise<boolean> =>
  getJson(userExistenceRoute.path.replace(':name', encodeURIComponent(name)), z.boolean());

export const fetchUserDetails = (signal?: AbortSignal) =>
  getJson(userDetailsRoute.path, authUserSchema, signal);

/** Binds a phone to the logged-in account (002 §4: type 1); the server answers "换绑成功". */
export const bindPhone = (phone: string, code: string): Promise<{ message: string }> =>
  postJson(
    bindPhoneOrEmailRoute.path,
    { phoneOrEmail: phone, code, type: BIND_TYPES.phone },
    z.object({ message: z.string() }),
  );

export const resetPassword = (username: string, code: string, password: string): Promise<true> =>
  postJson(forgotPasswordRoute.path, { username, code, password }, z.literal(true));

/** Registration (002 §7): the code goes in the query, the data in the body. */
export const register = (code: string, body: RegistrationBody): Promise<{ id: number; username: string }> =>
  postJson(
    `${registerRoute.path}?${new URLSearchParams({ verification: code }).toString()}`,
    body,
    z.object({ id: z.number(), username: z.string() }),
  );

export const searchUniversities = (keyword: string, signal?: AbortSignal): Promise<UniversityItemWire[]> =>
  getJson(universitySearchRoute.path, z.array(universityItemSchema), signal, { keyword }, { quiet: true });

/** Whether the e-mail's domain is a university's or an institute's (002 §5). */
export const isCollegeEmail = (email: string): Promise<boolean> =>
  getJson(collegeEmailRoute.path, z.boolean(), undefined, {
    emailSuffix: email.slice(email.lastIndexOf('@') + 1),
  });

/** True when the text holds a listed sensitive word (002 §5). */
export const hasSensitiveWords = (text: string): Promise<boolean> =>
  postJson(sensitiveWordsRoute.path, { text }, z.boolean(), { quiet: true });
