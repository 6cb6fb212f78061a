import type { FunctionalizeRequest } from '@topoforge/chem';
import { addFunctionalGroups, perceive } from '@topoforge/chem';
import { writeStructureText } from '../convert/structure-text.js';
import { readWizardMol2 } from '../forcefield/structure.js';

export const FUNCTIONAL_GROUP_JOB = 'carbon:add-functional-group';

/** One add-functional-group call as data: the wizard's mol2 and the request. */
export interface FunctionalGroupJobInput {
  readonly data: string;
  readonly request: FunctionalizeRequest;
}

/**
 * Reads the current structure (a mol2 with CRYSIN keeps its cell; its bonds get their nearest images), gives
 * it bond orders when the file has none (so the lattice around the new sp3 carbons stays aromatic for the
 * typers), adds the groups and writes the mol2 back. Run in a worker: structures reach 100,000 atoms.
 */
export function addFunctionalGroupJob(input: FunctionalGroupJobInput): { mol2: string; description: object } {
  const structure = perceive(readWizardMol2(input.data)).molecule;
  const built = addFunctionalGroups(structure, input.request);
  return { mol2: writeStructureText(built.molecule, 'mol2'), description: built.description };
}

export const functionalGroupJobs = {
  [FUNCTIONAL_GROUP_JOB]: addFunctionalGroupJob,
};
