import { builderFlow } from '@topoforge/chem';
import { ATOM_TYPE_STEP } from '../../auto-ff/atom-types/atom-type-step';
import type { BuilderDefinition, ChainCalls } from '../../auto-ff/engine/builder';
import { NO_CHARGE_TYPE } from '../../auto-ff/atom-types/use-step2-next';
import { PARAMETER_STEP } from '../../auto-ff/parameters/parameter-step';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { polymerCharges } from './polymer-api';
import { polymerSlice, usePolymerState } from './polymer-state';
import { POLYMER_STRUCTURE_STEP } from './structure-step';

/**
 * The chain lives on the server under its number: step 2's charges come from the polymer charge call
 * (001 §7, charges transferred from capped units), the download sends the atom-type call's sequence and
 * the charge type so transferred.
 */
export const POLYMER_CHAIN: ChainCalls = {
  charges: (body, options) =>
    polymerCharges({ polymer: usePolymerState.getState().polymerNumber, ...body }, options),
  payloadFields: () => {
    const { chargeType } = useWizardStore.getState();
    return {
      sequence: [...usePolymerState.getState().sequence],
      // How the charges were made (the manifest says so): transferred from capped units by this method.
      ...(chargeType === NO_CHARGE_TYPE ? {} : { polymer_charges: chargeType }),
    };
  },
};

/**
 * The polymer builder (002 §2.3 polymers; 001 §2.1): its own step 1 (homopolymer, block, random
 * copolymer and 2D tabs, the polymer force-field list), then the shared atom-type step with the polymer
 * charge list and the shared parameter step (resname NUK).
 */
export const polymers: BuilderDefinition = {
  flow: builderFlow('polymers'),
  steps: [POLYMER_STRUCTURE_STEP, ATOM_TYPE_STEP, PARAMETER_STEP],
  slice: polymerSlice,
  chain: POLYMER_CHAIN,
};
