import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The job pool's refusals (full, or shutting down) and a job stopped past its worker's memory limit. */
export const JOB_MESSAGES: MessageCatalogue = {
  'server-busy': fixed('server busy, please retry later', '服务器繁忙，请稍后重试'),
  'server-closing': fixed('server is shutting down, please retry later', '服务器正在关闭，请稍后重试'),
  'job-out-of-memory': entry<{ limitMb: number }>(({ limitMb }) => ({
    en: `the calculation needed more than the ${limitMb} MB of memory a job may use on this server; try a smaller structure`,
    zh: `该计算所需内存超过本服务器单个任务允许的 ${limitMb} MB；请尝试更小的结构`,
  })),
};
