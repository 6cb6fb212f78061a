import type { GrapheneRequest, GraphyneRequest, NanotubeRequest } from '@topoforge/chem';
import {
  buildGraphene,
  buildGraphyne,
  buildNanotube,
  fullereneTree,
  resolveFullerene,
} from '@topoforge/chem';
import type { FullereneTreeAnswer } from '@topoforge/contract';
import { writeStructureText } from '../convert/structure-text.js';

export const CARBON_BUILD_JOB = 'carbon:build';
export const FULLERENE_JOB = 'carbon:fullerene';
export const FULLERENE_TREE_JOB = 'carbon:fullerene-tree';

/** One sheet or tube build as data (the request already checked against the caller's bounds). */
export type CarbonBuildInput =
  | { readonly kind: 'graphene'; readonly request: GrapheneRequest }
  | { readonly kind: 'nanotube'; readonly request: NanotubeRequest }
  | { readonly kind: 'graphyne'; readonly request: GraphyneRequest };

/** What a carbon call answers: the mol2 (CRYSIN when periodic) and chem's description of what was built. */
export interface CarbonBuildResult {
  readonly mol2: string;
  readonly description: object;
}

/** Builds a sheet or tube and writes it as mol2 (run inline for small builds, else in a worker). */
export function buildCarbon(input: CarbonBuildInput): CarbonBuildResult {
  const built =
    input.kind === 'graphene'
      ? buildGraphene(input.request)
      : input.kind === 'nanotube'
        ? buildNanotube(input.request)
        : buildGraphyne(input.request);
  return { mol2: writeStructureText(built.molecule, 'mol2'), description: built.description };
}

/** A named fullerene: the isomer, its relaxed and checked cage as mol2, and its Atlas data. */
export function buildFullerene(name: string): CarbonBuildResult {
  const f = resolveFullerene(name);
  return {
    mol2: writeStructureText(f.molecule, 'mol2'),
    description: {
      kind: 'fullerene',
      name: f.name,
      atomCount: f.molecule.atomCount,
      atlas: f.atlas ?? null,
      pointGroup: f.pointGroup,
      spiral: f.spiral ?? null,
      goldbergCoxeter: f.goldbergCoxeter ?? null,
      checks: f.checks,
    },
  };
}

/**
 * The carbon builder's computation, run in worker threads: fullerene enumeration (seconds for C52–C60,
 * cached per worker after the first call), cage relaxation (C720 ~2 s) and large VIP tubes.
 */
export const carbonJobs = {
  [CARBON_BUILD_JOB]: (input: CarbonBuildInput): CarbonBuildResult => buildCarbon(input),
  [FULLERENE_JOB]: (input: { readonly name: string }): CarbonBuildResult => buildFullerene(input.name),
  [FULLERENE_TREE_JOB]: (input: { readonly count: number }): FullereneTreeAnswer => treeAnswer(input.count),
};

/** The page's tree of one count, as JSON answers it (null where chem has no Atlas number or spiral). */
export function treeAnswer(count: number): FullereneTreeAnswer {
  const tree = fullereneTree(count);
  return {
    atomCount: tree.atomCount,
    groups: tree.groups.map((g) => ({
      pointGroup: g.pointGroup,
      isomers: g.isomers.map((i) => ({
        name: i.name,
        atlas: i.atlas ?? null,
        index: i.index,
        spiral: i.spiral ? [...i.spiral] : null,
      })),
    })),
  };
}
