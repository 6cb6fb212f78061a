import type { FragmentKey } from '../data/building-blocks.js';
import type { FragmentGroup } from '../data/fragment-groups.js';
import type { AtomChemistry } from './atom-groups.js';
import type { HeavyGraph } from './graph.js';
import type { PartitionBead } from './partition.js';

const CARBON_LABELS: ReadonlySet<FragmentGroup> = new Set([
  'aromatic-c',
  'alkyl',
  'alkene',
  'vinyl',
  'quinone-c',
]);

/**
 * A bead's fragment key for the building-block table: the set of its atoms' labels. Heteroatom labels
 * name the bead's chemistry on their own (the carbons around a group do not change its block: Martini 3
 * keeps a block's type in smaller beads); a bead of carbons only is described by its carbon labels, plus
 * 'fused-pair' when it holds two ring-fusion atoms of carbocycles (naphthalene's central C=C), 'branch'
 * when an alkyl bead branches inside (isopropyl is not the printed propyl), and without 'alkyl' beside
 * 'alkene' (the unsaturation decides).
 */
export function fragmentKey(
  g: HeavyGraph,
  chem: AtomChemistry,
  bead: PartitionBead,
  charge: number,
): FragmentKey {
  const { labels, ringCount, hydrogens } = chem;
  const weightOf = (k: number) => bead.weights?.[k] ?? 1;
  const own = bead.atoms.map((a) => labels[a]!);
  const hetero = own.filter((l) => !CARBON_LABELS.has(l));
  let groups: FragmentGroup[];
  if (hetero.length > 0) groups = hetero;
  else {
    groups = own.includes('alkene') ? own.filter((l) => l !== 'alkyl') : own;
    const fusion = bead.atoms.filter((a) => chem.fusedCarbocyclic[a] === 1).length;
    if (fusion >= 2) groups = [...groups, 'fused-pair'];
    const inBead = new Set(bead.atoms);
    const branched = bead.atoms.some(
      (a) => g.nbrs[a]!.length >= 3 && g.nbrs[a]!.filter((b) => inBead.has(b)).length >= 2,
    );
    if (branched && groups.every((l) => l === 'alkyl')) groups = [...groups, 'branch'];
  }
  return {
    groups: [...new Set(groups)].sort(),
    charge: Math.round(charge),
    heavy: Math.round(bead.atoms.reduce((s, _, k) => s + weightOf(k), 0)),
    hydrogens: Math.round(bead.atoms.reduce((s, a, k) => s + weightOf(k) * hydrogens[a]!, 0)),
    ring: bead.atoms.some((a) => ringCount[a]! > 0),
  };
}
