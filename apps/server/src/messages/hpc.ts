import { entry, fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** The job centre on Slurm (kernel/hpc, services/hpc-agent; issue 23 item 2, spec 002 §8 job texts). */
export const HPC_MESSAGES: MessageCatalogue = {
  // Spec 002 §8, word for word in English; the zh text is the product's own.
  'hpc-credit-insufficient': fixed(
    'Please contact the customer manager to recharge computility.',
    '请联系客户经理充值算力。',
  ),
  'hpc-not-configured': fixed(
    'the job centre is not connected to a cluster on this installation (the administrator sets SLURM_CONF)',
    '本系统的作业中心尚未连接计算集群（由管理员设置 SLURM_CONF）',
  ),
  'hpc-not-root': fixed(
    "the job centre cannot run jobs: the server does not run as root, so it cannot run each user's jobs under that user's own account",
    '作业中心无法运行作业：服务器不是以 root 身份运行，无法让每个用户的作业以其自己的账户运行',
  ),
  'hpc-data-dir-closed': entry<{ dir: string }>(({ dir }) => ({
    en: `the job centre cannot run jobs: job accounts cannot pass through ${dir} (the administrator allows it with chmod o+x)`,
    zh: `作业中心无法运行作业：作业账户无法进入目录 ${dir}（管理员可用 chmod o+x 开放）`,
  })),
  'hpc-cluster-unavailable': fixed(
    'the cluster does not answer, please retry later',
    '计算集群没有响应，请稍后重试',
  ),
  'hpc-slurm-missing': fixed(
    'the Slurm commands are not installed on the server (Debian package slurm-wlm)',
    '服务器上未安装 Slurm 命令（Debian 软件包 slurm-wlm）',
  ),
  'hpc-slurm-refused': entry<{ detail: string }>(({ detail }) => ({
    en: `the cluster refused: ${detail}`,
    zh: `计算集群拒绝了请求：${detail}`,
  })),
  'hpc-application-not-found': entry<{ id: number }>(({ id }) => ({
    en: `there is no application ${id}`,
    zh: `没有编号为 ${id} 的应用`,
  })),
  'hpc-partition-not-found': entry<{ name: string }>(({ name }) => ({
    en: `the cluster has no partition ${name}`,
    zh: `计算集群没有分区 ${name}`,
  })),
  'hpc-partition-down': entry<{ name: string }>(({ name }) => ({
    en: `the partition ${name} is not up`,
    zh: `分区 ${name} 当前不可用`,
  })),
  'hpc-too-many-cores': entry<{ name: string; cpus: number }>(({ name, cpus }) => ({
    en: `the partition ${name} has ${cpus} cores; ask for at most that many`,
    zh: `分区 ${name} 共有 ${cpus} 个核，申请的核数不能超过此数`,
  })),
  'hpc-time-limit-too-long': entry<{ name: string; minutes: number }>(({ name, minutes }) => ({
    en: `jobs on the partition ${name} may run at most ${minutes} minutes`,
    zh: `分区 ${name} 上的作业最多运行 ${minutes} 分钟`,
  })),
  'hpc-input-not-found': entry<{ path: string }>(({ path }) => ({
    en: `there is no file ${path} in your personal space`,
    zh: `个人空间中没有文件 ${path}`,
  })),
  'hpc-job-not-found': entry<{ id: number }>(({ id }) => ({
    en: `you have no job ${id}`,
    zh: `您没有编号为 ${id} 的作业`,
  })),
  'hpc-job-not-cancellable': entry<{ id: number; state: string }>(({ id, state }) => ({
    en: `job ${id} has already ended (${state}); only a running or pending job can be cancelled`,
    zh: `作业 ${id} 已结束（${state}）；只能取消运行中或排队中的作业`,
  })),
  'hpc-file-not-found': entry<{ path: string }>(({ path }) => ({
    en: `the job has no file ${path}`,
    zh: `该作业没有文件 ${path}`,
  })),
  'hpc-user-not-found': entry<{ id: number }>(({ id }) => ({
    en: `there is no user ${id}`,
    zh: `没有编号为 ${id} 的用户`,
  })),
};
