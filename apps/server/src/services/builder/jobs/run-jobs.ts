import type { ChargeMethod, Molecule } from '@topoforge/chem';
import type { AppContext } from '../../../kernel/app-context.js';
import type { AuthUser } from '../../../kernel/auth/auth-user.js';
import { PreparedJson } from '../../../kernel/http/prepared-json.js';
import type { JobDescription, JobRunner } from '../../../kernel/jobs/job-runner.js';
import type { ChargeJobInput, ChargeJobResult } from './charge-jobs.js';
import { chargeJobKind } from './charge-jobs.js';
import type {
  ConvertJobInput,
  ConvertWriteJobInput,
  Mol2JobInput,
  Mol2ToCellJobInput,
  ReduceJobInput,
} from './convert-jobs.js';
import {
  CELL_TO_MOL2_JOB,
  CONVERT_JOB,
  CONVERT_READ_JOB,
  CONVERT_WRITE_JOB,
  MOL2_TO_CELL_JOB,
  REDUCE_JOB,
  SORT_MOL2_JOB,
} from './convert-jobs.js';
import type { Gen3dJobInput, Gen3dSmilesJobInput } from './process-jobs.js';
import { GEN3D_JOB, GEN3D_SMILES_JOB } from './process-jobs.js';
import type { AtomTypeJobInput, ParameterJobInput } from './worker-jobs.js';
import type { PolymerUnit } from '@topoforge/chem';
import type {
  PolymerBuildJobInput,
  PolymerBuildJobResult,
  PolymerUnitJobInput,
} from '../polymer/polymer-jobs.js';
import { POLYMER_BUILD_JOB, POLYMER_UNIT_JOB } from '../polymer/polymer-jobs.js';
import type { CgConformers } from '@topoforge/engines';
import type { CgConformersJobInput } from '../coarse/conformer-job.js';
import { CG_CONFORMERS_JOB } from '../coarse/conformer-job.js';
import { ATOM_TYPE_JOB, PARAMETER_JOB } from './worker-jobs.js';

/** Who runs a route's job and under which limits. */
export interface JobCall {
  readonly jobs: JobRunner;
  readonly userId: number | null;
  readonly timeoutMs: number;
  /** The route's signal: aborted when the client goes away. */
  readonly signal: AbortSignal;
  /** The caller's id of the job (`?job=`), to follow and cancel it (job/:id). */
  readonly ticket?: string | undefined;
}

/** A route's job under the general time-out (JOB_TIMEOUT_MS), owned by its caller. */
export const routeJobCall = (
  ctx: Pick<AppContext, 'jobs' | 'config'>,
  user: AuthUser | null,
  signal: AbortSignal,
): JobCall => ({ jobs: ctx.jobs, userId: user?.id ?? null, timeoutMs: ctx.config.jobTimeoutMs, signal });

const run = <O>(call: JobCall, kind: string, input: unknown, atoms: number | null): Promise<O> => {
  const job: JobDescription = {
    kind,
    input,
    limits: { timeoutMs: call.timeoutMs },
    owner: { userId: call.userId },
    atoms,
  };
  return call.jobs.run<O>(job, call.signal, call.ticket);
};

// One typed entry per job kind: the only place where a kind's input and result types meet the runner.

/** The atomtype route's answer, checked and written in the worker. */
export const runAtomTypes = async (call: JobCall, input: AtomTypeJobInput): Promise<PreparedJson> =>
  new PreparedJson(await run<string>(call, ATOM_TYPE_JOB, input, null));

/** The param route's answer, checked and written in the worker. */
export const runParameterSet = async (call: JobCall, input: ParameterJobInput): Promise<PreparedJson> =>
  new PreparedJson(await run<string>(call, PARAMETER_JOB, input, null));

export const runCharges = (
  call: JobCall,
  method: ChargeMethod,
  input: ChargeJobInput,
): Promise<ChargeJobResult> => run(call, chargeJobKind(method), input, input.molecule.atomCount);

export const runGen3d = (call: JobCall, input: Gen3dJobInput): Promise<Molecule> =>
  run(call, GEN3D_JOB, input, input.molecule.atomCount);

export const runGen3dSmiles = (call: JobCall, input: Gen3dSmilesJobInput): Promise<Molecule> =>
  run(call, GEN3D_SMILES_JOB, input, null);

// The conversion calls (convert-jobs.ts): the structure's size is known only once it is read.

export const runConvert = (call: JobCall, input: ConvertJobInput): Promise<string> =>
  run(call, CONVERT_JOB, input, null);

export const runReadStructure = (call: JobCall, input: ConvertJobInput): Promise<Molecule> =>
  run(call, CONVERT_READ_JOB, input, null);

export const runWriteStructure = (call: JobCall, input: ConvertWriteJobInput): Promise<string> =>
  run(call, CONVERT_WRITE_JOB, input, input.molecule.atomCount);

export const runCellToMol2 = (call: JobCall, input: ConvertJobInput): Promise<string> =>
  run(call, CELL_TO_MOL2_JOB, input, null);

export const runMol2ToCell = (call: JobCall, input: Mol2ToCellJobInput): Promise<string> =>
  run(call, MOL2_TO_CELL_JOB, input, null);

export const runSortMol2 = (call: JobCall, input: Mol2JobInput): Promise<string> =>
  run(call, SORT_MOL2_JOB, input, null);

export const runReduce = (call: JobCall, input: ReduceJobInput): Promise<string> =>
  run(call, REDUCE_JOB, input, null);

// The polymer builder (polymer-jobs.ts): a unit matched and its conformers searched, then the chain grown.

export const runPolymerUnit = (call: JobCall, input: PolymerUnitJobInput): Promise<PolymerUnit> =>
  run(call, POLYMER_UNIT_JOB, input, input.capped.atomCount);

export const runPolymerBuild = (call: JobCall, input: PolymerBuildJobInput): Promise<PolymerBuildJobResult> =>
  run(call, POLYMER_BUILD_JOB, input, null);

// The coarse-grained builder (coarse/conformer-job.ts): Open Babel's conformers for the CG bonded terms.

export const runCgConformers = (call: JobCall, input: CgConformersJobInput): Promise<CgConformers> =>
  run(call, CG_CONFORMERS_JOB, input, input.molecule.atomCount);
