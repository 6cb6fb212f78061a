import AntApp from 'antd/es/app';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import type { SketcherHandle } from '../../../widgets/sketcher';
import { mol2Atoms } from '../../auto-ff/mol2/mol2-structure';
import { whileBusy } from '../../auto-ff/engine/use-busy';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { storeChargeOptions } from '../../auto-ff/structure/use-generate';
import { buildPolymer } from './polymer-api';
import type { BuildCheck } from './polymer-requests';
import { checkBuild, checkTwoD } from './polymer-requests';
import { usePolymerState } from './polymer-state';

/** The open tab's checks and body; the 2D tab reads its drawing (the MRV text or the sketch's molfile). */
async function checkOpenTab(sketcher: RefObject<SketcherHandle | null>): Promise<BuildCheck> {
  const { tab, forms } = usePolymerState.getState();
  if (tab !== 'twoD') return checkBuild(tab, forms);
  const form = forms.twoD;
  const drawing = form.source === 'mrv' ? form.mrv : ((await sketcher.current?.getMolfile()) ?? '');
  return checkTwoD(form, drawing);
}

/**
 * The generate button of the polymer page (001 §2.1, §5, §7): the open tab's §5 checks (a toast naming
 * the rule), then the build call (`_vip` for premium users). The answer's mol2 becomes the structure and
 * its `number` polymerNumber; the polymer charge list is asked for. A refused 2D drawing (the spec's
 * code 5, HTTP 400) is shown in a dialog titled 提示 (001 §8).
 */
export function usePolymerGenerate(sketcher: RefObject<SketcherHandle | null>): () => Promise<void> {
  const { t } = useTranslation();
  const { message, modal } = AntApp.useApp();

  return async () => {
    const check = await checkOpenTab(sketcher);
    if (!check.ok) {
      void message.warning(t(`polymer.rules.${check.problem.key}`, check.problem.params));
      return;
    }
    const twoD = check.request.kind === '2d';
    await whileBusy(async () => {
      let chain;
      try {
        chain = await buildPolymer(check.request, { quiet: twoD });
      } catch (error) {
        if (twoD) {
          const content = error instanceof ApiRequestError ? error.message : String(error);
          modal.error({ title: t('wizard.tip'), content, okText: t('api.confirm') });
        } else console.warn('polymer build failed', error); // the client showed the server's message
        return;
      }
      useWizardStore.getState().update({
        originalMol2: chain.mol2,
        mol2: chain.mol2,
        atoms: mol2Atoms(chain.mol2),
        atomTypeOriginal: [],
        atomTypeTable: [],
        parameterSet: null,
        parameterEdits: [],
      });
      usePolymerState.getState().update({ polymerNumber: chain.number, sequence: [] });
      // 000 §9 paths containing 'polymer': the polymer charge list; a chain has no file flow.
      await storeChargeOptions(chain.mol2, undefined, 'polymer');
    });
  };
}
