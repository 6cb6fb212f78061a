import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Molecule } from '../packages/chem/src/core/molecule.js';
import { loadMmff94Tables, mmff94Charges, mmff94Types } from '../packages/chem/src/charges/mmff94/index.js';
import { kekulize } from '../packages/chem/src/perception/kekulize.js';
import { atomLabel, DEFAULT_ROOT, loadSamples, sampleLabel } from './validate-aromaticity.js';
import { RDKIT_GRAPH_PRELUDE } from './lib/rdkit-graph.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/validate-mmff94.ts [directory | file.smi] [parameter dir]`:
 * compares our MMFF94 numeric atom types and partial charges (packages/chem/src/charges/mmff94)
 * with RDKit's MMFF94 (MMFFGetMoleculeProperties: GetMMFFAtomType, GetMMFFPartialCharge), an
 * independent implementation, on every .cml file under the directory (default
 * /usr/share/chemical-structures) or every molecule of a SMILES file. The parameter tables are
 * read from Open Babel's copy of the Merck files (default /usr/share/openbabel/3.1.1).
 *
 * RDKit gets exactly our graph (elements, formal charges, Kekulé bonds, explicit hydrogens) and
 * sanitises it as usual (its clean-up step writes nitro groups N(=O)=O as [N+](=O)[O-]; MMFF types
 * and charges are the same for both forms); files whose nitro groups are written N(=O)-O without
 * charges fail RDKit's valence check and are sanitised without it (counted). Reported: molecules RDKit can type, molecules whose
 * types all agree, molecules whose charges all agree within 1e-4 e, atoms with |Δq| ≤ 1e-4 e, and
 * every disagreement.
 */
const TOLERANCE = 1e-4;

const RDKIT_SCRIPT = `${RDKIT_GRAPH_PRELUDE}
from rdkit.Chem import AllChem
out = []
for m in json.load(sys.stdin):
    try:
        mol, relaxed = sanitized(m)
        mp = AllChem.MMFFGetMoleculeProperties(mol)
        if mp is None:
            out.append({'error': 'RDKit has no MMFF94 setup for it'})
            continue
        n = mol.GetNumAtoms()
        out.append({'types': [mp.GetMMFFAtomType(i) for i in range(n)],
                    'charges': [mp.GetMMFFPartialCharge(i) for i in range(n)], 'relaxed': relaxed})
    except Exception as e:
        out.append({'error': str(e)})
json.dump(out, sys.stdout)
`;

interface RdkitMmff {
  readonly types?: number[];
  readonly charges?: number[];
  readonly error?: string;
  /** True when RDKit rejected the valences and was sanitised without that check. */
  readonly relaxed?: boolean;
}

function rdkitMmff(molecules: readonly Molecule[]): RdkitMmff[] {
  const input = molecules.map((m) => ({
    elements: [...m.elements],
    charges: [...m.formalCharges],
    bonds: Array.from({ length: m.bonds.count }, (_, k) => [m.bonds.a[k], m.bonds.b[k], m.bonds.order[k]]),
  }));
  const run = spawnSync('/usr/bin/python3', ['-c', RDKIT_SCRIPT], {
    input: JSON.stringify(input),
    maxBuffer: 1 << 28,
  });
  if (run.status !== 0) throw new Error(`RDKit failed: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString()) as RdkitMmff[];
}

type Ours = { types: number[]; charges: Float64Array } | { error: string };

function ours(mol: Molecule, tables: ReturnType<typeof loadMmff94Tables>): Ours {
  try {
    return { types: mmff94Types(mol), charges: mmff94Charges(mol, tables) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

function main(): void {
  const root = process.argv[2] ?? DEFAULT_ROOT;
  const parameterDir = process.argv[3] ?? '/usr/share/openbabel/3.1.1';
  const tables = loadMmff94Tables((name) => readFileSync(join(parameterDir, name), 'utf8'));
  const samples = loadSamples(root).map((s) => ({ ...s, molecule: kekulize(s.molecule) ?? s.molecule }));
  const answers = rdkitMmff(samples.map((s) => s.molecule));
  const count = {
    relaxed: 0,
    bothRefuse: 0,
    typed: 0,
    typesAgree: 0,
    chargesAgree: 0,
    bothAgree: 0,
    atoms: 0,
    atomsAgree: 0,
  };
  samples.forEach(({ path, molecule }, n) => {
    const label = `${sampleLabel(root, path)} (${molecule.title})`;
    const ref = answers[n]!;
    if (!ref.types || !ref.charges) {
      const mine = ours(molecule, tables);
      if ('error' in mine) count.bothRefuse++;
      console.log(`RDKIT-ERROR ${label}: ${ref.error}; ours: ${'error' in mine ? mine.error : 'typed'}`);
      return;
    }
    count.typed++;
    if (ref.relaxed) count.relaxed++;
    const mine = ours(molecule, tables);
    count.atoms += molecule.atomCount;
    if ('error' in mine) {
      console.log(`OUR-ERROR ${label}: ${mine.error}`);
      return;
    }
    const typeDiffs = ref.types.flatMap((t, i) => (t === mine.types[i] ? [] : [i]));
    const chargeDiffs = ref.charges.flatMap((q, i) =>
      Math.abs(q - mine.charges[i]!) <= TOLERANCE ? [] : [i],
    );
    count.atomsAgree += molecule.atomCount - chargeDiffs.length;
    if (typeDiffs.length === 0) count.typesAgree++;
    if (chargeDiffs.length === 0) count.chargesAgree++;
    if (typeDiffs.length === 0 && chargeDiffs.length === 0) count.bothAgree++;
    if (typeDiffs.length > 0) {
      const detail = typeDiffs.map(
        (i) => `${atomLabel(molecule, i)} ours ${mine.types[i]} RDKit ${ref.types![i]}`,
      );
      console.log(`TYPES ${label}: ${detail.join(', ')}`);
    }
    if (chargeDiffs.length > 0) {
      const detail = chargeDiffs.map(
        (i) =>
          `${atomLabel(molecule, i)} ours ${mine.charges[i]!.toFixed(4)} RDKit ${ref.charges![i]!.toFixed(4)}`,
      );
      console.log(`CHARGES ${label}: ${detail.join(', ')}`);
    }
  });
  console.log(
    `SUMMARY mmff94: ${samples.length} molecules, ${count.typed} typed by RDKit; ` +
      `${count.typesAgree} with all types equal, ${count.chargesAgree} with all charges within ${TOLERANCE} e, ` +
      `${count.bothAgree} with both; ${count.atomsAgree}/${count.atoms} atoms with |Δq| ≤ ${TOLERANCE} e; ` +
      `${count.relaxed} typed by RDKit without its valence check; ` +
      `${count.bothRefuse}/${samples.length - count.typed} molecules RDKit cannot type are refused by ours too; under ${root}`,
  );
}

main();
