import { useEffect, useState } from 'react';
import { forceFieldList, fourPointWaterModels, waterModels } from '../../../api/builder';
import type { ForceFieldListPath } from '@topoforge/contract';
import type { SliceField } from '../engine/builder';
import { useWizardStore } from '../store/wizard-store';
import type { StructureStepOptions } from './force-field-defaults';
import { initialSelection, pickBackup } from './force-field-defaults';

export interface Step1Lists {
  /** Force fields of the picker: the builder's list (forcefield/supported, ua or il). */
  readonly forceFields: readonly string[];
  /** Backup force fields (forcefield/aa); not asked for in a flow without the backup selector. */
  readonly backups: readonly string[];
  readonly waterModels: readonly string[];
  readonly fourPoint: readonly string[];
  /** The lists have answered (or failed): an empty force-field list now means the flow has none. */
  readonly loaded: boolean;
}

const EMPTY: Step1Lists = { forceFields: [], backups: [], waterModels: [], fourPoint: [], loaded: false };

export interface ListSource extends StructureStepOptions {
  readonly forceFieldList: ForceFieldListPath;
  /** The builder's backup choice where its flow has the backup selector, else null (no list asked). */
  readonly backup: SliceField<string> | null;
}

/** The server's lists step 1 offers, asked for once per visit; failures leave a list empty (000 §8). */
export function useStep1Lists({ forceFieldList: list, backup, selectDefault }: ListSource): Step1Lists {
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
      quietly(forceFieldList(list, signal)),
      backup === null ? Promise.resolve([]) : quietly(forceFieldList('aa', signal)),
      quietly(waterModels(signal)),
      quietly(fourPointWaterModels(signal)),
    ]).then(([forceFields, backups, water, fourPoint]) => {
      if (signal.aborted) return;
      setLists({ forceFields, backups, waterModels: water, fourPoint, loaded: true });
      const state = useWizardStore.getState();
      const selectedForces = initialSelection({ selectDefault }, forceFields, state.selectedForces);
      // OPLS-AA/L is the spec's default backup; where the server does not offer it, its first entry is used.
      backup?.set(pickBackup(backup.get(), backups));
      update({
        waterForceTypes: water,
        ...(selectedForces === state.selectedForces
          ? {}
          : { selectedForces, force: selectedForces.join('+') }),
      });
    });
    return () => controller.abort();
  }, [update, list, backup, selectDefault]);
  return lists;
}
