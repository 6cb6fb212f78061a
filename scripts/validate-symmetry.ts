import type { Molecule } from '../packages/chem/src/core/molecule.js';
import { symmetryClasses } from '../packages/chem/src/perception/symmetry.js';
import { atomLabel, DEFAULT_ROOT, loadSamples, rdkitReference, sampleLabel } from './validate-aromaticity.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/validate-symmetry.ts [directory | file.smi]`: compares
 * symmetryClasses with RDKit's `Chem.CanonicalRankAtoms(mol, breakTies=False)` (atoms with equal
 * rank are symmetry-equivalent to RDKit) on every .cml file under the directory (default
 * /usr/share/chemical-structures) or in a SMILES file. The same graphs go to RDKit as in
 * validate-aromaticity.ts.
 * Two partitions are identical when atoms i and j share a class in one exactly when they share
 * a class in the other. Reported: molecules with identical partitions, and for each other molecule
 * the atoms we merge that RDKit splits, and the reverse.
 */
function partitionDifference(
  mol: Molecule,
  ours: ArrayLike<number>,
  theirs: readonly number[],
): string | undefined {
  const firstOurs = new Map<number, number>();
  const firstTheirs = new Map<number, number>();
  const problems: string[] = [];
  for (let i = 0; i < mol.atomCount; i++) {
    const a = firstOurs.get(ours[i]!);
    const b = firstTheirs.get(theirs[i]!);
    if (a === undefined) firstOurs.set(ours[i]!, i);
    if (b === undefined) firstTheirs.set(theirs[i]!, i);
    if (a !== undefined && theirs[a] !== theirs[i])
      problems.push(`we merge ${atomLabel(mol, a)}~${atomLabel(mol, i)}`);
    if (b !== undefined && ours[b] !== ours[i])
      problems.push(`RDKit merges ${atomLabel(mol, b)}~${atomLabel(mol, i)}`);
  }
  return problems.length === 0 ? undefined : problems.slice(0, 6).join(', ');
}

function main(): void {
  const root = process.argv[2] ?? DEFAULT_ROOT;
  const samples = loadSamples(root);
  const answers = rdkitReference(samples.map((s) => s.molecule));
  let identical = 0;
  let compared = 0;
  let classes = 0;
  samples.forEach(({ path, molecule }, n) => {
    const ranks = answers[n]!.ranks;
    if (!ranks) {
      console.log(`RDKIT-ERROR ${sampleLabel(root, path)}: ${answers[n]!.error}`);
      return;
    }
    compared++;
    const ours = symmetryClasses(molecule);
    classes += new Set(ours).size;
    const difference = partitionDifference(molecule, ours, ranks);
    if (difference === undefined) identical++;
    else console.log(`DIFFERS ${sampleLabel(root, path)} (${molecule.title}): ${difference}`);
  });
  const percent = compared === 0 ? 0 : (100 * identical) / compared;
  console.log(
    `SUMMARY symmetry: ${identical}/${compared} molecules have the same symmetry classes as RDKit ` +
      `(${percent.toFixed(1)} %; ${classes} classes in all); under ${root}`,
  );
}

main();
