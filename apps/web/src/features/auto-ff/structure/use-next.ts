import AntApp from 'antd/es/app';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkForceFields, toFourPointWater } from '../../../api/builder';
import { useWizardStore } from '../store/wizard-store';
import { checkedNames } from '../../../widgets/force-field-picker/force-field-picking';
import { mol2Atoms } from '../mol2/mol2-structure';
import { useShallow } from 'zustand/react/shallow';
import type { WizardData } from '../store/wizard-defaults';
import { useStepNav } from '../engine/step-nav';
import { whileBusy } from '../engine/use-busy';
import type { AtomTypeLookup } from '../atom-types/use-atom-types';
import { lookUpAtomTypes } from '../atom-types/use-atom-types';

/** What the atom-type call was asked about. */
type Step1Input = Pick<WizardData, 'mol2' | 'waterModel' | 'selectedForces'>;
interface FailedInput extends Step1Input {
  readonly text: string;
}
const inputOf = ({ mol2, waterModel, selectedForces }: Step1Input): Step1Input => ({
  mol2,
  waterModel,
  selectedForces,
});
const sameInput = (a: Step1Input, b: Step1Input): boolean =>
  a.mol2 === b.mol2 && a.waterModel === b.waterModel && a.selectedForces === b.selectedForces;

/** Step 1's Next and the failure it leaves in place (null when none). */
export interface Step1Next {
  readonly next: () => Promise<void>;
  /** Why the wizard stayed in step 1 after the atom-type call; cleared when the input changes. */
  readonly failure: string | null;
}

/**
 * Step 1 → 2 (000 §4): refuse with no force field and water '-'; check the force fields; continue false →
 * an error alert titled as a tip, stay; a warning → confirm, then go on; a four-point water model → convert
 * the structure first and replace the mol2. Then the atom types are looked up, and the wizard moves only
 * when that succeeded (issue 16 item 2): otherwise it stays in step 1 with the message in place.
 * `lookUp` is the atom-type lookup (the polymer page's asks about its chain).
 */
export function useNext(
  fourPoint: readonly string[],
  lookUp: () => Promise<AtomTypeLookup> = () => lookUpAtomTypes(),
): Step1Next {
  const { t } = useTranslation();
  const { message, modal } = AntApp.useApp();
  const update = useWizardStore((s) => s.update);
  const nav = useStepNav();
  // The failure holds while the input it is about stays as it was (compared by identity).
  const [failure, setFailure] = useState<FailedInput | null>(null);
  const input = useWizardStore(useShallow(inputOf));
  const shown = failure !== null && sameInput(failure, input) ? failure.text : null;

  const confirmWarning = (content: string): Promise<boolean> =>
    new Promise((resolve) => {
      modal.confirm({
        type: 'warning',
        title: t('wizard.warning'),
        content,
        okText: t('wizard.continue'),
        cancelText: t('wizard.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const next = async () => {
    setFailure(null);
    const { selectedForces, waterModel } = useWizardStore.getState();
    const names = checkedNames(waterModel, selectedForces);
    if (selectedForces.length === 0 && (waterModel === '-' || waterModel === '')) {
      void message.error(t('forceFields.required'));
      return;
    }
    let check;
    try {
      check = await whileBusy(() => checkForceFields(names));
    } catch (error) {
      console.warn('force-field check failed', error);
      return;
    }
    if (!check.continue) {
      modal.error({ title: t('wizard.tip'), content: check.msg, okText: t('api.confirm') });
      return;
    }
    if (check.warning && !(await confirmWarning(check.msg))) return;
    if (fourPoint.includes(waterModel)) {
      try {
        const mol2 = await whileBusy(() => toFourPointWater(useWizardStore.getState().mol2, waterModel));
        update({ mol2, atoms: mol2Atoms(mol2) });
      } catch (error) {
        console.warn('four-point water conversion failed', error);
        return;
      }
    }
    const types = await whileBusy(lookUp);
    if (!types.ok) {
      const text = types.message || t('forceFields.atomTypesUnknownError');
      setFailure({ ...inputOf(useWizardStore.getState()), text });
      return;
    }
    await nav.next({ force: selectedForces.join('+') });
  };
  return { next, failure: shown };
}
