import { z } from 'zod';
import { ADMIN_SERVICE_BASE } from './content.js';
import { defineRoute } from './route-spec.js';

/**
 * Administrators' edits of the reference lists the server ships (issue 22 item 3: the university list, the
 * college e-mail domains and the sensitive words "administrators can extend / edit"). The lists answer
 * only the administrators' rows; the shipped data stays as shipped and the lookups merge both. Every
 * server replica sees an edit within a few seconds (a version counter on the database).
 */
const BASE = `${ADMIN_SERVICE_BASE}/reference`;
const GROUP = 'admin-service';
const ADMIN_ONLY = 'Administrators only (403 otherwise).';

/** A university id: the Ministry of Education's 10-digit code (学校标识码), or ours: 'X' and 1–9 digits. */
export const REFERENCE_UNIVERSITY_ID = /^(\d{10}|X\d{1,9})$/;
export const REFERENCE_NAME_MAX = 100;
export const REFERENCE_WORD_MAX = 50;
/**
 * A domain an administrator may add: at least two labels (a bare top-level domain such as `cn` would
 * admit every address under it) of letters, digits and hyphens, punycode for IDNs, 253 characters at most.
 */
export const REFERENCE_DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The domain as stored: trimmed, lower-case, a leading '@' and a final dot dropped. */
export const normalizeReferenceDomain = (input: string): string =>
  input.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');

/** What a sensitive-word edit does: add a word, remove a listed word, allow a phrase containing words. */
export const SENSITIVE_EDIT_KINDS = ['add', 'remove', 'allow'] as const;
export type SensitiveEditKind = (typeof SENSITIVE_EDIT_KINDS)[number];

const byWho = {
  createdBy: z.string().nullable().describe('the administrator who added it (username)'),
  createdAt: z.string().describe('ISO-8601'),
};
const optionalText = z
  .string()
  .trim()
  .max(REFERENCE_NAME_MAX)
  .optional()
  .transform((v) => (v === '' ? undefined : v));

export const referenceUniversitySchema = z.object({
  id: z.string(),
  name: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  authority: z.string().nullable(),
  ...byWho,
});
export type ReferenceUniversity = z.infer<typeof referenceUniversitySchema>;

/** Checked by the server with messages of its own (reference-admin-…): shapes only here. */
export const referenceUniversityBodySchema = z.object({
  id: z.string().trim().max(20),
  name: z
    .string()
    .trim()
    .max(REFERENCE_NAME_MAX + 100),
  province: optionalText,
  city: optionalText,
  authority: optionalText,
});
export type ReferenceUniversityBody = z.input<typeof referenceUniversityBodySchema>;

export const referenceDomainSchema = z.object({ domain: z.string(), ...byWho });
export type ReferenceDomain = z.infer<typeof referenceDomainSchema>;
const domainBody = z.object({ domain: z.string().max(300) });

export const referenceWordSchema = z.object({
  word: z.string(),
  kind: z.enum(SENSITIVE_EDIT_KINDS),
  ...byWho,
});
export type ReferenceWord = z.infer<typeof referenceWordSchema>;
const wordBody = z.object({
  word: z.string().max(REFERENCE_WORD_MAX + 100),
  kind: z.enum(SENSITIVE_EDIT_KINDS),
});

const DONE = z.object({ done: z.literal(true) });

const listRoute = <T extends z.ZodType>(what: string, summary: string, item: T) =>
  defineRoute({
    method: 'GET',
    path: `${BASE}/${what}/list`,
    group: GROUP,
    summary,
    description: ADMIN_ONLY,
    access: 'admin',
    answer: { kind: 'json', data: z.array(item) },
  });

const writeRoute = <B extends z.ZodType, A extends z.ZodType>(
  path: string,
  summary: string,
  description: string,
  body: B,
  data: A,
) =>
  defineRoute({
    method: 'POST',
    path: `${BASE}/${path}`,
    group: GROUP,
    summary,
    description: `${ADMIN_ONLY} ${description}`,
    access: 'admin',
    body,
    answer: { kind: 'json', data },
  });

export const referenceUniversityListRoute = listRoute(
  'university',
  'Universities administrators added to the shipped list, newest first',
  referenceUniversitySchema,
);
export const referenceUniversityAddRoute = writeRoute(
  'university/add',
  'Add a university (or replace a shipped one by its id) in the organisation list',
  'id: 10 digits (the Ministry code) or X and up to 9 digits; name 1–100 characters; 409 when added already.',
  referenceUniversityBodySchema,
  referenceUniversitySchema,
);
export const referenceUniversityRemoveRoute = writeRoute(
  'university/remove',
  'Remove an added university (a shipped entry it replaced comes back)',
  '404 when no such addition.',
  z.object({ id: z.string().max(20) }),
  DONE,
);

export const referenceDomainListRoute = listRoute(
  'email-domain',
  'College e-mail domains administrators added, newest first',
  referenceDomainSchema,
);
export const referenceDomainAddRoute = writeRoute(
  'email-domain/add',
  'Add a college e-mail domain (its subdomains count too)',
  'A domain name of at least two labels; 409 when it is added already.',
  domainBody,
  referenceDomainSchema,
);
export const referenceDomainRemoveRoute = writeRoute(
  'email-domain/remove',
  'Remove an added college e-mail domain',
  '404 when no such addition.',
  domainBody,
  DONE,
);

export const referenceWordListRoute = listRoute(
  'sensitive-word',
  'Sensitive-word edits: words added, shipped words removed, phrases allowed; newest first',
  referenceWordSchema,
);
export const referenceWordAddRoute = writeRoute(
  'sensitive-word/add',
  'Add a sensitive-word edit (kind add, remove or allow)',
  'word 1–50 characters; 409 when the same edit exists.',
  wordBody,
  referenceWordSchema,
);
export const referenceWordRemoveRoute = writeRoute(
  'sensitive-word/remove',
  'Take back a sensitive-word edit',
  '404 when no such edit.',
  wordBody,
  DONE,
);

export const REFERENCE_ADMIN_ROUTES = [
  referenceUniversityListRoute,
  referenceUniversityAddRoute,
  referenceUniversityRemoveRoute,
  referenceDomainListRoute,
  referenceDomainAddRoute,
  referenceDomainRemoveRoute,
  referenceWordListRoute,
  referenceWordAddRoute,
  referenceWordRemoveRoute,
] as const;
