import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Molecule } from '@topoforge/chem';
import { findFormat, perceive } from '@topoforge/chem';
import { expect } from 'vitest';
import { isProgramError } from '../program-error.js';
import type { TermDifference } from './compare-energies.js';
import { ABSOLUTE_TOLERANCE } from './compare-energies.js';

/** Shared by the cross-engine tests (GROMACS against LAMMPS, OpenMM's AMBER/XML/CHARMM readers, ParmEd). */
export const LIBRARY = '/usr/share/chemical-structures';
export const GAFF_DAT = '/usr/share/openbabel/3.1.1/gaff.dat';

/** A molecule of Debian's chemical-structures library, perceived. */
export function readLibraryMolecule(path: string): Molecule {
  const file = join(LIBRARY, path);
  const read = findFormat('cml')?.read;
  if (!read) throw new Error('The CML reader is not registered.');
  return perceive(read(readFileSync(file, 'utf8'), { fileName: file }).molecules[0]!).molecule;
}

/** Positions rounded to 0.001 Å: what a PDB holds, so every reader sees the geometry GROMACS sees. */
export function roundedToPdb(mol: Molecule): Molecule {
  return { ...mol, positions: mol.positions.map((x) => Math.round(x * 1000) / 1000) };
}

/** Largest distance between two atoms, nm. */
export function extentNm(mol: Molecule): number {
  const p = mol.positions;
  let d2 = 0;
  for (let i = 0; i < mol.atomCount; i++) {
    for (let j = i + 1; j < mol.atomCount; j++) {
      const dx = p[3 * i]! - p[3 * j]!;
      const dy = p[3 * i + 1]! - p[3 * j + 1]!;
      const dz = p[3 * i + 2]! - p[3 * j + 2]!;
      d2 = Math.max(d2, dx * dx + dy * dy + dz * dz);
    }
  }
  return Math.sqrt(d2) / 10;
}

/** Names the molecule in a failure, with the end of what the program printed. */
export async function named<T>(name: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    const tail = isProgramError(e) ? `\n${e.outputTail}` : '';
    throw new Error(`${name}: ${e instanceof Error ? e.message : String(e)}${tail}`, { cause: e });
  }
}

/** Worst relative and absolute difference per term over all results, for the log. */
export function termSummary(results: readonly TermDifference[][], indent = ''): string {
  const rows = results[0]?.map(({ term }) => {
    const all = results.map((r) => r.find((d) => d.term === term)!);
    // Relative differences of terms that are zero up to round-off (planar torsions) mean nothing.
    const rel = Math.max(0, ...all.filter((d) => Math.abs(d.a) >= ABSOLUTE_TOLERANCE).map((d) => d.relative));
    const abs = Math.max(...all.map((d) => d.absolute));
    return `${indent}${term.padEnd(10)} max rel ${rel.toExponential(2)}  max abs ${abs.toExponential(2)} kJ/mol`;
  });
  return (rows ?? []).join('\n');
}

/** Every term of every reader within the tolerance, each failure naming molecule, reader and term. */
export function expectReadersAgree(name: string, results: ReadonlyMap<string, TermDifference[]>): void {
  for (const [reader, differences] of results) {
    for (const d of differences) {
      expect(d.within, `${name} (${reader}) ${d.term}: GROMACS ${d.a} vs ${d.b}`).toBe(true);
    }
  }
}
