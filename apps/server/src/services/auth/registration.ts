import type { RegistrationBody } from '@topoforge/contract';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../kernel/auth/password.js';
import type { Database } from '../../kernel/db/schema.js';
import { findUserByLogin } from '../../kernel/db/user-profile-rows.js';
import { isUniqueViolation } from '../../kernel/db/user-rows.js';
import { HttpError } from '../../kernel/http/errors.js';
import { checkedCertificates, claimCertificates } from '../../kernel/storage/certificates.js';
import type { RateLimiter, RateRule } from '../../kernel/rate-limit/rate-limiter.js';
import type { CollegeEmailRule } from '../../kernel/reference/email-domains.js';
import type { SensitiveWordMatcher } from '../../kernel/reference/sensitive-words.js';
import type { UniversityDirectory } from '../../kernel/reference/universities.js';
import type { CodeStore } from '../../kernel/verification/code-store.js';
import { CODE_PURPOSES } from '../../kernel/verification/code-store.js';
import { codeRefusal } from '../../kernel/verification/refusal.js';

/** A new account's level: 0, "registered" (spec 002 §3 user levels). */
export const REGISTERED_LEVEL = '0';

/** Registrations per client address: a class signing up together passes, a script making accounts does not. */
export const REGISTRATION_LIMIT: RateRule = { limit: 10, windowMs: 60 * 60_000 };

export interface RegistrationDeps {
  readonly db: Kysely<Database>;
  readonly codes: CodeStore;
  readonly limiter: RateLimiter;
  readonly collegeEmail: CollegeEmailRule;
  readonly sensitive: SensitiveWordMatcher;
  readonly universities: UniversityDirectory;
}

/** The free-text fields the spec checks for sensitive words (002 §5), with the name the message gives. */
const CHECKED_FIELDS = ['realName', 'organ', 'department', 'researchDirection'] as const;

/**
 * Checks a registration (002 §2.5, §5) and stores the account; a bindCode is wechat-register.ts's part.
 * Order: the address's limit, what the body alone decides (e-mail domain, sensitive words, organisation
 * id), whether the account exists —
 * all before the code is used, so a refused form does not cost the user the code — then the code, then
 * the insert (whose unique indexes settle two registrations of one phone at the same moment).
 */
export async function registerAccount(
  deps: RegistrationDeps,
  body: RegistrationBody,
  code: string,
  ip: string,
): Promise<{ readonly id: number; readonly username: string }> {
  const hit = await deps.limiter.hit(`register:ip:${ip}`, REGISTRATION_LIMIT);
  if (!hit.allowed) throw new HttpError(429, 'too-many-registrations', { seconds: hit.retryAfter });
  // Certificate images (002 §5) were uploaded before; each must be an unclaimed image of ours.
  const certificates = await checkedCertificates(deps.db, body.teacherQualificationImg, body.jobTitle);
  if (body.email !== undefined && !deps.collegeEmail.isCollegeEmail(body.email)) {
    throw new HttpError(400, 'register-not-college-email');
  }
  for (const field of CHECKED_FIELDS) {
    if (deps.sensitive.contains(body[field])) throw new HttpError(400, 'register-sensitive-words', { field });
  }
  const organId = body.isDefineOrgan === 2 ? (body.organId ?? '') : null;
  if (organId !== null && deps.universities.byId(organId) === undefined) {
    throw new HttpError(400, 'register-unknown-organ', { organId });
  }
  const target = body.phone ?? body.email ?? '';
  if ((await findUserByLogin(deps.db, target)) !== null) throw new HttpError(400, 'register-account-exists');
  const outcome = await deps.codes.consume({ target, purpose: CODE_PURPOSES.loginOrRegister, code });
  if (outcome !== 'ok') throw codeRefusal(outcome);
  try {
    const row = await deps.db
      .insertInto('users')
      .values({
        username: target,
        password_hash: await hashPassword(body.password),
        user_level: REGISTERED_LEVEL,
        is_admin: 0,
        created_at: new Date().toISOString(),
        phone: body.phone ?? null,
        email: body.email ?? null,
        real_name: body.realName,
        organ: body.organ,
        organ_id: organId,
        is_define_organ: body.isDefineOrgan,
        department: body.department,
        job_title: body.jobTitle,
        research_direction: body.researchDirection,
        teacher_qualification_img: certificates.length > 0 ? (body.teacherQualificationImg ?? null) : null,
        channel_type: body.channelType ?? null,
        channel_id: body.channelId ?? null,
      })
      .returning(['id', 'username'])
      .executeTakeFirstOrThrow();
    await claimCertificates(deps.db, certificates, Number(row.id));
    return { id: Number(row.id), username: row.username };
  } catch (e) {
    if (isUniqueViolation(e)) throw new HttpError(400, 'register-account-exists');
    throw e;
  }
}
