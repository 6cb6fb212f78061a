import type { CgParameterSet, ParameterSet } from '@topoforge/contract';
import {
  CG_FORCEFIELD_LIST_ROUTE,
  CG_PARAM_MARTINI2_ROUTE,
  CG_PARAM_MARTINI3_ROUTE,
  COARSE_GRAIN_ROUTE,
  REMAPPING_ROUTE,
} from '@topoforge/contract';
import { getJson, postJson } from '../../../api/client';
import type { Bead } from './beads';

/** The coarse-grained calls of 001 §7 the page makes (contract api/coarse.ts). */

/** POST coarse-grain {mol2}: the automatic Martini 3 mapping. */
export const coarseGrain = (mol2: string): Promise<CgParameterSet> =>
  postJson(COARSE_GRAIN_ROUTE.path, { mol2 }, COARSE_GRAIN_ROUTE.answer.data);

/** POST remapping {mol2, cg_beads}: the user's beads typed and connected (a 400 names the bead or atom). */
export const remap = (mol2: string, beads: readonly Bead[]): Promise<CgParameterSet> =>
  postJson(REMAPPING_ROUTE.path, { mol2, cg_beads: beads }, REMAPPING_ROUTE.answer.data);

/** GET forcefield/coarse-grain: the CG force fields, the default first. */
export const cgForceFields = (signal?: AbortSignal): Promise<string[]> =>
  getJson(CG_FORCEFIELD_LIST_ROUTE.path, CG_FORCEFIELD_LIST_ROUTE.answer.data, signal);

const PARAM_ROUTES = [CG_PARAM_MARTINI3_ROUTE, CG_PARAM_MARTINI2_ROUTE];

/** The parameter call of a CG force field: the route whose path ends in `param_<force>`. */
export function cgParamPath(force: string): string | undefined {
  return PARAM_ROUTES.find((r) => r.path.endsWith(`/param_${force}`))?.path;
}

/**
 * POST coarse-grain/param_<force> {mol2, A, cg_beads, …}: the parameter set (System wire with
 * constraints, exclusionDepth, externalNonbonded), kept as it came for the topology download.
 */
export async function cgParameters(
  force: string,
  mol2: string,
  mapping: CgParameterSet,
): Promise<ParameterSet> {
  const route = PARAM_ROUTES.find((r) => r.path === cgParamPath(force));
  if (route === undefined) throw new Error(`no coarse-grained parameter call for '${force}'`);
  return postJson(route.path, { mol2, ...mapping }, route.answer.data);
}
