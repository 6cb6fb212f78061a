import { z } from 'zod';
import { defineRoute } from './route-spec.js';
import { USER_CENTER_BASE } from './user-center.js';

/**
 * Reference data of registration and the consultation form (spec 002 §3, §5, §7; issue 22 items 3 and 5):
 * the university list, the college e-mail domain check, the sensitive-word check, China's region tree and
 * the country list. The lists ship with the server as data (sources cited there); the lookups take
 * administrators' additions.
 */

/** The general service's prefix (spec 002 §7 "General service"). */
const GENERAL = '/cgi/general-service';

/** The most a university search answers (a picker's drop-down, spec 002 §9 default page size 20). */
export const UNIVERSITY_SEARCH_LIMIT = 20;

/** The most characters the sensitive-word check reads: the longest checked field (research direction) is 200. */
export const SENSITIVE_TEXT_MAX = 2000;

/** A university list item (002 §3: id, name) with the Ministry of Education's code and its place. */
export const universityItemSchema = z.object({
  id: z
    .string()
    .describe('the 10-digit institution code (学校标识码); an administrator-added entry may use its own id'),
  name: z.string(),
  nameEn: z.string().optional(),
  province: z.string().optional(),
  city: z.string().optional(),
});
export type UniversityItemWire = z.infer<typeof universityItemSchema>;

export const universitySearchRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/university/getUniversityByName`,
  group: 'user-center-service',
  summary: 'Universities whose name contains the keyword (002 §7; the registration organisation picker)',
  description:
    'Case-insensitive substring of the Chinese (or English, where known) name; names starting with the ' +
    'keyword first, then shorter names. At most 20. An empty keyword answers the first 20 of the list. ' +
    'A name not in the list is entered by the user (isDefineOrgan 1).',
  access: 'anonymous',
  query: z.object({ keyword: z.string().trim().max(100).default('') }),
  answer: { kind: 'json', data: z.array(universityItemSchema) },
});

export const collegeEmailRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL}/emailInfo/isCollegesUnitsEmail`,
  group: 'general-service',
  summary: 'Whether an e-mail domain belongs to a university or research organisation (002 §5)',
  description:
    'emailSuffix is the part after @ (a whole address or a leading @ is accepted too). True when the ' +
    'domain is a listed one or any subdomain of it (edu.cn, ac.cn, cas.cn …); false otherwise, and the ' +
    'page shows "请输入正确的高校单位邮箱地址".',
  access: 'anonymous',
  query: z.object({ emailSuffix: z.string().trim().min(1, 'enter an e-mail domain').max(320) }),
  answer: { kind: 'json', data: z.boolean() },
});

/** The text to check: JSON `{ "text": … }` or the text itself (002 §7 "a body of text"). */
export const sensitiveTextBodySchema = z
  .union([z.string(), z.object({ text: z.string() })])
  .transform((body) => (typeof body === 'string' ? body : body.text))
  .pipe(z.string().max(SENSITIVE_TEXT_MAX, `at most ${SENSITIVE_TEXT_MAX} characters`));

export const sensitiveWordsRoute = defineRoute({
  method: 'POST',
  path: `${GENERAL}/validator/sensitive-words`,
  group: 'general-service',
  summary: 'Whether a text contains a word of the sensitive-word list (002 §5)',
  description:
    'True when the text contains a listed word (the page then shows "不能使用违反平台协议，相关法律法规和' +
    '政策的内容"), false when it is clean. Body: JSON {"text": …} or text/plain; at most 2000 characters. ' +
    'Case and full-width forms are ignored; Latin words match whole words only.',
  access: 'anonymous',
  body: sensitiveTextBodySchema,
  answer: { kind: 'json', data: z.boolean() },
});

/** A node of China's administrative divisions: province, city (prefecture) or district (county). */
export interface RegionNodeWire {
  readonly code: string;
  readonly name: string;
  readonly children?: readonly RegionNodeWire[];
}
export const regionNodeSchema: z.ZodType<RegionNodeWire> = z.lazy(() =>
  z.object({
    code: z.string().describe('GB/T 2260 six-digit code'),
    name: z.string(),
    children: z.array(regionNodeSchema).optional(),
  }),
);

export const regionTreeRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL}/reference/regions`,
  group: 'general-service',
  summary: "China's provinces, cities and districts with their official codes (002 §3, consultation form)",
  description:
    'A tree of province → city → district nodes {code, name, children}; districts have no children. ' +
    'Codes are GB/T 2260 administrative division codes, from the npm package @vant/area-data.',
  access: 'anonymous',
  answer: { kind: 'json', data: z.array(regionNodeSchema) },
});

export const countrySchema = z.object({
  code: z.string().describe('ISO 3166-1 alpha-2'),
  zh: z.string(),
  en: z.string(),
});
export type CountryWire = z.infer<typeof countrySchema>;

export const countryListRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL}/reference/countries`,
  group: 'general-service',
  summary: 'Countries with Chinese and English names, China first (002 §3 consultation country)',
  description:
    'ISO 3166-1 countries (npm i18n-iso-countries); China (CN, the default) first, the rest in Chinese ' +
    "collation order. Hong Kong, Macao and Taiwan are regions in China's region tree, not entries here.",
  access: 'anonymous',
  answer: { kind: 'json', data: z.array(countrySchema) },
});

export const REFERENCE_DATA_ROUTES = [
  universitySearchRoute,
  collegeEmailRoute,
  sensitiveWordsRoute,
  regionTreeRoute,
  countryListRoute,
] as const;
