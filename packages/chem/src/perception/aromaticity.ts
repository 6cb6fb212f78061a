import { BondOrder } from '../core/bond-order.js';
import { ChemError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import { adjacency } from '../core/molecule.js';
import { fusedSystems, nextRingSetLevel } from './fused-ring-sets.js';
import { huckelDonor } from './huckel-donors.js';
import type { AtomBonding, PiDonor } from './pi-electrons.js';
import { atomBonding } from './pi-electrons.js';
import type { RingInfo } from './rings.js';
import { findRings } from './rings.js';

/**
 * Aromaticity perception on a Kekulé structure (bond orders 1/2/3 and formal charges).
 *
 * Model 'huckel' (the default; RDKit's default model re-implemented, RDKit Book "Aromaticity"):
 * 1. Every ring atom gets a π-electron range from its own bonds, lone pairs and charge
 *    (huckel-donors.ts): benzene C 1, pyridine N 1, pyrrole N–H / furan O / thiophene S 2,
 *    C⁻ 2, C⁺ 0, a C with an exocyclic C=O 0, sp3 atoms disqualify the ring.
 * 2. Candidate rings are the SSSR rings all of whose atoms qualify. Candidate rings sharing exactly
 *    one bond form fused systems (rings over 24 atoms are not fused), as in RDKit 2022.09.
 * 3. In each fused system every connected set of up to 6 rings is tested, smallest sets first:
 *    the π electrons of the set's atoms that lie in one or two of its rings are summed (each atom
 *    once), and the set is aromatic when some count in the summed range is 4n+2 with at least 6
 *    electrons, or when the total is exactly 2 (cyclopropenium). This catches azulene (5 + 7 ring
 *    atoms, neither ring alone) and leaves out cyclooctatetraene (8).
 * 4. An aromatic set marks all its atoms, and those of its bonds that lie in only one of its
 *    rings: the bond shared by azulene's two rings stays non-aromatic, as in RDKit.
 * Bonds the input already marks aromatic (mol2 `ar`, MDL 4) stay aromatic, with their atoms.
 *
 * Differences from RDKit: rings come from our SSSR, not RDKit's symmetrised SSSR (extra rings of
 * equal size), which matters only for cages; connected ring sets are built directly instead of
 * filtering all combinations, and a level is cut at MAX_RING_SETS_PER_LEVEL sets where RDKit stops
 * systems of over 300 rings after pairs. In extended periodic structures a single ring counts every
 * atom occurrence (graphite's hexagon 0,2,0,2,0,2 has 6 π electrons) but fused sets count each
 * atom index once, which undercounts sets that wrap around a small cell.
 *
 * New models are added as one more entry in MODELS: an atom rule, a ring rule and fusion limits.
 */
export type AromaticityModel = 'huckel';

export interface AromaticityRules {
  /** π contribution of a ring atom; undefined when it cannot be aromatic. */
  readonly donor: (atom: AtomBonding) => PiDonor | undefined;
  /** Whether a ring (or fused set) with a π count in [min, max] is aromatic. */
  readonly accepts: (min: number, max: number) => boolean;
  /** Largest number of rings tested together. */
  readonly maxFusedRings: number;
  /** Rings larger than this are only tested on their own. */
  readonly maxFusedRingSize: number;
}

/** Hückel's rule as RDKit applies it: 4n+2 with n ≥ 1 within the range, or exactly 2 electrons in total. */
export function huckelRule(min: number, max: number): boolean {
  if (max >= 6) {
    for (let e = min; e <= max; e++) if ((e - 2) % 4 === 0) return true;
    return false;
  }
  return max === 2;
}

export const AROMATICITY_MODELS: Readonly<Record<AromaticityModel, AromaticityRules>> = {
  huckel: { donor: huckelDonor, accepts: huckelRule, maxFusedRings: 6, maxFusedRingSize: 24 },
};

export const MAX_RING_SETS_PER_LEVEL = 20_000;

export interface AromaticFlags {
  /** 1 = aromatic, per atom. */
  readonly atoms: Uint8Array;
  /** 1 = aromatic, per bond. */
  readonly bonds: Uint8Array;
}

export function perceiveAromaticity(
  mol: Molecule,
  rings: RingInfo = findRings(mol),
  model: AromaticityModel = 'huckel',
): AromaticFlags {
  const rules = AROMATICITY_MODELS[model];
  if (rules === undefined) throw new ChemError('perception', `Unknown aromaticity model '${String(model)}'.`);
  const flags = { atoms: new Uint8Array(mol.atomCount), bonds: new Uint8Array(mol.bonds.count) };
  markInputAromatic(mol, flags);
  const donors = ringAtomDonors(mol, rings, rules);
  const candidates = rings.rings.flatMap((ring, r) =>
    ring.every((a) => donors[a] !== undefined) ? [r] : [],
  );
  const neighbours = ringNeighbours(rings, candidates, rules.maxFusedRingSize);
  const context: SystemContext = { rings, candidates, neighbours, donors, rules, flags };
  for (const system of fusedSystems(neighbours)) markFusedSystem(system, context);
  return flags;
}

function markInputAromatic(mol: Molecule, flags: AromaticFlags): void {
  for (let k = 0; k < mol.bonds.count; k++) {
    if (mol.bonds.order[k] !== BondOrder.Aromatic) continue;
    flags.bonds[k] = 1;
    flags.atoms[mol.bonds.a[k]!] = 1;
    flags.atoms[mol.bonds.b[k]!] = 1;
  }
}

function ringAtomDonors(mol: Molecule, rings: RingInfo, rules: AromaticityRules): (PiDonor | undefined)[] {
  const adj = adjacency(mol);
  const donors = new Array<PiDonor | undefined>(mol.atomCount);
  rings.atomRings.forEach((list, i) => {
    if (list.length > 0) donors[i] = rules.donor(atomBonding(mol, adj, rings.bondInRing, i));
  });
  return donors;
}

/**
 * Neighbour lists over candidate positions: candidate rings, both within the size limit, that share
 * exactly one bond (ortho-fused). Rings sharing longer paths (porphyrin's pyrroles and its inner
 * 16-ring share two bonds) are not fused, as in RDKit.
 */
function ringNeighbours(rings: RingInfo, candidates: readonly number[], maxSize: number): number[][] {
  const byBond = new Map<number, number[]>();
  candidates.forEach((r, c) => {
    if (rings.rings[r]!.length > maxSize) return;
    for (const bond of rings.ringBonds[r]!) byBond.set(bond, [...(byBond.get(bond) ?? []), c]);
  });
  const shared = candidates.map(() => new Map<number, number>());
  for (const list of byBond.values()) {
    for (const x of list) for (const y of list) if (x !== y) shared[x]!.set(y, (shared[x]!.get(y) ?? 0) + 1);
  }
  return shared.map((m) => [...m].flatMap(([y, n]) => (n === 1 ? [y] : [])).sort((a, b) => a - b));
}

interface SystemContext {
  readonly rings: RingInfo;
  readonly candidates: readonly number[];
  readonly neighbours: readonly (readonly number[])[];
  readonly donors: readonly (PiDonor | undefined)[];
  readonly rules: AromaticityRules;
  readonly flags: AromaticFlags;
}

/**
 * Tests the connected ring sets of one fused system, smallest first, and stops once every bond of
 * the system is marked (nothing more can change).
 */
function markFusedSystem(system: readonly number[], ctx: SystemContext): void {
  const ringsOf = (set: readonly number[]): number[] => set.map((c) => ctx.candidates[c]!);
  const systemBonds = [...new Set(ringsOf(system).flatMap((r) => ctx.rings.ringBonds[r]!))];
  const maxSize = Math.min(system.length, ctx.rules.maxFusedRings);
  let level: readonly (readonly number[])[] = system.map((c) => [c]);
  for (let size = 1; size <= maxSize && level.length > 0; size++) {
    for (const set of level) testRingSet(ringsOf(set), ctx);
    if (size === maxSize || systemBonds.every((b) => ctx.flags.bonds[b])) return;
    level = nextRingSetLevel(level, ctx.neighbours, MAX_RING_SETS_PER_LEVEL).sets;
  }
}

/**
 * The π count of a ring set runs over the atoms that lie in one or two of its rings: an atom
 * buried in three rings (the centre of acepentalene) has no p orbital on the perimeter (RDKit
 * issue 2895). A single ring counts each atom occurrence (a periodic ring may pass an atom twice).
 */
function piAtoms(set: readonly number[], rings: RingInfo): readonly number[] {
  if (set.length === 1) return rings.rings[set[0]!]!;
  const uses = new Map<number, number>();
  for (const r of set) for (const a of rings.rings[r]!) uses.set(a, (uses.get(a) ?? 0) + 1);
  return [...uses].flatMap(([a, n]) => (n <= 2 ? [a] : []));
}

function testRingSet(set: readonly number[], ctx: SystemContext): void {
  const { rings, donors, flags } = ctx;
  let min = 0;
  let max = 0;
  for (const a of piAtoms(set, rings)) {
    min += donors[a]!.min;
    max += donors[a]!.max;
  }
  if (!ctx.rules.accepts(min, max)) return;
  for (const r of set) for (const a of rings.rings[r]!) flags.atoms[a] = 1;
  const uses = new Map<number, number>();
  // Per ring each bond once: graphite's small cell gives a hexagon that passes each bond twice.
  for (const r of set) for (const b of new Set(rings.ringBonds[r]!)) uses.set(b, (uses.get(b) ?? 0) + 1);
  for (const [b, n] of uses) if (n === 1) flags.bonds[b] = 1;
}
