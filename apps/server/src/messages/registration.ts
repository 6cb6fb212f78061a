import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

const FIELD_NAMES: Readonly<Record<string, { en: string; zh: string }>> = {
  realName: { en: 'real name', zh: '真实姓名' },
  organ: { en: 'organisation', zh: '单位学院' },
  department: { en: 'department', zh: '院系（部门）' },
  researchDirection: { en: 'research direction', zh: '研究方向' },
};

/** Registration (spec 002 §2.5, §5, §8): the spec's Chinese texts, English equivalents. */
export const REGISTRATION_MESSAGES: MessageCatalogue = {
  'register-account-exists': fixed('this phone or e-mail is already registered', '当前用户已经注册过了！'),
  'register-not-college-email': fixed(
    'enter the e-mail address of a university or organisation',
    '请输入正确的高校单位邮箱地址',
  ),
  'register-sensitive-words': entry<{ field: string }>(({ field }) => ({
    en: `${FIELD_NAMES[field]?.en ?? field}: this content breaks the platform agreement, laws, regulations or policies`,
    zh: `${FIELD_NAMES[field]?.zh ?? field}：不能使用违反平台协议，相关法律法规和政策的内容`,
  })),
  'register-unknown-organ': entry<{ organId: string }>(({ organId }) => ({
    en: `organisation ${organId} is not in the university list; pick it again or type it in`,
    zh: `单位 ${organId} 不在高校列表中，请重新选择或自行填写`,
  })),
  'too-many-registrations': entry<{ seconds: number }>(({ seconds }) => ({
    en: `too many registrations from this address, try again in ${Math.ceil(seconds / 60)} minute(s)`,
    zh: `注册过于频繁，请 ${Math.ceil(seconds / 60)} 分钟后再试`,
  })),
};
