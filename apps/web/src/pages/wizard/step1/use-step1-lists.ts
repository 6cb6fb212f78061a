import { useEffect, useState } from 'react';
import { forceFieldList, fourPointWaterModels, waterModels } from '../../../api/builder';
import type { WizardVariant } from '../../../app/wizard-variants';
import { initialSelection } from '../../../app/wizard-variants';
import { pickBackup } from '../../../store/wizard-defaults';
import { useWizardStore } from '../../../store/wizard-store';

export interface Step1Lists {
  /** Force fields of the picker: the variant's list (forcefield/supported, ua or il). */
  readonly forceFields: readonly string[];
  /** Backup force fields (forcefield/aa); not asked for in a variant without the backup selector. */
  readonly backups: readonly string[];
  readonly waterModels: readonly string[];
  readonly fourPoint: readonly string[];
  /** The lists have answered (or failed): an empty force-field list now means the flow has none. */
  readonly loaded: boolean;
}

const EMPTY: Step1Lists = { forceFields: [], backups: [], waterModels: [], fourPoint: [], loaded: false };

/** The server's lists step 1 offers, asked for once per visit; failures leave a list empty (000 §8). */
export function useStep1Lists(variant: WizardVariant): Step1Lists {
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
      quietly(forceFieldList(variant.forceFieldList, signal)),
      variant.backupPicker ? quietly(forceFieldList('aa', signal)) : Promise.resolve([]),
      quietly(waterModels(signal)),
      quietly(fourPointWaterModels(signal)),
    ]).then(([forceFields, backups, water, fourPoint]) => {
      if (signal.aborted) return;
      setLists({ forceFields, backups, waterModels: water, fourPoint, loaded: true });
      const state = useWizardStore.getState();
      const selectedForces = initialSelection(variant, forceFields, state.selectedForces);
      update({
        // OPLS-AA/L is the spec's default backup; where the server does not offer it, its first entry is used.
        ...(variant.backupPicker ? { backup: pickBackup(state.backup, backups) } : {}),
        waterForceTypes: water,
        ...(selectedForces === state.selectedForces
          ? {}
          : { selectedForces, force: selectedForces.join('+') }),
      });
    });
    return () => controller.abort();
  }, [update, variant]);
  return lists;
}
