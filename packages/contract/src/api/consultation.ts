import { z } from 'zod';
import { EMAIL_PATTERN } from './account-fields.js';
import { defineRoute } from './route-spec.js';
import { USER_CENTER_BASE } from './user-center.js';

/** Spec 002 §3 consultation (sales-track) lists, as the form sends them (Chinese labels). */
export const CONSULTATION_INDUSTRIES = ['高校', '科研院所', '企业', '学会', '协会'] as const;
export const CONSULTATION_JOB_TITLES = [
  '教授',
  '副教授',
  '讲师',
  '助教',
  '学生',
  '工程师',
  '技术员',
  '其他',
] as const;
export const CONSULTATION_NEEDS = [
  '软件',
  '云',
  '计算服务',
  '应用激励计划',
  '开放课题',
  'PROP计划',
  '测试分析',
  '其他',
] as const;

/** Mainland mobile numbers of the lead form: 11 digits, 1 then 3–9 (002 §5). */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
/** The country whose address is a province/city/district path (002 §3, §4). */
export const CONSULTATION_HOME_COUNTRY = '中国';
export const CONSULTATION_REMARKS_MAX = 300;
export const CONSULTATION_DEFAULT_INTENTION = 10000;

const required = (message: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `at most ${max} characters (最多${max}个字符)`);

/**
 * The lead form's rules (002 §5 "another reading"), with the spec's messages. address: "省/市/区" names
 * joined by '/' for China (checked against the region tree by the server), free text otherwise;
 * focusContent: the needs comma-joined (optional).
 */
export const consultationBodySchema = z.object({
  customerName: required('enter your name (请输入姓名)', 50),
  gender: z.enum(['0', '1'], { error: 'choose a gender (请选择性别)' }).default('0'),
  phoneNo: z
    .string({ error: 'enter a mobile number (请输入手机号)' })
    .trim()
    .min(1, 'enter a mobile number (请输入手机号)')
    .regex(MAINLAND_MOBILE, 'enter a valid mobile number (请输入正确的手机号)'),
  email: z
    .string({ error: 'enter an e-mail address (请输入邮箱)' })
    .trim()
    .min(1, 'enter an e-mail address (请输入邮箱)')
    .max(254)
    .regex(EMAIL_PATTERN, 'enter a valid e-mail address (请输入正确的邮箱)'),
  country: required('choose a country (请选择国家)', 60),
  address: required('choose a region (请选择地区)', 200),
  organ: required('enter your organisation (请输入单位)'),
  department: required('enter your department (请输入院 /系/ 科/ 部)'),
  profession: z.enum(CONSULTATION_INDUSTRIES, { error: 'choose an industry (请选择行业)' }),
  jobTitle: z.enum(CONSULTATION_JOB_TITLES, { error: 'choose a job title (请选择职称/职位)' }),
  focusContent: z
    .string()
    .max(500)
    .optional()
    .refine(
      (v) =>
        v === undefined ||
        v === '' ||
        v.split(',').every((n) => (CONSULTATION_NEEDS as readonly string[]).includes(n)),
      `needs are among ${CONSULTATION_NEEDS.join(', ')} (请选择关注的服务需求)`,
    ),
  remarks: z
    .string()
    .trim()
    .max(
      CONSULTATION_REMARKS_MAX,
      `at most ${CONSULTATION_REMARKS_MAX} characters (最多${CONSULTATION_REMARKS_MAX}个字符)`,
    )
    .optional(),
  /** Amount in yuan from the page's intentionId query (002 §3, default 10000). */
  intention: z.coerce.number().int().min(0).max(100_000_000).default(CONSULTATION_DEFAULT_INTENTION),
});
export type ConsultationBody = z.infer<typeof consultationBodySchema>;

export const consultationSchema = consultationBodySchema.extend({
  id: z.number().int(),
  gender: z.enum(['0', '1']),
  intention: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsultationWire = z.infer<typeof consultationSchema>;

const LIMITS =
  'At most 10 submissions an hour from one client address (429). Bad fields → 400 naming the field with ' +
  'the spec’s message; an address for China must be a province/city/district path of the region tree ' +
  '(general-service/reference/regions), the country a name of the country list.';

export const addConsultationRoute = defineRoute({
  method: 'POST',
  path: `${USER_CENTER_BASE}/salesTrack/addSalesTrack`,
  group: 'user-center-service',
  summary: 'Leave a pre-sales consultation request (002 §2.6)',
  description:
    `Anyone may send one. With a login the request is the user’s record: a user who has one already gets ` +
    `it updated (002 §4: the logged-in form edits the existing record). ${LIMITS}`,
  access: 'anonymous',
  body: consultationBodySchema,
  answer: { kind: 'json', data: consultationSchema },
});

export const editConsultationRoute = defineRoute({
  method: 'POST',
  path: `${USER_CENTER_BASE}/salesTrack/editSalesTrack`,
  group: 'user-center-service',
  summary: 'Edit the caller’s consultation request by id (002 §2.6)',
  description: `Only the caller’s own record (another id → 404). ${LIMITS}`,
  access: 'user',
  body: consultationBodySchema.extend({ id: z.coerce.number().int().min(1) }),
  answer: { kind: 'json', data: consultationSchema },
});

export const getConsultationRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/salesTrack/getSalesTrack`,
  group: 'user-center-service',
  summary: 'The caller’s consultation request, or null (the form is prefilled from it)',
  description: 'focusContent comma-separated, address slash-separated for China (002 §7).',
  access: 'user',
  answer: { kind: 'json', data: consultationSchema.nullable() },
});

export const listConsultationsRoute = defineRoute({
  method: 'GET',
  path: '/cgi/admin-service/salesTrack/list',
  group: 'admin-service',
  summary: 'Administrators list the consultation requests, newest first',
  description:
    'keyword matches name, organisation, phone or e-mail; pages: current from 1, size 1–100 (default 20).',
  access: 'admin',
  query: z.object({
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    keyword: z.string().trim().max(100).optional(),
  }),
  answer: {
    kind: 'json',
    data: z.object({
      total: z.number().int(),
      records: z.array(consultationSchema.extend({ userId: z.number().int().nullable() })),
    }),
  },
});

export const CONSULTATION_ROUTES = [
  addConsultationRoute,
  editConsultationRoute,
  getConsultationRoute,
  listConsultationsRoute,
] as const;
