import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { cmlFiles } from './lib/cml-files.js';
import { RDKIT_GRAPH_PRELUDE } from './lib/rdkit-graph.js';
import { pathToFileURL } from 'node:url';
import { symbolOf } from '../packages/chem/src/core/elements.js';
import type { BondOrder } from '../packages/chem/src/core/bond-order.js';
import type { Molecule } from '../packages/chem/src/core/molecule.js';
import { MoleculeBuilder } from '../packages/chem/src/core/molecule.js';
import { cmlFormat } from '../packages/chem/src/io/cml/index.js';
import { perceiveAromaticity } from '../packages/chem/src/perception/aromaticity.js';
import { findRings } from '../packages/chem/src/perception/rings.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/validate-aromaticity.ts [directory | file.smi]`:
 * compares perceiveAromaticity ('huckel') with RDKit's default aromaticity model, an independent
 * implementation, on every .cml file under the directory (default /usr/share/chemical-structures,
 * 568 molecules with explicit hydrogens and Kekulé bond orders), or on the molecules of a SMILES
 * file (see smilesSamples).
 *
 * Each file is read with the project's CML reader; RDKit (/usr/bin/python3) gets exactly the same
 * graph (elements, formal charges, bonds and orders, hydrogens explicit, no implicit ones) and
 * sanitises it, which perceives aromaticity. Sanitisation skips RDKit's clean-up step, which would
 * rewrite N(=O)=O nitro groups into [N+](=O)[O-] and so compare a different graph; files that write
 * nitro groups N(=O)-O without charges fail RDKit's valence check and are sanitised without it
 * (they are counted). Reported: atoms whose aromatic flag agrees, molecules
 * whose flags all agree, and every disagreeing molecule with its atoms.
 */
export const DEFAULT_ROOT = '/usr/share/chemical-structures';

export interface Sample {
  readonly path: string;
  readonly molecule: Molecule;
}

/** Samples from a directory of .cml files (the project's CML reader) or from a .smi file (see smilesSamples). */
export function loadSamples(source: string): Sample[] {
  if (source.toLowerCase().endsWith('.smi')) return smilesSamples(source);
  return cmlFiles(source).flatMap((path) =>
    cmlFormat.read!(readFileSync(path, 'utf8'), { fileName: path }).molecules.map((molecule) => ({
      path,
      molecule,
    })),
  );
}

const SMILES_TO_GRAPHS = `
import sys, json
from rdkit import Chem, RDLogger
RDLogger.DisableLog('rdApp.*')
out = []
for n, line in enumerate(open(sys.argv[1])):
    parts = line.split()
    m = Chem.MolFromSmiles(parts[0]) if parts else None
    if m is None:
        continue
    m = Chem.AddHs(m)
    try:
        Chem.Kekulize(m, clearAromaticFlags=True)
    except Exception:
        continue
    out.append({'line': n + 1, 'title': parts[-1], 'elements': [a.GetAtomicNum() for a in m.GetAtoms()],
                'charges': [a.GetFormalCharge() for a in m.GetAtoms()],
                'bonds': [[b.GetBeginAtomIdx(), b.GetEndAtomIdx(), int(b.GetBondTypeAsDouble())] for b in m.GetBonds()]})
json.dump(out, sys.stdout)
`;

/**
 * Samples from a SMILES file (e.g. /usr/share/RDKit/Data/NCI/first_5K.smi): RDKit parses each
 * line, adds explicit hydrogens and writes a Kekulé structure, which becomes our Molecule; the
 * comparison then runs on that graph exactly as for CML files. A second, broader test set.
 */
