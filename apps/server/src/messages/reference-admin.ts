import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** What a list is called in a text (`what` of the entries below). */
const LIST_NAMES: Readonly<Record<string, { en: string; zh: string }>> = {
  university: { en: 'university', zh: '高校' },
  domain: { en: 'e-mail domain', zh: '邮箱域名' },
  word: { en: 'sensitive-word edit', zh: '敏感词设置' },
};
const listName = (what: string) => LIST_NAMES[what] ?? { en: what, zh: what };

/** Administrators' edits of the reference lists (services/reference-admin; issue 22 item 3). */
export const REFERENCE_ADMIN_MESSAGES: MessageCatalogue = {
  'reference-admin-university-id': fixed(
    'a university id is the 10-digit Ministry of Education code (学校标识码) or X followed by 1–9 digits',
    '高校编号须为10位学校标识码，或字母 X 加1–9位数字',
  ),
  'reference-admin-name': fixed('enter a name of 1–100 characters', '请输入1–100个字符的名称'),
  'reference-admin-domain': fixed(
    'enter a domain name of at least two labels, such as example.edu.cn',
    '请输入正确的域名，至少两级，如 example.edu.cn',
  ),
  'reference-admin-word': fixed('a word is 1–50 characters', '词语须为1–50个字符'),
  'reference-admin-exists': entry<{ what: string; value: string }>(({ what, value }) => ({
    en: `the ${listName(what).en} ${value} is in the list already`,
    zh: `${listName(what).zh} ${value} 已在列表中`,
  })),
  'reference-admin-not-found': entry<{ what: string; value: string }>(({ what, value }) => ({
    en: `no ${listName(what).en} ${value} was added`,
    zh: `没有添加过${listName(what).zh} ${value}`,
  })),
};
