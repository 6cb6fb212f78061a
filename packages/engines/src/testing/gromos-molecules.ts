import { existsSync, readFileSync } from 'node:fs';
import type { GromacsForceField, Molecule, System } from '@topoforge/chem';
import {
  mergeUnitedAtoms,
  parameterizeGromos54a7,
  parseGromacsForceField,
  typeGromos54a7,
} from '@topoforge/chem';
import { readLibraryMolecule } from './cross-engine-support.js';
import { paulingCharges } from './pauling-charges.js';

/**
 * GROMOS 54A7 test Systems for the cross-engine tests (gromos-cross-engine, gromos-openmm): library
 * molecules typed by typeGromos54a7, merged, parameterized from gromacs-data's gromos54a7.ff.
 */
export const FF_DIR = '/usr/share/gromacs/top/gromos54a7.ff';
/** No CH1 with three heavy neighbours: LAMMPS's unsigned harmonic improper cannot hold gi_2 (35.26°). */
export const MOLECULES = [
  'alcohols/ethanol.cml',
  'alcohols/butan-1-ol.cml',
  'carboxylic_acids/acetic_acid.cml',
  'carboxylic_acids/butanoic_acid.cml',
  'amines/1-aminobutane.cml',
  'amides/acetamide.cml',
  'ketones/butanone.cml',
  'ethers/diethylether.cml',
  'esters/butyl_acetate.cml',
  'aromatics/1_4-xylene.cml',
  'aromatics/2-phenylethanol.cml',
  'thiols/ethanethiol.cml',
  'alkanes/cyclohexane.cml',
];
/** Ethers have no 54A7 charge group: the test gives them charges (Pauling rule, testing only). */
export const NEEDS_CHARGES = new Set(['ethers/diethylether.cml']);

export const readFolder = (name: string) =>
  existsSync(`${FF_DIR}/${name}`) ? readFileSync(`${FF_DIR}/${name}`, 'utf8') : undefined;

/**
 * The library geometry moved by a fixed pattern of up to 0.05 Å per coordinate: planar groups leave
 * their planes a little, so impropers contribute, and no bond sits exactly where the file put it.
 */
export function displaced(mol: Molecule): Molecule {
  return { ...mol, positions: mol.positions.map((x, k) => x + 0.05 * Math.sin(1.7 * k + 0.3)) };
}

export function gromosSystem(path: string, ff: GromacsForceField): System {
  const typing = typeGromos54a7(displaced(readLibraryMolecule(path)));
  const merged = mergeUnitedAtoms(typing.molecule, typing.types);
  const charges = NEEDS_CHARGES.has(path)
    ? Float64Array.from(paulingCharges(merged.molecule.elements))
    : undefined;
  return parameterizeGromos54a7(merged, { forceField: ff, ...(charges ? { charges } : {}) }).system;
}

export const gromosForceField = (): GromacsForceField =>
  parseGromacsForceField('forcefield.itp', readFolder, FF_DIR);
