import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The kernel's own answers: access, request validation, time-outs. */
export const HTTP_MESSAGES: MessageCatalogue = {
  unauthorized: fixed('please log in first', '请先登录'),
  forbidden: fixed('administrators only', '仅限管理员'),
  timeout: fixed('request timed out, please retry later', '请求超时，请稍后重试'),
  /** A bug or an outage: a fixed text, so no stack trace, path or SQL reaches the client. */
  internal: fixed('Internal server error', '服务器内部错误'),
  'not-found': entry<{ method: string; path: string }>(({ method, path }) => ({
    en: `No resource at ${method} ${path}`,
    zh: `不存在的资源：${method} ${path}`,
  })),
  'web-app-missing': fixed(
    'The web app is not built: run `npm run build`',
    '网页应用尚未构建：请运行 `npm run build`',
  ),
  /** A request the contract's schema refuses; `problem` is zod's English text. */
  'invalid-request': entry<{ where: string; field: string; problem: string }>(
    ({ where, field, problem }) => ({
      en: `${where} field '${field}': ${problem}`,
      zh: `${where} 字段 '${field}'：${problem}`,
    }),
  ),
};
