import type { HpcJob, HpcJobDetail, JobListQuery, JobSubmitBody, Partition } from '@topoforge/contract';
import {
  hpcApplicationsRoute,
  hpcCreditBalanceRoute,
  hpcCreditLedgerRoute,
  hpcDisplayInfoRoute,
  hpcJobCancelRoute,
  hpcJobDetailRoute,
  hpcJobFileRoute,
  hpcJobListRoute,
  hpcJobSubmitRoute,
  hpcPartitionsRoute,
} from '@topoforge/contract';
import { getJson, postJson } from '../../api/client';

const withJob = (path: string, jobId: number): string => path.replace(':jobId', String(jobId));
const asQuery = (query: JobListQuery): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));

/** The job centre's calls (J1's hpc-agent contract). A background refresh is quiet: the page decides. */
export const hpcCalls = {
  partitions: (signal?: AbortSignal): Promise<Partition[]> =>
    getJson(hpcPartitionsRoute.path, hpcPartitionsRoute.answer.data, signal),
  applications: (signal?: AbortSignal) =>
    getJson(hpcApplicationsRoute.path, hpcApplicationsRoute.answer.data, signal),
  quota: (signal?: AbortSignal) => getJson(hpcDisplayInfoRoute.path, hpcDisplayInfoRoute.answer.data, signal),
  balance: (signal?: AbortSignal) =>
    getJson(hpcCreditBalanceRoute.path, hpcCreditBalanceRoute.answer.data, signal),
  ledger: (current: number, size: number, signal?: AbortSignal) =>
    getJson(hpcCreditLedgerRoute.path, hpcCreditLedgerRoute.answer.data, signal, {
      current: String(current),
      size: String(size),
    }),
  jobs: (query: JobListQuery, signal?: AbortSignal, quiet = false) =>
    getJson(hpcJobListRoute.path, hpcJobListRoute.answer.data, signal, asQuery(query), { quiet }),
  job: (jobId: number, signal?: AbortSignal): Promise<HpcJobDetail> =>
    getJson(withJob(hpcJobDetailRoute.path, jobId), hpcJobDetailRoute.answer.data, signal),
  submit: (body: JobSubmitBody): Promise<HpcJob> =>
    postJson(hpcJobSubmitRoute.path, body, hpcJobSubmitRoute.answer.data, { quiet: true }),
  cancel: (jobId: number): Promise<HpcJob> =>
    postJson(withJob(hpcJobCancelRoute.path, jobId), {}, hpcJobCancelRoute.answer.data),
  /** A job file's download address (the session cookie carries the login, as for every download). */
  fileHref: (jobId: number, path: string): string =>
    `${withJob(hpcJobFileRoute.path, jobId)}?${new URLSearchParams({ path }).toString()}`,
};
