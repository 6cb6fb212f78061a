import { z } from 'zod';
import { emailSchema, newPasswordSchema, phoneSchema } from './account-fields.js';
import { AUTH_BASE } from './auth.js';
import { defineRoute } from './route-spec.js';

/** Job titles of the registration form (002 §5: 老师, 学生, 科研人员). */
export const REGISTRATION_JOB_TITLES = ['老师', '学生', '科研人员'] as const;

/** Titles for which the form shows the teacher-certificate upload (002 §5). */
export const TEACHER_TITLES = ['教授', '副教授', '讲师', '助教', '老师'] as const;

/** Research direction: at most 200 characters (002 §5, §9). */
export const RESEARCH_DIRECTION_MAX = 200;

/** Teacher certificate images: at most 9 (002 §5 "最多只能上传9个文件"). */
export const TEACHER_IMAGES_MAX = 9;

const required = (blank: string, max = 100) =>
  z.string({ error: blank }).trim().min(1, blank).max(max, `at most ${max} characters (最多${max}个字符)`);

/** The profile fields registration collects and the user centre edits, under the 002 §5 validators. */
export const PROFILE_FIELDS = {
  realName: required('enter your real name (请输入真实姓名)', 50),
  organ: required('choose your organisation (请选择单位学院)'),
  organId: z.string().trim().max(32).optional(),
  /** 1 typed in, 2 picked from the university list. */
  isDefineOrgan: z.union([z.literal(1), z.literal(2)]),
  department: required('enter your department (请输入院系（部门）)'),
  jobTitle: z.enum(REGISTRATION_JOB_TITLES, { error: 'choose your job title (请选择职称/职位)' }),
  researchDirection: required('enter your research direction (请输入研究方向)', RESEARCH_DIRECTION_MAX),
};

/** An organisation picked from the university list (isDefineOrgan 2) must carry its id. */
export const hasListedOrganId = (b: { isDefineOrgan: 1 | 2; organId?: string | undefined }): boolean =>
  b.isDefineOrgan === 1 || (b.organId !== undefined && b.organId !== '');
export const LISTED_ORGAN_ID_ISSUE = {
  message: 'an organisation picked from the list needs its id (请选择单位学院)',
  path: ['organId'],
};

/**
 * The registration data of spec 002 §3. One of phone and email is the account; the code sent to it
 * comes in the query (`verification`), as the spec's call has it.
 */
export const registrationBodySchema = z
  .object({
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
    password: newPasswordSchema,
    ...PROFILE_FIELDS,
    /** Certificate image URLs joined by '|' (002 §3); only with a teacher title. */
    teacherQualificationImg: z
      .string()
      .max(9 * 1024)
      .optional(),
    channelType: z.enum(['A', 'C']).optional(),
    channelId: z.string().trim().max(64).optional(),
    /** WeChat binding at registration (002 §3 bindCode). */
    bindCode: z.string().max(256).optional(),
  })
  .refine((b) => (b.phone === undefined) !== (b.email === undefined), {
    message: 'give a phone or an e-mail, not both (请输入手机号或邮箱)',
    path: ['phone'],
  })
  .refine(hasListedOrganId, LISTED_ORGAN_ID_ISSUE);
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const registerRoute = defineRoute({
  method: 'POST',
  path: `${AUTH_BASE}/register`,
  group: 'auth-service',
  summary: 'Register with a phone or university e-mail and the code sent to it (002 §2.5, §7)',
  description:
    'Query `verification`: the code of general-service/verification/sms or /email (type 1). The e-mail ' +
    'must be of a university or organisation domain ("请输入正确的高校单位邮箱地址"); real name, ' +
    'organisation, department and research direction must pass the sensitive-word check ("不能使用违反平台' +
    '协议，相关法律法规和政策的内容"); a phone or e-mail that has an account → 400 "当前用户已经注册过了！"; ' +
    'a wrong, expired or used code → 400 "验证码错误". The account gets level 0 (registered) and logs in ' +
    'with its phone or e-mail. More than 10 registrations per hour from one address → 429.',
  access: 'anonymous',
  query: z.object({
    verification: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'enter the code (请输入验证码)'),
  }),
  body: registrationBodySchema,
  answer: { kind: 'json', data: z.object({ id: z.number().int(), username: z.string() }) },
});
