import type { HpcJob, JobStatusCode } from '@topoforge/contract';
import { useCallback, useEffect, useState } from 'react';
import { hpcCalls } from './hpc-calls';
import { REFRESH_MS, hasActiveJobs } from './job-rules';

export interface JobPageQuery {
  readonly current: number;
  readonly size: number;
  readonly status: JobStatusCode | undefined;
  readonly keyword: string;
}

/**
 * One page of the user's jobs, asked again every REFRESH_MS while any job on it is pending or running
 * (quietly: a failed refresh keeps the rows shown). `reload` asks now (after a cancel).
 */
export function useJobPage(query: JobPageQuery) {
  const [page, setPage] = useState<{ records: HpcJob[]; total: number }>({ records: [], total: 0 });
  const [version, setVersion] = useState(0);
  // Loading while the last answer is for another query than the one shown.
  const key = JSON.stringify([query.current, query.size, query.status, query.keyword, version]);
  const [answered, setAnswered] = useState<string | undefined>();
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const { current, size, status, keyword } = query;

  useEffect(() => {
    const abort = new AbortController();
    const ask = { current, size, status, keyword: keyword === '' ? undefined : keyword };
    const asked = JSON.stringify([current, size, status, keyword, version]);
    hpcCalls.jobs(ask, abort.signal).then(
      (answer) => {
        setPage({ records: answer.records, total: answer.total });
        setAnswered(asked);
      },
      () => !abort.signal.aborted && setAnswered(asked),
    );
    return () => abort.abort();
  }, [current, size, status, keyword, version]);

  const active = hasActiveJobs(page.records);
  useEffect(() => {
    if (!active) return undefined;
    const abort = new AbortController();
    const timer = window.setInterval(() => {
      const ask = { current, size, status, keyword: keyword === '' ? undefined : keyword };
      hpcCalls.jobs(ask, abort.signal, true).then(
        (answer) => setPage({ records: answer.records, total: answer.total }),
        () => undefined,
      );
    }, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      abort.abort();
    };
  }, [active, current, size, status, keyword]);

  return { ...page, loading: answered !== key, active, reload };
}
