import { MoleculeBuilder, adjacency, type Molecule } from '../packages/chem/src/core/molecule.js';
import { addWaterVirtualSites } from '../packages/chem/src/forcefields/water/four-point.js';
import type { WaterModel, WaterSiteType } from '../packages/chem/src/forcefields/water/models.js';
import { smiles } from '../packages/chem/src/perception/testing/smiles.js';
import { PAIRED_TYPES } from '../packages/chem/src/typing/gaff/conjugation.js';
import { GAFF_RULES } from '../packages/chem/src/typing/gaff/rules.js';

/**
 * One small fragment per GAFF atom type, drawn for the step-2 atom-type dialog (issue 6 item 3). The
 * SMILES is Kekulé SMILES for the project's test reader (hydrogens become explicit atoms, heavy atoms
 * keep SMILES order); `atom` is the 0-based heavy atom that carries the type, or with `hydrogen` the
 * heavy atom whose first hydrogen carries it. atomtype-examples.test.ts checks each against typeGaff.
 */
export interface AtomTypeExample {
  readonly type: string;
  readonly smiles: string;
  readonly atom: number;
  readonly hydrogen?: true;
}

const ex = (type: string, smi: string, atom: number): AtomTypeExample => ({ type, smiles: smi, atom });
const onH = (type: string, smi: string, atom: number): AtomTypeExample => ({
  type,
  smiles: smi,
  atom,
  hydrogen: true,
});

export const GAFF_EXAMPLES: readonly AtomTypeExample[] = [
  ex('c', 'CC(=O)C', 1),
  ex('c1', 'CC#N', 1),
  ex('c2', 'C=C', 0),
  ex('c3', 'CC', 0),
  ex('ca', 'C1=CC=CC=C1', 0),
  ex('cp', 'C1=CC=C(C=C1)C2=CC=CC=C2', 3),
  ex('cq', 'C1=CC=C(C(=C1)C2=CC=CC=C2)C3=CC=CC=C3', 4),
  ex('cc', 'C1=CNC=C1', 0),
  ex('cd', 'C1=CNC=C1', 1),
  ex('ce', 'C=CC=CC=C', 1),
  ex('cf', 'C=CC=CC=C', 3),
  ex('cg', 'C#CC#CC#C', 1),
  ex('ch', 'C#CC#CC#C', 3),
  ex('cu', 'C1=CC1', 0),
  ex('cv', 'C1=CCC1', 0),
  ex('cx', 'C1CC1', 0),
  ex('cy', 'C1CCC1', 0),
  ex('cz', 'NC(=[NH2+])N', 1),
  onH('h1', 'CO', 0),
  onH('h2', 'OCO', 1),
  onH('h3', 'OC(O)O', 1),
  onH('h4', 'C1=CC=NC=C1', 2),
  onH('h5', 'C1=CN=CN=C1', 3),
  onH('ha', 'C1=CC=CC=C1', 0),
  onH('hc', 'CC', 0),
  onH('hn', 'CN', 1),
  onH('ho', 'CO', 1),
  onH('hp', 'CPC', 1),
  onH('hs', 'CS', 1),
  onH('hx', 'C[NH3+]', 0),
  ex('f', 'CF', 1),
  ex('cl', 'CCl', 1),
  ex('br', 'CBr', 1),
  ex('i', 'CI', 1),
  ex('n', 'CC(=O)N', 3),
  ex('n1', 'CC#N', 2),
  ex('n2', 'C=NC', 1),
  ex('n3', 'CN', 1),
  ex('n4', 'C[NH3+]', 1),
  ex('na', 'C1=CNC=C1', 2),
  ex('nb', 'C1=CC=NC=C1', 3),
  ex('nc', 'C1=CC=NN1', 3),
  ex('nd', 'C1=CN=CN1', 2),
  ex('ne', 'C=CN=CC=C', 2),
  ex('nf', 'C=CC=NN=CC=C', 3),
  ex('nh', 'NC1=CC=CC=C1', 0),
  ex('no', 'C[N+](=O)[O-]', 1),
  ex('o', 'CC(=O)C', 2),
  ex('oh', 'CO', 1),
  ex('os', 'COC', 1),
  ex('s', 'CC(=S)C', 2),
  ex('s2', 'CN=S=O', 2),
  ex('sh', 'CS', 1),
  ex('ss', 'CSC', 1),
  ex('s4', 'CS(=O)C', 1),
  ex('sx', 'CS(=O)C=C', 1),
  ex('s6', 'CS(=O)(=O)C', 1),
  ex('sy', 'CS(=O)(=O)C=C', 1),
  ex('p2', 'C=PC', 1),
  ex('p3', 'CP(C)C', 1),
  ex('p4', 'CP(=O)=NC', 1),
  ex('p5', 'CP(=O)(C)C', 1),
  ex('pb', 'C1=CC=PC=C1', 3),
  ex('pc', 'C1=CC=P[PH]1', 3),
  ex('pd', 'C1=PC=C[PH]1', 1),
  ex('pe', 'C=CP=CC=C', 2),
  ex('pf', 'C=CC=PC=C', 3),
  ex('px', 'CC(=C)P(=O)=C', 3),
  ex('py', 'CP(=O)(C)C=C', 1),
];

/**
 * Every type typeGaff can give: the rules' types, the partners the conjugation pass turns half of the
 * paired types into (PAIRED_TYPES), and cq, the partner conjugation.ts gives biaryl heads (cp).
 */
export function gaffTypesTheTyperAssigns(): Set<string> {
  const types = new Set<string>();
  for (const rules of GAFF_RULES.values()) for (const r of rules) types.add(r.type);
  for (const partner of Object.values(PAIRED_TYPES)) types.add(partner);
  types.add('cq');
  return types;
}

export interface ExampleMolecule {
  readonly molecule: Molecule;
  /** 0-based index of the atom that carries the type. */
  readonly marked: number;
}

export function gaffExampleMolecule(example: AtomTypeExample): ExampleMolecule {
  const molecule = smiles(example.smiles);
  if (!example.hydrogen) return { molecule, marked: example.atom };
  const adj = adjacency(molecule);
  const neighbours = adj.neighbours.subarray(adj.start[example.atom], adj.start[example.atom + 1]);
  const h = [...neighbours].find((n) => molecule.elements[n] === 1);
  if (h === undefined) throw new Error(`${example.type}: atom ${example.atom} of ${example.smiles} has no H`);
  return { molecule, marked: h };
}

/** One water of `model` at its published geometry (Å, in the xy plane), with M placed for 4-site models. */
export function waterExampleMolecule(model: WaterModel): Molecule {
  const half = (model.angleHOH * Math.PI) / 360;
  const r = model.rOH;
  const builder = new MoleculeBuilder(model.name);
  const o = builder.addAtom({ element: 8, x: 0, y: 0, z: 0 });
  for (const side of [-1, 1]) {
    const h = builder.addAtom({ element: 1, x: side * r * Math.sin(half), y: -r * Math.cos(half), z: 0 });
    builder.addBond({ a: o, b: h, order: 1 });
  }
  const water = builder.build();
  return model.sites === 4 ? addWaterVirtualSites(water, model.name) : water;
}

export function waterSiteTypes(model: WaterModel): readonly WaterSiteType[] {
  return model.sites === 4 ? ['OW', 'HW', 'MW'] : ['OW', 'HW'];
}

/** The file name of a type's picture (spec 000 §7: '*' replaced by '_'). */
export const pictureFileName = (type: string): string => `${type.replace(/\*/g, '_')}.svg`;
