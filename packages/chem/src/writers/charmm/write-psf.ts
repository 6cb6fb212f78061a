import { TextLines } from '../text-lines.js';
import { field14, indexLines } from './format.js';
import type { CharmmModel } from './model.js';

/**
 * PSF type column: CHARMM format carries the MASS number of the type (I4), XPLOR format (what NAMD
 * and GOMC read) its name.
 */
export type PsfFormat = 'charmm' | 'xplor';

/**
 * Standard PSF columns, CHARMM's psfres formats: (I8,1X,A4,1X,A4,1X,A4,1X,A4,1X,I4|A4,1X,2G14.6,I8);
 * the EXT format widens them to (I10,1X,A8,1X,A8,1X,A8,1X,A8,1X,I4|A6,1X,2G14.6,I8) and every index
 * list to I10. EXT is used only when a name or a count does not fit the standard columns.
 */
export function psfIsExtended(model: CharmmModel, format: PsfFormat): boolean {
  return (
    model.atoms.length > 99_999_999 ||
    model.atoms.some((a) => a.name.length > 4 || (format === 'xplor' && a.type.length > 4))
  );
}

export function writePsf(model: CharmmModel, format: PsfFormat): string {
  const ext = psfIsExtended(model, format);
  const id = ext ? 10 : 8;
  const text = ext ? 8 : 4;
  const typeColumn = (a: CharmmModel['atoms'][number]): string =>
    format === 'xplor' ? a.type.padEnd(ext ? 6 : 4) : String(a.typeNumber).padStart(4);
  const pointer = (n: number, title: string): string => `${String(n).padStart(id)} !${title}`;
  const seg = model.residueName.padEnd(text);
  const res = model.residueName.padEnd(text);
  const resid = '1'.padEnd(text);
  const out = new TextLines();
  out.push(
    ['PSF', ...(ext ? ['EXT'] : []), ...(format === 'xplor' ? ['XPLOR'] : [])].join(' '),
    '',
    pointer(2, 'NTITLE'),
    `* ${model.title.replace(/\s+/g, ' ')}`,
    `* ${format.toUpperCase()}-format PSF written by TopoForge`,
    '',
    pointer(model.atoms.length, 'NATOM'),
  );
  model.atoms.forEach((a, i) => {
    out.add(
      `${String(i + 1).padStart(id)} ${seg} ${resid} ${res} ${a.name.padEnd(text)} ${typeColumn(a)} ${field14(a.charge)}${field14(a.mass)}${'0'.padStart(8)}`,
    );
  });
  // Line by line: a spread of a million lines into one call would overflow the stack.
  const addAll = (lines: readonly string[]): void => lines.forEach((line) => out.add(line));
  const section = (items: readonly (readonly number[])[], perLine: number, title: string): void => {
    out.push('', pointer(items.length, title));
    addAll(indexLines(items, perLine, id));
  };
  section(model.bonds, 4, 'NBOND: bonds');
  section(model.angles, 3, 'NTHETA: angles');
  section(model.dihedrals, 2, 'NPHI: dihedrals');
  section(model.impropers, 2, 'NIMPHI: impropers');
  section([], 4, 'NDON: donors');
  section([], 4, 'NACC: acceptors');
  // No explicit exclusions (nbxmod 5 derives them from the bonds): NNB 0, then one 0 per atom.
  out.push('', pointer(0, 'NNB'), '');
  addAll(
    indexLines(
      model.atoms.map(() => [0]),
      8,
      id,
    ),
  );
  // One group of all atoms: type 0 without charges, 1 neutral, 2 charged (CHARMM's IGPTYP).
  const charged = model.atoms.some((a) => a.charge !== 0);
  const net = model.atoms.reduce((s, a) => s + a.charge, 0);
  const groupType = !charged ? 0 : Math.abs(net) < 1e-6 ? 1 : 2;
  out.push(
    '',
    `${String(1).padStart(id)}${String(0).padStart(id)} !NGRP NST2`,
    ...indexLines([[0, groupType, 0]], 3, id),
    '',
    `${String(0).padStart(id)}${String(0).padStart(id)} !NUMLP NUMLPH`,
    '',
    '',
  );
  return out.text();
}
