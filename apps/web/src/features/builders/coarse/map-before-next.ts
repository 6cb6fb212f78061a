import { ApiRequestError } from '../../../api/client';
import type { AtomTypeLookup } from '../../auto-ff/atom-types/use-atom-types';
import { whileBusy } from '../../auto-ff/engine/use-busy';
import { useWizardStore } from '../../auto-ff/store/wizard-store';
import { coarseGrain } from './coarse-api';
import { takeMapping } from './coarse-state';

/**
 * Step 1's Next on the coarse-grained page (001 §2.2 "Next leads to the coarse-grained steps"): POST
 * coarse-grain with the structure; its beads become step 2's tree. A refusal keeps the wizard in step 1
 * with the server's message. No atom types are looked up: the beads replace them.
 */
export async function mapBeforeNext(): Promise<AtomTypeLookup> {
  try {
    const mapping = await whileBusy(() => coarseGrain(useWizardStore.getState().mol2));
    takeMapping(mapping);
    return { ok: true, options: [] };
  } catch (error) {
    console.warn('coarse-grain mapping failed', error);
    return { ok: false, message: error instanceof ApiRequestError ? error.message : String(error) };
  }
}
