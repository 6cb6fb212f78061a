import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The kernel's own answers: access, request validation, time-outs. */
export const HTTP_MESSAGES: MessageCatalogue = {
  unauthorized: fixed('please log in first', '请先登录'),
  forbidden: fixed('administrators only', '仅限管理员'),
  timeout: fixed('request timed out, please retry later', '请求超时，请稍后重试'),
  /** A request the contract's schema refuses; `problem` is zod's English text. */
  'invalid-request': entry<{ where: string; field: string; problem: string }>(
    ({ where, field, problem }) => ({
      en: `${where} field '${field}': ${problem}`,
      zh: `${where} 字段 '${field}'：${problem}`,
    }),
  ),
};
