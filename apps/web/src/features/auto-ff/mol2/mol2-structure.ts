import type { Molecule, StructureFormat } from '@topoforge/chem';
import { TopoForgeError, findFormat, symbolOf } from '@topoforge/chem';
import type { WizardAtom } from '../store/wizard-defaults';

/** chem's mol2 reader and writer, as its format registry holds them (the index exports no readMol2). */
export function mol2Format(): StructureFormat & Required<Pick<StructureFormat, 'read' | 'write'>> {
  const format = findFormat('mol2');
  if (format?.read === undefined || format.write === undefined) throw new Error('chem reads no mol2');
  return { ...format, read: format.read, write: format.write };
}

/**
 * The molecules of a mol2 text as chem reads it; none for an empty text. The wizard's mol2 comes from
 * the server, so a text chem cannot read is a fault to log, not a reason to break the page: it then
 * counts as no structure, as an empty text does.
 */
export function mol2Molecules(mol2: string): readonly Molecule[] {
  if (mol2.trim() === '') return [];
  try {
    return mol2Format().read(mol2).molecules;
  } catch (error) {
    if (!(error instanceof TopoForgeError)) throw error;
    console.warn('mol2 not readable', error);
    return [];
  }
}

/**
 * The label of an atom: its element symbol; a dummy atom (element 0: the M site of a four-point water
 * model, typed Du) takes the letters its name starts with, as the structure names it.
 */
function label(molecule: Molecule, i: number): string {
  const z = molecule.elements[i] ?? 0;
  const name = molecule.names[i] ?? '';
  return z === 0 ? (/^[A-Za-z]{1,2}/.exec(name)?.[0] ?? name) : symbolOf(z);
}

/** The atoms of a mol2 text (000 §3 "Atom": label, x, y, z, id, charge), every molecule in file order. */
export function mol2Atoms(mol2: string): WizardAtom[] {
  const atoms: WizardAtom[] = [];
  for (const molecule of mol2Molecules(mol2)) {
    for (let i = 0; i < molecule.atomCount; i += 1) {
      atoms.push({
        id: atoms.length + 1,
        label: label(molecule, i),
        x: molecule.positions[3 * i] ?? 0,
        y: molecule.positions[3 * i + 1] ?? 0,
        z: molecule.positions[3 * i + 2] ?? 0,
        charge: molecule.partialCharges?.[i] ?? 0,
      });
    }
  }
  return atoms;
}

/** The mol2's bonds as 0-based atom pairs, numbered across its molecules as mol2Atoms numbers atoms. */
export function mol2Bonds(mol2: string): [number, number][] {
  const bonds: [number, number][] = [];
  let offset = 0;
  for (const molecule of mol2Molecules(mol2)) {
    const { a, b, count } = molecule.bonds;
    for (let k = 0; k < count; k += 1) bonds.push([offset + (a[k] ?? 0), offset + (b[k] ?? 0)]);
    offset += molecule.atomCount;
  }
  return bonds;
}

/** Whether a mol2 holds a cell (a CRYSIN record): a crystal, whose structure downloads add cif and vasp. */
export const mol2HasCell = (mol2: string): boolean => /^@<TRIPOS>CRYSIN\s*$/m.test(mol2);
