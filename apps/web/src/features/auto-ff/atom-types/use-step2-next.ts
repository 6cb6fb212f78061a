import AntApp from 'antd/es/app';
import { useTranslation } from 'react-i18next';
import type { UploadFlow } from '@topoforge/chem';
import type { ChargeResult } from '../../../api/builder';
import { atomParameters, computeCharges } from '../../../api/builder';
import type { ChainCalls } from '../engine/builder';
import { useWizardStore } from '../store/wizard-store';
import { chargesFromForceField, FORCE_FIELD_CHARGE_TYPE } from './force-field-charges';
import { useBackupChoice, useOpenBuilder, useRequestFlow } from '../engine/builder-context';
import { useStepNav } from '../engine/step-nav';
import { whileBusy } from '../engine/use-busy';
import { JobCancelledError, trackJob } from '../engine/job-progress';
import { parameterBackup } from './parameter-backup';
import {
  accurateModeConflict,
  allTyped,
  atomTypeRequest,
  completeParameterSet,
  currentStructureBits,
} from './atom-type-logic';
import { writeMol2Charges } from '../mol2/mol2-charges';

/** The charge type that calls nothing (000 §7). */
export const NO_CHARGE_TYPE = '--';

/**
 * The charges of the chosen type: a chain the server keeps is charged there (the polymer charge call),
 * any other structure by the charge call on its mol2.
 */
function chargeCall(
  {
    slug,
    data,
    flow,
    chain,
  }: { slug: string; data: string; flow: UploadFlow | undefined; chain?: ChainCalls },
  options: { job: string; signal: AbortSignal },
): Promise<ChargeResult> {
  const { chargeType, charge, scale } = useWizardStore.getState();
  if (chain === undefined) return computeCharges(slug, { data, charge, scale }, flow, options);
  return chain
    .charges({ chargetype: chargeType, scale }, options)
    .then((charges) => ({ charges, am1Attempt: undefined }));
}

/**
 * Step 2 → 3 (000 §4, §7): the accurate-mode rule; the charges of the chosen type (none for '--', none
 * when the force fields bring their own: the parameter call applies those) under the loading overlay,
 * written into the mol2's charge column (the AM1 attempt they came from kept for step 2's note,
 * charge-source.ts); then the atom parameters (no backup where the flow has none). The step moves on
 * only when the answer has every table. Failures keep the user here (the client showed the message).
 */
export function useStep2Next(): () => Promise<void> {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const update = useWizardStore((s) => s.update);
  const flow = useRequestFlow();
  const backup = useBackupChoice();
  const chain = useOpenBuilder().builder.chain;
  const nav = useStepNav();

  return async () => {
    const s = useWizardStore.getState();
    const rows = s.atomTypeTable;
    if (!allTyped(rows)) {
      void message.error(t('step2.untyped'));
      return;
    }
    if (s.searchMode === 'accurate' && accurateModeConflict(rows, s.waterForceTypes)) {
      void message.error(t('step2.accurateConflict'));
      return;
    }
    const forceFieldCharges = chargesFromForceField(s.selectedForces);
    const badScale = !(Number.isFinite(s.scale) && s.scale >= 0);
    if (!forceFieldCharges && s.chargeType !== NO_CHARGE_TYPE && badScale) {
      void message.error(t('step2.chargeScaleInvalid'));
      return;
    }
    await whileBusy(async () => {
      let data = s.mol2;
      let charges: number[] = [];
      if (!forceFieldCharges && s.chargeType !== NO_CHARGE_TYPE) {
        const slug = s.chargeTypeOptions.find((o) => o.id === s.chargeType)?.slug;
        if (slug === undefined) return;
        try {
          const result = await trackJob(s.chargeType, (job, signal) =>
            chargeCall({ slug, data, flow, chain }, { job, signal }),
          );
          charges = result.charges;
          update({ chargeSource: result.am1Attempt ?? '' });
          data = writeMol2Charges(data, charges);
        } catch (error) {
          if (error instanceof JobCancelledError)
            void message.info(t('wizard.job.cancelled', { method: error.method }));
          else console.warn('charge calculation failed', error);
          return;
        }
      }
      let answer;
      try {
        answer = await trackJob(t('wizard.job.parameters'), (job, signal) =>
          atomParameters(
            {
              data,
              atomtype: atomTypeRequest(rows, s.atomTypeOriginal, s.searchMode),
              backup: parameterBackup(backup),
              ...(s.waterModel !== '-' && s.waterModel !== '' ? { watermodel: s.waterModel } : {}),
              use_current_structure: currentStructureBits(s.useBondLength, s.useBondAngle),
              use_mseminario: s.use_mseminario,
              vibrational_scaling: s.vibrational_scaling,
              ...(s.use_mseminario > 0 ? { hessian: s.hessian } : {}),
              search_mode: s.searchMode,
              charge_type: forceFieldCharges ? FORCE_FIELD_CHARGE_TYPE : s.chargeType,
            },
            { job, signal },
          ),
        );
      } catch (error) {
        if (error instanceof JobCancelledError)
          void message.info(t('wizard.job.cancelled', { method: error.method }));
        else console.warn('atom parameters failed', error);
        return;
      }
      if (!completeParameterSet(answer)) {
        void message.error(t('step2.incomplete'));
        return;
      }
      update({ chargeResult: charges, parameterSet: answer, parameterEdits: [] });
      await nav.next();
    });
  };
}
