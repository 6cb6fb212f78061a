import { ChemError } from '../../core/errors.js';
import type { Residue } from '../../core/molecule.js';
import { formatChargeField } from './charge-field.js';
import { encodeHybrid36 } from './hybrid36.js';

/** Residues the PDB writes as ATOM (standard amino acids and nucleotides, with protonation variants). */
const POLYMER_RESIDUES = new Set(
  (
    'ALA ARG ASN ASP CYS GLN GLU GLY HIS ILE LEU LYS MET PHE PRO SER THR TRP TYR VAL ' +
    'HID HIE HIP HSD HSE HSP CYX CYM ASH GLH LYN SEC PYL DA DC DG DT DI A C G U I'
  ).split(' '),
);

export interface AtomLine {
  readonly index: number;
  readonly name: string;
  readonly symbol: string;
  readonly residue: Residue;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly occupancy: number;
  readonly charge: number;
}

/**
 * One ATOM/HETATM line in PDB 3.3 columns: serial 7-11 (hybrid-36), name 13-16, residue name
 * 18-20 (a fourth letter spills into 21, as CHARMM writes), chain 22, residue number 23-26
 * (hybrid-36), insertion code 27, x y z 31-54 (8.3), occupancy 55-60 and B-factor 61-66 (6.2),
 * element 77-78 right-justified, charge 79-80.
 */
export function formatAtomLine(a: AtomLine): string {
  const record = POLYMER_RESIDUES.has(a.residue.name) ? 'ATOM  ' : 'HETATM';
  const serial = fit(encodeHybrid36(a.index + 1, 5), a.index, 'serial number', a.index + 1);
  const resSeq = fit(encodeHybrid36(a.residue.number, 4), a.index, 'residue number', a.residue.number);
  const chain = a.residue.chain.length === 1 ? a.residue.chain : ' ';
  const iCode = (a.residue.insertionCode ?? ' ').slice(0, 1).padEnd(1);
  const resName = a.residue.name.slice(0, 4).padStart(3).padEnd(4);
  if (Math.abs(a.charge) > 9)
    throw new ChemError(
      'invalid-molecule',
      `Atom ${a.index + 1}: formal charge ${a.charge} does not fit PDB columns 79-80.`,
      [a.index],
    );
  const coords = [a.x, a.y, a.z].map((v) => coordinate(v, a.index)).join('');
  return (
    `${record}${serial} ${atomName(a.name, a.symbol)} ${resName}${chain}${resSeq}${iCode}   ${coords}` +
    `${a.occupancy.toFixed(2).padStart(6)}${'0.00'.padStart(6)}          ${a.symbol.toUpperCase().padStart(2)}${formatChargeField(a.charge)}`
  );
}

/** Columns 13-16: a one-letter element symbol starts in column 14, a two-letter one in 13 (PDB convention). */
export function atomName(name: string, symbol: string): string {
  const n = name.slice(0, 4);
  if (n.length === 4 || symbol.length === 2) return n.padEnd(4);
  return ` ${n.padEnd(3)}`;
}

function coordinate(v: number, index: number): string {
  const s = v.toFixed(3);
  if (s.length > 8)
    throw new ChemError(
      'invalid-molecule',
      `Atom ${index + 1}: coordinate ${s} Å does not fit the 8 columns of a PDB coordinate.`,
      [index],
    );
  return s.padStart(8);
}

function fit(field: string | undefined, index: number, what: string, value: number): string {
  if (field === undefined)
    throw new ChemError(
      'invalid-molecule',
      `Atom ${index + 1}: ${what} ${value} cannot be written in a PDB file, even in hybrid-36.`,
      [index],
    );
  return field;
}
