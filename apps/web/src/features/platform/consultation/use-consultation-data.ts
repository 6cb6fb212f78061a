import type { CountryWire, RegionNodeWire } from '@topoforge/contract';
import { useEffect, useState } from 'react';
import { storedAccessToken } from '../../../api/auth-storage';
import { fetchCountries, fetchOwnConsultation, fetchRegions } from './consultation-calls';
import type { ConsultationValues } from './consultation-values';
import { prefillFrom } from './consultation-values';

export interface ConsultationData {
  readonly regions: readonly RegionNodeWire[];
  readonly countries: readonly CountryWire[];
  /** The logged-in user's earlier request as form values, and its id (submitting then edits it). */
  readonly prefill?: { readonly id: number; readonly values: ConsultationValues };
}

/**
 * Loads the region tree, the country list and — for a logged-in user (a stored access token, 002 §4) —
 * the user's earlier request. The lists' failures are shown by the shell; the form still opens.
 */
export function useConsultationData(): ConsultationData {
  const [data, setData] = useState<ConsultationData>({ regions: [], countries: [] });
  useEffect(() => {
    const abort = new AbortController();
    const keep = (part: Partial<ConsultationData>) => {
      if (!abort.signal.aborted) setData((d) => ({ ...d, ...part }));
    };
    fetchRegions(abort.signal).then((regions) => keep({ regions }), ignore);
    fetchCountries(abort.signal).then((countries) => keep({ countries }), ignore);
    if (storedAccessToken() !== undefined) {
      fetchOwnConsultation(abort.signal).then(
        (record) => record && keep({ prefill: { id: record.id, values: prefillFrom(record) } }),
        ignore,
      );
    }
    return () => abort.abort();
  }, []);
  return data;
}

const ignore = (): void => undefined;
