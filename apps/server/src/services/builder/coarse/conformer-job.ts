import type { Molecule } from '@topoforge/chem';
import type { CgConformers } from '@topoforge/engines';
import { CONFORMER_TIMEOUT_MS, cgConformers } from '@topoforge/engines';

export const CG_CONFORMERS_JOB = 'coarse:conformers';

/** Time a CG parameter call's conformer job may take: the adapter's own bound, plus a margin to start. */
export const CG_CONFORMERS_JOB_TIMEOUT_MS = CONFORMER_TIMEOUT_MS + 5_000;

/** The conformer search as data: the perceived molecule and how to run Open Babel. */
export interface CgConformersJobInput {
  readonly molecule: Molecule;
  readonly command: string;
  readonly dataDir: string;
}

/**
 * The conformers a CG parameter set averages its lengths and angles over (engines cgConformers: Open
 * Babel's minimised conformers, else the input geometry with the reason). A process job, so obabel counts
 * against JOB_POOL_SIZE like every other program, and is killed when the request goes away.
 */
export const cgConformersJob = (input: CgConformersJobInput, signal: AbortSignal): Promise<CgConformers> =>
  cgConformers(input.molecule, { command: input.command, dataDir: input.dataDir, signal });
