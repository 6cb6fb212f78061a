import type { ParameterRequest } from '@topoforge/contract';
import { atomTypeRoute, parameterRoute } from '@topoforge/contract';
import { envelopeJson } from '../../../kernel/http/prepared-json.js';
import type { WorkerJobTable } from '../../../kernel/jobs/worker-protocol.js';
import { atomTypeOptions } from '../forcefield/atom-types.js';
import type { ParameterSetDeps } from '../forcefield/parameter-set.js';
import { buildParameterSet } from '../forcefield/parameter-set.js';
import { readWizardMol2 } from '../forcefield/structure.js';
import type { ChargeJobInput } from './charge-jobs.js';
import { chargeJob, chargeJobs } from './charge-jobs.js';
import { convertJobs } from './convert-jobs.js';
import { polymerJobs } from '../polymer/polymer-jobs.js';
import { carbonJobs } from '../carbon/carbon-jobs.js';
import { functionalGroupJobs } from '../carbon/functional-group-job.js';

export const ATOM_TYPE_JOB = 'forcefield:atomtype';
export const PARAMETER_JOB = 'forcefield:param';

/** The atom-type lookup (spec 000 §7) as data. */
export interface AtomTypeJobInput {
  readonly data: string;
  readonly forcefield: string;
  readonly premium: boolean;
}

/** The atom-parameter call (spec 000 §7) as data: the request and the files and version it needs. */
export interface ParameterJobInput {
  readonly request: ParameterRequest;
  readonly deps: ParameterSetDeps;
}

/**
 * The builder's computation, run in worker threads (the module a worker loads): the mol2 is read,
 * perceived and typed, and the parameter files are read, inside the worker, so a large structure never
 * holds the server's event loop; so are the conversion calls (convert-jobs.ts). Typing and parameters answer with the route's envelope as JSON text,
 * checked against the contract here: for thousands of atoms, checking and serialising the answer are
 * themselves tens of milliseconds.
 */
export const jobKinds = {
  [ATOM_TYPE_JOB]: (input: AtomTypeJobInput) =>
    envelopeJson(
      atomTypeRoute.answer.data,
      atomTypeOptions(readWizardMol2(input.data), input.forcefield, { premium: input.premium }),
    ),
  [PARAMETER_JOB]: async (input: ParameterJobInput) =>
    envelopeJson(parameterRoute.answer.data, await buildParameterSet(input.request, input.deps)),
  ...chargeJobs(false, (method) => (input: ChargeJobInput) => chargeJob(method, input)),
  ...convertJobs,
  ...polymerJobs,
  ...carbonJobs,
  ...functionalGroupJobs,
} satisfies WorkerJobTable;
