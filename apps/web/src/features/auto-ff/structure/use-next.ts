import AntApp from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { checkForceFields, toFourPointWater } from '../../../api/builder';
import { useWizardStore } from '../store/wizard-store';
import { checkedNames } from '../../../widgets/force-field-picker/force-field-picking';
import { mol2Atoms } from '../mol2/mol2-structure';
import { useStepNav } from '../engine/step-nav';
import { whileBusy } from '../engine/use-busy';

/**
 * Step 1 → 2 (000 §4): refuse with no force field and water '-'; check the force fields; continue false →
 * an error alert titled as a tip, stay; a warning → confirm, then go on; a four-point water model → convert
 * the structure first and replace the mol2.
 */
export function useNext(fourPoint: readonly string[]): () => Promise<void> {
  const { t } = useTranslation();
  const { message, modal } = AntApp.useApp();
  const update = useWizardStore((s) => s.update);
  const nav = useStepNav();

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

  return async () => {
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
    await nav.next({ force: selectedForces.join('+') });
  };
}
