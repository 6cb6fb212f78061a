import type { PolymerBody, PolymerPlan, PolymerRequest, PolymerUnit } from '@topoforge/chem';
import {
  cappedSmiles,
  isTopoForgeError,
  MAX_DEGREE,
  planPolymer,
  planSmiles,
  polymerRequestFromBody,
  readPolymerSmiles,
} from '@topoforge/chem';
import type { ServerConfig } from '../../../kernel/config.js';
import { HttpError, badRequest } from '../../../kernel/http/errors.js';
import type { Gen3dSettings } from '../convert/gen3d.js';
import { SERVER_GEN3D_TIMEOUT_MS } from '../convert/gen3d.js';
import type { JobCall } from '../jobs/run-jobs.js';
import { runGen3dSmiles, runPolymerBuild, runPolymerUnit } from '../jobs/run-jobs.js';
import type { ChainStore } from './chain-store.js';
import type { UnitCache } from './unit-cache.js';

export type PolymerKind = 'homopolymer' | 'block' | 'random';

/** What a build needs from the server: the programs' settings, the units kept and the chains built. */
export interface PolymerServices {
  readonly config: Pick<ServerConfig, 'programs' | 'openBabelData'>;
  readonly units: UnitCache;
  readonly chains: ChainStore;
}

/** The spec's body as the contract read it: degree and torsion may be missing (001 §5's "required" texts). */
export type PolymerBuildBody = Omit<PolymerBody, 'degree' | 'torsion'> & {
  readonly degree?: number | undefined;
  readonly torsion?: number | 'random' | undefined;
};

/** 001 §9: the angle's default, used when the seed is set and no angle is given (the page's rule, §5). */
const DEFAULT_TORSION = 180;

/** Open Babel's --gen3d is stochastic: a unit it leaves touching itself is built again (at most 3 times). */
const UNIT_ATTEMPTS = 3;

/**
 * One chain build (001 §7): the body is checked and the sequence drawn here (cheap, so a refusal answers
 * at once with the §5 text), each unit comes from the cache or from Open Babel (a child process) and a
 * worker thread, and the chain grows in a worker thread. Answers the mol2 and the chain's number.
 */
export async function buildChain(
  services: PolymerServices,
  kind: PolymerKind,
  body: PolymerBuildBody,
  call: JobCall,
): Promise<{ mol2: string; number: number }> {
  try {
    const request = polymerRequest(kind, body);
    const plan = planPolymer(request);
    const needed = unitsNeeded(plan);
    const units: [string, PolymerUnit][] = [];
    for (const [smiles, stars] of needed) {
      units.push([
        smiles,
        await services.units.get(smiles, stars, () => buildUnit(services, smiles, stars, call)),
      ]);
    }
    const result = await runPolymerBuild(call, { request, units });
    const kept = new Map(units.map(([, unit]) => [unit.smiles, unit]));
    return {
      mol2: result.mol2,
      number: services.chains.add({ ...result, units: kept, userId: call.userId }),
    };
  } catch (error) {
    throw polymerRefusal(error, kind);
  }
}

/** The typed request, after the §5 "required" rules chem cannot tell from a number (monomer, degree, angle). */
function polymerRequest(kind: PolymerKind, body: PolymerBuildBody): PolymerRequest {
  if (body.monomerlist.length === 0) {
    throw badRequest('invalid-request/polymer-monomer-required', { kind, field: 'monomerlist' });
  }
  if (body.degree === undefined) {
    throw badRequest('invalid-request/polymer-degree', {
      field: 'degree',
      missing: true,
      max: MAX_DEGREE[kind],
    });
  }
  const seedSet = body.seed !== undefined && body.seed !== -1;
  if (body.torsion === undefined && !seedSet) {
    throw badRequest('invalid-request/polymer-torsion', { field: 'torsion', missing: true });
  }
  return polymerRequestFromBody(kind, {
    ...body,
    degree: body.degree,
    torsion: body.torsion ?? DEFAULT_TORSION,
  });
}

/** Each SMILES of the plan with its number of `*` (a monomer 2, an end group 1), read before any program runs. */
function unitsNeeded(plan: PolymerPlan): [string, 1 | 2][] {
  const monomers = new Set(plan.monomers.map((m) => m.psmiles));
  return planSmiles(plan).map((smiles) => {
    const stars = monomers.has(smiles) ? 2 : 1;
    readPolymerSmiles(smiles, stars);
    return [smiles, stars];
  });
}

/**
 * A unit in 3D: the p-SMILES with every `*` written as [H] goes to Open Babel (`obabel -ismi -osdf -h
 * --gen3d`, the conversion's job), and a worker matches the result to the string and finds its conformers.
 * The unit's jobs carry no ticket: the caller's ticket follows the chain's growth.
 */
async function buildUnit(
  services: PolymerServices,
  smiles: string,
  stars: 1 | 2,
  call: JobCall,
): Promise<PolymerUnit> {
  const settings: Omit<Gen3dSettings, 'signal'> = {
    command: services.config.programs.obabel,
    dataDir: services.config.openBabelData,
    timeoutMs: SERVER_GEN3D_TIMEOUT_MS + 5_000,
  };
  const unitCall: JobCall = { ...call, ticket: undefined };
  let unit: PolymerUnit | undefined;
  for (let attempt = 0; attempt < UNIT_ATTEMPTS && (unit === undefined || unit.selfContacts > 0); attempt++) {
    const capped = await runGen3dSmiles(
      { ...unitCall, timeoutMs: SERVER_GEN3D_TIMEOUT_MS },
      { smiles: { smiles: cappedSmiles(smiles), title: smiles }, settings },
    );
    unit = await runPolymerUnit(unitCall, { smiles, stars, capped });
  }
  return unit!;
}

/**
 * chem's refusals (ChemError 'invalid-request' with `data.rule`) as the catalogue's polymer texts
 * (messages/polymer.ts), under the wire code invalid-request; anything else as it was.
 */
export function polymerRefusal(error: unknown, kind: PolymerKind): unknown {
  if (!isTopoForgeError(error) || error.code !== 'invalid-request') return error;
  const rule = error.data.rule;
  if (typeof rule !== 'string') return error;
  return new HttpError(400, `invalid-request/polymer-${rule}`, {
    ...error.data,
    kind,
    message: error.message,
  });
}
