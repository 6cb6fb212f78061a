import AntApp from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { useStepNav } from '../../auto-ff/engine/step-nav';
import { whileBusy } from '../../auto-ff/engine/use-busy';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { filledBeads, uncutHeavyAtoms } from './beads';
import { cgParameters, remap } from './coarse-api';
import { takeMapping, useCoarse } from './coarse-state';

/**
 * Step 2's Next (001 §2.3, §5, §7): refused with "some atoms are not cut into a bead" while a heavy atom
 * is in no bead; edited beads are remapped first (types and connections recomputed; a refusal's message,
 * naming the bead or atom, is shown by the client and the wizard stays); then the CG force field's
 * parameter call, whose set step 3 shows and downloads unchanged.
 */
export function useBeadNext(): () => Promise<void> {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const nav = useStepNav();
  return async () => {
    const { mol2, atoms } = useWizardStore.getState();
    const { beads, edited, cgForce } = useCoarse.getState();
    let { mapping } = useCoarse.getState();
    if (mapping === null) return;
    if (uncutHeavyAtoms(beads, atoms).length > 0) {
      void message.error(t('coarse.uncut'));
      return;
    }
    try {
      if (edited) {
        const sent = filledBeads(beads);
        mapping = await whileBusy(() => remap(mol2, sent));
        takeMapping(mapping);
      }
      const current = mapping;
      const set = await whileBusy(() => cgParameters(cgForce, mol2, current));
      await nav.next({ parameterSet: set, parameterEdits: [] });
    } catch (error) {
      // The client has shown the server's message (a 400 names the bead or atom); the wizard stays.
      console.warn('coarse-grained Next failed', error);
    }
  };
}
