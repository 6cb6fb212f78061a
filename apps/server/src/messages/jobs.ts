import { fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The job pool's refusals: full, or shutting down. */
export const JOB_MESSAGES: MessageCatalogue = {
  'server-busy': fixed('server busy, please retry later', '服务器繁忙，请稍后重试'),
  'server-closing': fixed('server is shutting down, please retry later', '服务器正在关闭，请稍后重试'),
};
