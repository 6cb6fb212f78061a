import { readFileSync } from 'node:fs';
import type { Molecule } from '../packages/chem/src/core/molecule.js';
import { smiles } from '../packages/chem/src/perception/testing/smiles.js';
import { typeOpls } from '../packages/chem/src/typing/opls/type-opls.js';
import { GAFF_EXAMPLES } from './atomtype-examples.js';

/**
 * Small molecules (Kekulé SMILES for the project's test reader) whose atoms our OPLS-AA/L typer types,
 * besides the GAFF examples: the groups of the OPLS-AA papers (JMT1996, RJ1999, POJ2001, MJ1998, JM1998).
 * Each OPLS-AA/L type's picture is its first example here, in this order (simplest groups first), then
 * the smallest GAFF example, with the first atom our typer gives that type.
 */
const OPLS_EXTRA_SMILES: readonly string[] = [
  'C',
  'CCC',
  'CC(C)C',
  'CC(C)(C)C',
  'CC=CC',
  'CC(C)=C',
  'CCO',
  'CC(C)O',
  'CC(C)(C)O',
  'C1=CC=CC=C1',
  'OC1=CC=CC=C1',
  'CC=O',
  'O=CC1=CC=CC=C1',
  'CC(=O)O',
  'CC(=O)[O-]',
  'CC(=O)OC',
  'CC(=O)NC',
  'CC(=O)N(C)C',
  'NC=O',
  'CCN',
  'CNC',
  'CN(C)C',
  'C[NH2+]C',
  'C[NH+](C)C',
  'C[N+](C)(C)C',
  'NC1=CC=CC=C1',
  'CC1=CC=CC=C1',
  'ClC1=CC=CC=C1',
  'FC1=CC=CC=C1',
  'BrC1=CC=CC=C1',
  'IC1=CC=CC=C1',
  'C1=CC=NC=C1',
  'C1=CNC=C1',
  'C1=COC=C1',
  'C1=CN=CN1',
  'C1=CC=NN1',
  'C1=CC2=CC=CC=C2N1',
  'C1=CN=CN=C1',
  'C1=CC=NN=C1',
  'CC#N',
  'C#C',
  'CC#C',
  'CC#CC',
  'C[N+](=O)[O-]',
  'CSC',
  'CS',
  'CSSC',
  'CS(C)=O',
  'CS(=O)(=O)C',
  'CS(=O)(=O)N',
  'SC1=CC=CC=C1',
  'FC(F)(F)C',
  'ClC(Cl)Cl',
  'CCl',
  'CBr',
  'CI',
  'CF',
  'COC',
  'C1CCOC1',
  'C1CCCCC1',
  'C1CC1',
  'O',
  'CC(=O)C',
  'CC1=CC=C(O)C=C1',
  'C1=CC=C(C=C1)C2=CC=CC=C2',
];

export interface OplsExample {
  readonly type: string;
  readonly smiles: string;
  readonly molecule: Molecule;
  /** 0-based index of the atom that carries the type. */
  readonly marked: number;
}

/** One example per OPLS-AA/L type our typer gives on the SMILES above: the smallest molecule, first atom. */
export function oplsExamples(): OplsExample[] {
  const bySize = (list: readonly string[]) =>
    list
      .map((smi) => ({ smi, molecule: smiles(smi) }))
      .sort((a, b) => a.molecule.atomCount - b.molecule.atomCount || a.smi.localeCompare(b.smi));
  const extra = new Set(OPLS_EXTRA_SMILES);
  const gaff = GAFF_EXAMPLES.map((e) => e.smiles).filter((smi) => !extra.has(smi));
  const listed = OPLS_EXTRA_SMILES.map((smi) => ({ smi, molecule: smiles(smi) }));
  const molecules = [...listed, ...bySize([...new Set(gaff)])];
  const found = new Map<string, OplsExample>();
  for (const { smi, molecule } of molecules) {
    const { types } = typeOpls(molecule, { partial: true });
    types.forEach((type, marked) => {
      if (type !== '' && !found.has(type)) found.set(type, { type, smiles: smi, molecule, marked });
    });
  }
  return [...found.values()].sort((a, b) => a.type.localeCompare(b.type, 'en', { numeric: true }));
}

/**
 * The description of every type in gromacs-data's oplsaa.ff/atomtypes.atp: the comment after ';' on its
 * line (e.g. "opls_135   12.01100  ; alkane CH3"), spaces collapsed.
 */
export function oplsDescriptions(atp: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of atp.split('\n')) {
    const m = /^\s*(opls_\S+)\s+[\d.]+\s*;(.*)$/.exec(line);
    const text = m?.[2]?.replace(/\s+/g, ' ').trim();
    if (m?.[1] !== undefined && text !== undefined && text !== '') out[m[1]] = text;
  }
  return out;
}

export const OPLS_ATP = '/usr/share/gromacs/top/oplsaa.ff/atomtypes.atp';
export const readOplsDescriptions = (): Record<string, string> =>
  oplsDescriptions(readFileSync(OPLS_ATP, 'utf8'));
