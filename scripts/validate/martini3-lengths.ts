import type { PartitionBead } from '../../packages/chem/src/coarse/mapping/index.js';
import { remapMartini3 } from '../../packages/chem/src/coarse/mapping/index.js';
import type { CgMapping } from '../../packages/chem/src/coarse/model.js';
import { coarseGrainSystem } from '../../packages/chem/src/coarse/params/system.js';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';

/**
 * Bond + constraint lengths of our Martini 3 parameters against a published cg.itp (the figure of issue
 * 21 "mean deviation of constraint lengths"). Pairs are keyed by the PUBLISHED bead numbers, so the
 * same pair is compared whichever mapping made our beads; a pair only one side holds (e.g. the published
 * hinge constraints of fused rings) is counted apart, not in the mean.
 */

/** "i-j" (1-based published bead numbers, i < j) → length in nm, from [ bonds ] and [ constraints ]. */
export function publishedLengths(itp: string): Map<string, number> {
  const out = new Map<string, number>();
  let section = '';
  for (const raw of itp.split('\n')) {
    const line = raw.replace(/;.*/, '').trim();
    const header = /^\[\s*(\w+)\s*\]/.exec(line);
    if (header) section = header[1]!.toLowerCase();
    else if (line !== '' && !line.startsWith('#') && (section === 'bonds' || section === 'constraints')) {
      const [i, j, , length] = line.split(/\s+/).map(Number);
      if (i !== undefined && j !== undefined && length !== undefined && Number.isFinite(length))
        out.set(pairKey(i, j), length);
    }
  }
  return out;
}

const pairKey = (i: number, j: number): string => `${Math.min(i, j)}-${Math.max(i, j)}`;

/** Our lengths keyed by published bead numbers: `published[b]` is the published number of our bead b. */
export function ourLengths(
  molecule: Molecule,
  mapping: CgMapping,
  conformers: readonly Float64Array[],
  published: readonly number[],
): Map<string, number> {
  const system = coarseGrainSystem(molecule, mapping, { forceField: 'martini3', conformers });
  const out = new Map<string, number>();
  const key = (a: number, b: number): string => pairKey(published[a]!, published[b]!);
  for (const c of system.constraints ?? []) out.set(key(c.atoms[0], c.atoms[1]), c.length);
  for (const b of system.bonds) out.set(key(b.atoms[0], b.atoms[1]), system.bondParameters[b.parameter]!.b0);
  return out;
}

export interface LengthComparison {
  /** |ours − published| per pair both hold, nm. */
  readonly deviations: number[];
  readonly onlyPublished: number;
  readonly onlyOurs: number;
}

export function compareLengths(ours: Map<string, number>, published: Map<string, number>): LengthComparison {
  const deviations: number[] = [];
  for (const [k, v] of ours) {
    const p = published.get(k);
    if (p !== undefined) deviations.push(Math.abs(v - p));
  }
  return {
    deviations,
    onlyPublished: [...published.keys()].filter((k) => !ours.has(k)).length,
    onlyOurs: [...ours.keys()].filter((k) => !published.has(k)).length,
  };
}

/** The published partition's heavy atoms (hydrogens follow their atom in our centres), ½-shares kept. */
export function publishedMapping(molecule: Molecule, ndx: readonly Map<number, number>[]): CgMapping {
  const partition: PartitionBead[] = ndx.map((bead) => {
    const heavy = [...bead].filter(([a]) => molecule.elements[a]! > 1);
    return { atoms: heavy.map(([a]) => a), weights: heavy.map(([, w]) => w) };
  });
  return remapMartini3(molecule, partition);
}

export const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
