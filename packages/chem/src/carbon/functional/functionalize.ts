import type { Molecule } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import { scale } from '../../core/vec3.js';
import { hillFormula } from '../../perception/guest-names.js';
import type { CarbonBuild } from '../lattice/carbon-build.js';
import { epoxide, hydroxyl } from './basal.js';
import { Draft } from './draft.js';
import { edgeGroup } from './edge.js';
import { ContactGrid } from './grid.js';
import { restorePiBonds } from './pi-bonds.js';
import type { FunctionalGroupId, FunctionalOrientation } from './groups.js';
import { functionalGroupInfo } from './groups.js';
import type { Proposal } from './proposal.js';
import { apply, clashes } from './proposal.js';
import { splitMix32, shuffled } from './random.js';
import type { Random } from './random.js';
import type { CheckedRequest, FunctionalizeRequest } from './request.js';
import { checkFunctionalRequest, functionalError } from './request.js';
import type { Site } from './sites.js';
import { candidateSites, isFree } from './sites.js';
import { UpSide } from './surface.js';

export type Side = 'upward' | 'downward';

/** One group placed: its carbons and its own atoms (0-based indices in the answer's molecule), its side. */
export interface PlacedGroup {
  readonly carbons: readonly number[];
  readonly atoms: readonly number[];
  readonly side: Side;
}

export interface FunctionalizeDescription {
  readonly kind: 'functional-groups';
  readonly group: FunctionalGroupId;
  readonly name: string;
  readonly count: number;
  readonly orientation: FunctionalOrientation;
  readonly seed: number;
  /** Whether 'upward' meant one normal of a flat structure (+z for a sheet) or outward from its centroid. */
  readonly surface: 'flat' | 'curved';
  readonly groups: readonly PlacedGroup[];
  readonly formula: string;
}

/**
 * Adds `count` groups to a carbon structure (spec 001 §7 add-functional-group; groups.ts says where each
 * goes). Sites are tried in a seeded random order; a site is taken when it is free (sites.ts: no group on
 * the same or a neighbouring carbon) and the group clashes with nothing (proposal.ts); with orientation
 * random the side is drawn too, and the other side is tried when the first clashes; a Kekulé input gets a
 * Kekulé structure again (pi-bonds.ts). A periodic structure keeps its cell and its bonds through the boundary. Throws `invalid-request` (request.ts rules) when the
 * request is not allowed or fewer than `count` groups fit.
 */
export function addFunctionalGroups(
  molecule: Molecule,
  request: FunctionalizeRequest = {},
): CarbonBuild<FunctionalizeDescription> {
  const checked = checkFunctionalRequest(request);
  const info = functionalGroupInfo(checked.group);
  const draft = new Draft(molecule);
  const sites = candidateSites(draft, info.site);
  if (sites.length === 0) throw noSites(checked, info.site === 'edge');
  const up = new UpSide(draft);
  const grid = new ContactGrid(draft);
  const random = splitMix32(checked.seed);
  const taken = new Set<number>();
  const placed: { carbons: readonly number[]; atoms: number[]; side: Side }[] = [];
  for (const site of shuffled(sites, random)) {
    if (placed.length === checked.count) break;
    if (!isFree(draft, site, taken)) continue;
    const proposal = firstFitting(draft, grid, site, checked, up, random);
    if (!proposal) continue;
    for (const c of proposal.proposal.carbons) taken.add(c);
    placed.push({ carbons: site.carbons, atoms: apply(draft, grid, proposal.proposal), side: proposal.side });
  }
  if (placed.length < checked.count) {
    throw functionalError(
      'no-site',
      `Only ${placed.length} of ${checked.count} ${info.name} groups (${info.id}) fit on this structure: no free ` +
        `${info.site === 'edge' ? 'edge C–H' : 'basal carbon'} is left that is not next to a group or clashing.`,
      {
        field: 'count',
        value: checked.count,
        placed: placed.length,
        requested: checked.count,
        group: info.id,
      },
    );
  }
  const { molecule: drafted, index } = draft.toMolecule();
  const groups = placed.map((g) => ({
    carbons: g.carbons.map((c) => index[c]!),
    atoms: g.atoms.map((a) => index[a]!),
    side: g.side,
  }));
  const result = restorePiBonds(drafted, new Set(groups.flatMap((g) => g.carbons)));
  const all = [...Array(result.atomCount).keys()];
  return {
    molecule: result,
    description: {
      kind: 'functional-groups',
      ...checked,
      name: info.name,
      surface: up.isFlat ? 'flat' : 'curved',
      groups,
      formula: hillFormula(result.elements, all),
    },
  };
}

function noSites(request: CheckedRequest, edge: boolean): Error {
  const info = functionalGroupInfo(request.group);
  return edge
    ? functionalError(
        'no-edge',
        `${info.name} (${info.id}) goes on edge carbons (an aromatic C–H), and this structure has none: a periodic ` +
          'sheet or tube, or a fullerene, has no edges. Build it with H termination.',
        { field: 'group', value: info.id },
      )
    : functionalError(
        'no-basal',
        `${info.name} (${info.id}) goes on a basal carbon (three carbon neighbours), and this structure has none.`,
        { field: 'group', value: info.id },
      );
}

/** The sides to try at a site: the one asked, or with random a drawn side and then the other. */
function sidesFor(orientation: FunctionalOrientation, random: Random): Side[] {
  if (orientation === 'upward') return ['upward'];
  if (orientation === 'downward') return ['downward'];
  return random() < 0.5 ? ['upward', 'downward'] : ['downward', 'upward'];
}

function firstFitting(
  draft: Draft,
  grid: ContactGrid,
  site: Site,
  request: CheckedRequest,
  up: UpSide,
  random: Random,
): { proposal: Proposal; side: Side } | undefined {
  for (const side of sidesFor(request.orientation, random)) {
    const normal = siteNormal(site, up);
    if (!normal) return undefined;
    const n = side === 'upward' ? normal : scale(normal, -1);
    const proposal = propose(draft, site, request.group, n);
    if (!clashes(draft, grid, proposal)) return { proposal, side };
  }
  return undefined;
}

/** The upward normal at a site (the mean of its carbons' normals for an epoxide). */
function siteNormal(site: Site, up: UpSide): Vec3 | undefined {
  const normals = site.carbons.map((c) => up.at(c));
  if (normals.some((n) => n === undefined)) return undefined;
  const sum = (normals as Vec3[]).reduce<Vec3>((s, n) => [s[0] + n[0], s[1] + n[1], s[2] + n[2]], [0, 0, 0]);
  const length = Math.hypot(...sum);
  return length < 1e-6 ? undefined : scale(sum, 1 / length);
}

function propose(draft: Draft, site: Site, group: FunctionalGroupId, n: Vec3): Proposal {
  if (group === '_O_') return epoxide(draft, site.bond!, n);
  if (group === '-OH') return hydroxyl(draft, site.carbons[0]!, n);
  return edgeGroup(draft, group, site.carbons[0]!, site.hydrogen!, site.bond!, n);
}
