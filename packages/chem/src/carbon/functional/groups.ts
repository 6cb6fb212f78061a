/**
 * The functional groups of spec 001 §9 ("bridging oxygen, ether, hydroxyl, amino, carboxyl, nitro, carbonyl;
 * default _O_") and where each goes on a carbon lattice. The split follows the Lerf–Klinowski model of
 * graphene oxide (Lerf, He, Forster & Klinowski, J. Phys. Chem. B 102, 4477 (1998)): epoxides and hydroxyls
 * on the basal plane, carbonyl and carboxyl groups at the edges. Amino, nitro and ether groups are taken as
 * edge substituents replacing an aromatic C–H, as on an arene (aniline, nitrobenzene, anisole).
 */
export const FUNCTIONAL_GROUP_IDS = ['_O_', '-O-', '-OH', '-NH2', '-COOH', '-NO2', '=O'] as const;
export type FunctionalGroupId = (typeof FUNCTIONAL_GROUP_IDS)[number];

/** Spec 001 §3: group defaults to _O_ (bridging oxygen). */
export const DEFAULT_FUNCTIONAL_GROUP: FunctionalGroupId = '_O_';

/** Spec 001 §9 orientations; §3 default random. 'upward' is +z on a flat sheet and outward on a tube or cage. */
export const FUNCTIONAL_ORIENTATIONS = ['random', 'upward', 'downward'] as const;
export type FunctionalOrientation = (typeof FUNCTIONAL_ORIENTATIONS)[number];
export const DEFAULT_ORIENTATION: FunctionalOrientation = 'random';

/** Spec 001 §3 count default 1, §5 at least 1; the upper bound only keeps a request finite. */
export const FUNCTIONAL_COUNT_MIN = 1;
export const FUNCTIONAL_COUNT_MAX = 10000;

/** The seed of the random choices when a request gives none: the same request gives the same structure. */
export const DEFAULT_FUNCTIONAL_SEED = 1;

/**
 * 'basal': on a carbon with three carbon neighbours (the plane of a sheet, the wall of a tube, a cage), which
 * becomes sp3; 'bridge' (the epoxide) spans two such bonded carbons; 'edge': replaces the H of an edge C–H.
 */
export type SiteKind = 'basal' | 'bridge' | 'edge';

export interface FunctionalGroupInfo {
  readonly id: FunctionalGroupId;
  /** English name as spec 001 §9 lists it. */
  readonly name: string;
  readonly site: SiteKind;
  /** Atoms the group adds (the H it replaces not counted), Hill order. */
  readonly adds: string;
  readonly meaning: string;
}

export const FUNCTIONAL_GROUPS: readonly FunctionalGroupInfo[] = [
  {
    id: '_O_',
    name: 'bridging oxygen',
    site: 'bridge',
    adds: 'O',
    meaning: 'epoxide: one O bridging two bonded basal carbons, which become sp3',
  },
  {
    id: '-O-',
    name: 'ether',
    site: 'edge',
    adds: 'CH2O',
    meaning: 'methoxy ether C–O–CH3 replacing an edge H (an aryl methyl ether, as anisole)',
  },
  {
    id: '-OH',
    name: 'hydroxyl',
    site: 'basal',
    adds: 'HO',
    meaning: 'C–OH on a basal carbon, which becomes sp3',
  },
  { id: '-NH2', name: 'amino', site: 'edge', adds: 'H2N', meaning: 'C–NH2 replacing an edge H (as aniline)' },
  { id: '-COOH', name: 'carboxyl', site: 'edge', adds: 'CHO2', meaning: 'C–COOH replacing an edge H' },
  { id: '-NO2', name: 'nitro', site: 'edge', adds: 'NO2', meaning: 'C–NO2 replacing an edge H (N+ and O−)' },
  {
    id: '=O',
    name: 'carbonyl',
    site: 'edge',
    adds: 'O',
    meaning: 'ketone C=O replacing an edge H; its two ring bonds become single',
  },
];

export function functionalGroupInfo(id: FunctionalGroupId): FunctionalGroupInfo {
  return FUNCTIONAL_GROUPS.find((g) => g.id === id)!;
}

export const isFunctionalGroupId = (value: string): value is FunctionalGroupId =>
  (FUNCTIONAL_GROUP_IDS as readonly string[]).includes(value);

export const isFunctionalOrientation = (value: string): value is FunctionalOrientation =>
  (FUNCTIONAL_ORIENTATIONS as readonly string[]).includes(value);
