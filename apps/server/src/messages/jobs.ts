import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The spec's job state labels in Chinese (002 §4). */
const JOB_STATE_ZH: Readonly<Record<string, string>> = {
  running: '运行中',
  pending: '排队中',
  completed: '已完成',
  failed: '失败',
  cancelled: '已取消',
};

/** The job pool's refusals (full, or shutting down) and a job stopped past its worker's memory limit. */
export const JOB_MESSAGES: MessageCatalogue = {
  'server-busy': fixed('server busy, please retry later', '服务器繁忙，请稍后重试'),
  'server-closing': fixed('server is shutting down, please retry later', '服务器正在关闭，请稍后重试'),
  'job-out-of-memory': entry<{ limitMb: number }>(({ limitMb }) => ({
    en: `the calculation needed more than the ${limitMb} MB of memory a job may use on this server; try a smaller structure`,
    zh: `该计算所需内存超过本服务器单个任务允许的 ${limitMb} MB；请尝试更小的结构`,
  })),
  // A long call's job by the caller's id (job/:id, job/:id/cancel).
  'job-not-found': entry<{ id: string }>(({ id }) => ({
    en: `no job '${id}' on this server: it ended more than 10 minutes ago, or it was never started here`,
    zh: `本服务器上没有任务“${id}”：它已结束超过 10 分钟，或从未在此启动`,
  })),
  'job-not-cancellable': entry<{ id: string; state: string }>(({ id, state }) => ({
    en: `job '${id}' has already ended (${state}); only a running or pending job can be cancelled`,
    zh: `任务“${id}”已结束（${JOB_STATE_ZH[state] ?? state}）；只能取消运行中或排队中的任务`,
  })),
  'job-id-in-use': entry<{ id: string }>(({ id }) => ({
    en: `a job with id '${id}' is still running; start the call with a new job id`,
    zh: `编号为“${id}”的任务仍在运行；请使用新的任务编号发起调用`,
  })),
};
