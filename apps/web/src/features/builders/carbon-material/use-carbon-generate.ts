import AntApp from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import { isPremiumUser } from '../../../api/auth-storage';
import { mol2Atoms } from '../../auto-ff/mol2/mol2-structure';
import { whileBusy } from '../../auto-ff/engine/use-busy';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { storeChargeOptions } from '../../auto-ff/structure/use-generate';
import type { CarbonStructure } from './carbon-api';
import { buildCarbon, fullerene } from './carbon-api';
import type { FormCheck, FormProblem } from './carbon-forms';
import { checkFunctional, checkGraphene, checkTube } from './carbon-forms';
import { useCarbonState } from './carbon-state';
import { isomerName } from './fullerene-keys';

/** What generate-3D does for the open item: a call to make, or the text of a rule it broke. */
type Plan = { readonly call: () => Promise<CarbonStructure> } | { readonly refusal: string };

function planOf(check: FormCheck, say: (problem: FormProblem) => string): Plan {
  if (!check.ok) return { refusal: say(check.problem) };
  return { call: () => buildCarbon(check.path, check.body) };
}

/**
 * The generate-3D button of the carbon page (001 §2.4, §5, §7): the open item's checks (a toast naming
 * the rule; the fullerene tree's "not the deepest level"), then its call. The answer's mol2 becomes the
 * structure (a functional-group call starts from the current one) and its description is kept; the charge
 * options of the general list are asked for.
 */
export function useCarbonGenerate(): () => Promise<void> {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();

  const plan = (): Plan => {
    const { item, forms, treeSelected } = useCarbonState.getState();
    const translate = (problem: FormProblem) => t(`carbon.rules.${problem.key}`, problem.params);
    switch (item) {
      case 'fullerene': {
        const name = isomerName(treeSelected);
        return name === null ? { refusal: t('carbon.rules.notDeepest') } : { call: () => fullerene(name) };
      }
      case 'graphene':
        return planOf(checkGraphene(forms.graphene), translate);
      case 'swnt':
      case 'mwnt':
        return planOf(checkTube(forms[item], isPremiumUser()), translate);
      case 'functional':
        return planOf(checkFunctional(forms.functional, useWizardStore.getState().mol2), translate);
      case 'graphyne':
        return { refusal: t('carbon.graphyneNote') };
    }
  };

  return async () => {
    const next = plan();
    if ('refusal' in next) {
      void message.warning(next.refusal);
      return;
    }
    await whileBusy(async () => {
      let built;
      try {
        built = await next.call();
      } catch (error) {
        console.warn('carbon build failed', error); // the client showed the server's message (001 §8)
        return;
      }
      useWizardStore.getState().update({
        originalMol2: built.mol2,
        mol2: built.mol2,
        atoms: mol2Atoms(built.mol2),
        atomTypeOriginal: [],
        atomTypeTable: [],
        parameterSet: null,
        parameterEdits: [],
      });
      useCarbonState.getState().update({ description: built.description });
      await storeChargeOptions(built.mol2, undefined, 'general');
    });
  };
}
