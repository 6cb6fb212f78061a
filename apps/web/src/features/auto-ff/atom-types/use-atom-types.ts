import { useEffect } from 'react';
import { atomTypes } from '../../../api/builder';
import { useWizardStore } from '../store/wizard-store';
import { checkedNames } from '../../../widgets/force-field-picker/force-field-picking';
import { whileBusy } from '../engine/use-busy';
import { refreshRows } from './atom-type-logic';

/**
 * On entering step 2 (000 §4, §7): the atom-type options for the current mol2 and the water model plus
 * the chosen forces ('+'-joined, water first, '-' left out). The options and the table are stored; a
 * failure is only logged (000 §8), the client has shown the server's message.
 */
export function useAtomTypes(): void {
  const mol2 = useWizardStore((s) => s.mol2);
  const waterModel = useWizardStore((s) => s.waterModel);
  const selectedForces = useWizardStore((s) => s.selectedForces);
  const update = useWizardStore((s) => s.update);
  useEffect(() => {
    let current = true;
    const forcefield = checkedNames(waterModel, selectedForces).join('+');
    void whileBusy(async () => {
      try {
        const options = await atomTypes(mol2, forcefield);
        if (!current) return;
        const { atomTypeTable, atomTypeOriginal, atoms } = useWizardStore.getState();
        update({
          atomTypeOriginal: options,
          atomTypeTable: refreshRows(atomTypeTable, atomTypeOriginal, options, atoms),
        });
      } catch (error) {
        console.warn('atom-type lookup failed', error);
      }
    });
    return () => {
      current = false;
    };
  }, [mol2, waterModel, selectedForces, update]);
}