function smilesSamples(file: string): Sample[] {
  const run = spawnSync('/usr/bin/python3', ['-c', SMILES_TO_GRAPHS, file], { maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`RDKit failed: ${run.stderr.toString()}`);
  type Graph = { line: number; title: string; elements: number[]; charges: number[]; bonds: number[][] };
  return (JSON.parse(run.stdout.toString()) as Graph[]).map((g) => {
    const builder = new MoleculeBuilder(g.title);
    g.elements.forEach((element, i) =>
      builder.addAtom({ element, x: 0, y: 0, z: 0, formalCharge: g.charges[i]! }),
    );
    for (const [a = 0, b = 0, order = 1] of g.bonds) builder.addBond({ a, b, order: order as BondOrder });
    return { path: `${file}:${g.line}`, molecule: builder.build() };
  });
}

/** A sample's name in reports: its path below the directory, or `line n` of a SMILES file. */
export const sampleLabel = (root: string, path: string): string =>
  path.startsWith(`${root}:`) ? `line ${path.slice(root.length + 1)}` : relative(root, path);

export interface RdkitAnswer {
  readonly aromatic?: number[];
  /** Chem.CanonicalRankAtoms(mol, breakTies=False). */
  readonly ranks?: number[];
  /** True when RDKit rejected the valences (nitro groups written N(=O)-O) and sanitised without that check. */
  readonly relaxed?: boolean;
  readonly error?: string;
}

const RDKIT_SCRIPT = `${RDKIT_GRAPH_PRELUDE}
out = []
for m in json.load(sys.stdin):
    try:
        # No clean-up step: it would rewrite N(=O)=O as [N+](=O)[O-], a different graph from ours.
        mol, relaxed = sanitized(m, Chem.SanitizeFlags.SANITIZE_ALL ^ Chem.SanitizeFlags.SANITIZE_CLEANUP)
        out.append({'aromatic': [int(a.GetIsAromatic()) for a in mol.GetAtoms()],
                    'ranks': list(Chem.CanonicalRankAtoms(mol, breakTies=False)), 'relaxed': relaxed})
    except Exception as e:
        out.append({'error': str(e)})
json.dump(out, sys.stdout)
`;

/** Runs RDKit once over all molecules. */
export function rdkitReference(molecules: readonly Molecule[]): RdkitAnswer[] {
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
  return JSON.parse(run.stdout.toString()) as RdkitAnswer[];
}

export const atomLabel = (mol: Molecule, i: number): string => `${symbolOf(mol.elements[i]!)}${i + 1}`;

function main(): void {
  const root = process.argv[2] ?? DEFAULT_ROOT;
  const samples = loadSamples(root);
  const answers = rdkitReference(samples.map((s) => s.molecule));
  let atoms = 0;
  let agreeing = 0;
  let molecules = 0;
  let rdkitErrors = 0;
  let aromaticAtoms = 0;
  const relaxed = answers.filter((a) => a.relaxed).length;
  samples.forEach(({ path, molecule }, n) => {
    const reference = answers[n]!;
    if (!reference.aromatic) {
      rdkitErrors++;
      console.log(`RDKIT-ERROR ${sampleLabel(root, path)}: ${reference.error}`);
      return;
    }
    const ours = perceiveAromaticity(molecule, findRings(molecule)).atoms;
    const differing = reference.aromatic.flatMap((flag, i) => (flag === ours[i] ? [] : [i]));
    atoms += molecule.atomCount;
    aromaticAtoms += reference.aromatic.filter((f) => f === 1).length;
    agreeing += molecule.atomCount - differing.length;
    if (differing.length === 0) molecules++;
    else {
      const detail = differing.map(
        (i) => `${atomLabel(molecule, i)} ours ${ours[i]} RDKit ${reference.aromatic![i]}`,
      );
      console.log(`DIFFERS ${sampleLabel(root, path)} (${molecule.title}): ${detail.join(', ')}`);
    }
  });
  const compared = samples.length - rdkitErrors;
  const percent = atoms === 0 ? 0 : (100 * agreeing) / atoms;
  console.log(
    `SUMMARY aromaticity: ${agreeing}/${atoms} atoms agree with RDKit (${percent.toFixed(2)} %; ` +
      `${aromaticAtoms} aromatic to RDKit); ` +
      `${molecules}/${compared} molecules agree on every atom; ${rdkitErrors} RDKit errors, ` +
      `${relaxed} sanitised without RDKit's valence check; under ${root}`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
