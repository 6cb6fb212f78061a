import { useWizardStore } from '../store/wizard-store';
import type { WizardData } from '../store/wizard-defaults';
import { changeStep } from './use-busy';

export interface StepNav {
  /** To the next step under the loading overlay, with the patch that step needs (000 §4). */
  readonly next: (patch?: Partial<WizardData>) => Promise<void>;
  readonly back: () => Promise<void>;
}

/** Next and back between a builder's steps, whatever their number; the step index is the store's `active`. */
export function useStepNav(): StepNav {
  const update = useWizardStore((s) => s.update);
  const move = (by: number, patch: Partial<WizardData> = {}): Promise<void> =>
    changeStep(() => update({ ...patch, active: useWizardStore.getState().active + by }));
  return { next: (patch) => move(1, patch), back: () => move(-1) };
}
