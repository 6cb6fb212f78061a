import type { AtomTypeOption } from '@topoforge/contract';
import { atomTypes } from '../../../api/builder';
import { ApiRequestError } from '../../../api/client';
import { useWizardStore } from '../store/wizard-store';
import { checkedNames } from '../../../widgets/force-field-picker/force-field-picking';
import { refreshRows } from './atom-type-logic';

/** The atom-type call's outcome for step 1's Next: the options, or the text to show in step 1. */
export type AtomTypeLookup =
  | { readonly ok: true; readonly options: AtomTypeOption[][] }
  | { readonly ok: false; readonly message: string };

/**
 * The atom-type options for the current mol2 and the water model plus the chosen forces ('+'-joined,
 * water first, '-' left out) (000 §7); `call` asks for them (forcefield/atomtype unless the builder has
 * its own, the polymer chain's). Called by step 1's Next before the wizard moves (issue 16 item 2):
 * on success the options and the table (the user's earlier choices kept when the options did not
 * change) are stored; on failure nothing is stored and the server's message (or the network failure's)
 * is returned for step 1 to show in place.
 */
export async function lookUpAtomTypes(
  call: (mol2: string, forcefield: string) => Promise<AtomTypeOption[][]> = atomTypes,
): Promise<AtomTypeLookup> {
  const { mol2, waterModel, selectedForces } = useWizardStore.getState();
  let options: AtomTypeOption[][];
  try {
    options = await call(mol2, checkedNames(waterModel, selectedForces).join('+'));
  } catch (error) {
    console.warn('atom-type lookup failed', error);
    return { ok: false, message: error instanceof ApiRequestError ? error.message : String(error) };
  }
  const { atomTypeTable, atomTypeOriginal, atoms, update } = useWizardStore.getState();
  update({
    atomTypeOriginal: options,
    atomTypeTable: refreshRows(atomTypeTable, atomTypeOriginal, options, atoms),
  });
  return { ok: true, options };
}
