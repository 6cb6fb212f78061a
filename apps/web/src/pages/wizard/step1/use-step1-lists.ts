import { useEffect, useState } from 'react';
import { forceFieldList, fourPointWaterModels, waterModels } from '../../../api/builder';
import { pickBackup } from '../../../store/wizard-defaults';
import { useWizardStore } from '../../../store/wizard-store';

export interface Step1Lists {
  /** Force fields of the picker (forcefield/supported). */
  readonly forceFields: readonly string[];
  /** Backup force fields (forcefield/aa). */
  readonly backups: readonly string[];
  readonly waterModels: readonly string[];
  readonly fourPoint: readonly string[];
}

const EMPTY: Step1Lists = { forceFields: [], backups: [], waterModels: [], fourPoint: [] };

/** The server's lists step 1 offers, asked for once per visit; failures leave a list empty (000 §8). */
export function useStep1Lists(): Step1Lists {
  const [lists, setLists] = useState<Step1Lists>(EMPTY);
  const update = useWizardStore((s) => s.update);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const quietly = <T>(promise: Promise<T[]>): Promise<T[]> =>
      promise.catch((error: unknown) => {
        if (!signal.aborted) console.warn('list failed', error);
        return [];
      });
    void Promise.all([
      quietly(forceFieldList('supported', signal)),
      quietly(forceFieldList('aa', signal)),
      quietly(waterModels(signal)),
      quietly(fourPointWaterModels(signal)),
    ]).then(([forceFields, backups, water, fourPoint]) => {
      if (signal.aborted) return;
      setLists({ forceFields, backups, waterModels: water, fourPoint });
      // OPLS-AA/L is the spec's default backup; where the server does not offer it, its first entry is used.
      update({ backup: pickBackup(useWizardStore.getState().backup, backups), waterForceTypes: water });
    });
    return () => controller.abort();
  }, [update]);
  return lists;
}
