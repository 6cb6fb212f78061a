import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The kernel's own answers: access, request validation, time-outs. */
export const HTTP_MESSAGES: MessageCatalogue = {
  unauthorized: fixed('please log in first', '请先登录'),
  'csrf-failed': fixed(
    'this request came without its CSRF token (X-CSRF-Token, the tf_csrf cookie), so it was refused',
    '请求缺少 CSRF 校验值（X-CSRF-Token 与 tf_csrf Cookie），已拒绝',
  ),
  forbidden: fixed('administrators only', '仅限管理员'),
  timeout: fixed('request timed out, please retry later', '请求超时，请稍后重试'),
  /** A refusal by the web framework itself (body not JSON, too large …); `message` is its English text. */
  'client-error': entry<{ message: string }>(({ message }) => ({
    en: String(message),
    zh: `请求无效：${message}`,
  })),
  /** External programs (engines): `message` names the program and its English reason. */
  'program-failed': entry<{ message: string }>(({ message }) => ({
    en: String(message),
    zh: `计算程序运行失败：${message}`,
  })),
  'program-unavailable/missing': entry<{ message: string }>(({ message }) => ({
    en: String(message),
    zh: `服务器上的计算程序不可用：${message}`,
  })),
  /** The client left before the answer; nobody reads it, the log does. */
  cancelled: entry<{ message: string }>(({ message }) => ({
    en: String(message),
    zh: `请求已取消：${message}`,
  })),
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
