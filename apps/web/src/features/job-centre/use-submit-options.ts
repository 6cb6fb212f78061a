import type { Application, Partition } from '@topoforge/contract';
import { useEffect, useState } from 'react';
import { hpcCalls } from './hpc-calls';

/** What a submission can choose from: enabled applications, the cluster's partitions, the credit left. */
export function useSubmitOptions() {
  const [applications, setApplications] = useState<Application[] | undefined>();
  const [partitions, setPartitions] = useState<Partition[]>([]);
  const [balance, setBalance] = useState<number | undefined>();
  useEffect(() => {
    const abort = new AbortController();
    hpcCalls.applications(abort.signal).then(setApplications, () => setApplications([]));
    hpcCalls.partitions(abort.signal).then(setPartitions, () => undefined);
    hpcCalls.balance(abort.signal).then(
      (b) => setBalance(b.balanceCoreHours),
      () => undefined,
    );
    return () => abort.abort();
  }, []);
  return { applications, partitions, balance };
}
