import type { Molecule } from '@topoforge/chem';
import type { CgConformersJobInput } from '../coarse/conformer-job.js';
import { CG_CONFORMERS_JOB, cgConformersJob } from '../coarse/conformer-job.js';
import type { ProcessJob } from '../../../kernel/jobs/local-runner.js';
import type { Gen3dSettings } from '../convert/gen3d.js';
import { generate3d, generate3dFromSmiles } from '../convert/gen3d.js';
import type { SmilesInput } from '../convert/smiles.js';
import type { ChargeJobInput } from './charge-jobs.js';
import { chargeJob, chargeJobs } from './charge-jobs.js';

export const GEN3D_JOB = 'convert:gen3d';
export const GEN3D_SMILES_JOB = 'convert:gen3d-smiles';

/** 3D generation for a sketch as data: the molecule and Open Babel's settings. */
export interface Gen3dJobInput {
  readonly molecule: Molecule;
  readonly settings: Omit<Gen3dSettings, 'signal'>;
}

/** 3D generation for a SMILES string (issue 15.8): the checked string and Open Babel's settings. */
export interface Gen3dSmilesJobInput {
  readonly smiles: SmilesInput;
  readonly settings: Omit<Gen3dSettings, 'signal'>;
}

/**
 * The builder's jobs that drive an external program (xtb, MOPAC, obabel) from the main thread: the
 * program is a child process, killed when the job's signal aborts.
 */
export const processJobs = {
  [GEN3D_JOB]: (input: Gen3dJobInput, signal: AbortSignal) =>
    generate3d(input.molecule, { ...input.settings, signal }),
  [GEN3D_SMILES_JOB]: (input: Gen3dSmilesJobInput, signal: AbortSignal) =>
    generate3dFromSmiles(input.smiles, { ...input.settings, signal }),
  [CG_CONFORMERS_JOB]: (input: CgConformersJobInput, signal: AbortSignal) => cgConformersJob(input, signal),
  ...chargeJobs(
    true,
    (method) => (input: ChargeJobInput, signal: AbortSignal) => chargeJob(method, input, signal),
  ),
} satisfies Readonly<Record<string, ProcessJob>>;
