import type { DihedralParameter, ImproperParameter, System, Term } from '../../core/system.js';
import type { GromacsInteraction } from './model.js';

const ids = (atoms: readonly number[]): number[] => atoms.map((a) => a + 1);

function table<A extends readonly number[], P>(
  terms: readonly Term<A>[],
  parameters: readonly P[],
  lines: (atoms: number[], p: P) => GromacsInteraction[],
): GromacsInteraction[] {
  return terms.flatMap((t) => lines(ids(t.atoms), parameters[t.parameter]!));
}

export function bondLines(system: System): GromacsInteraction[] {
  return table(system.bonds, system.bondParameters, (atoms, p) => [
    { atoms, funct: 1, parameters: [p.b0, p.kb] },
  ]);
}

export function angleLines(system: System): GromacsInteraction[] {
  return table(system.angles, system.angleParameters, (atoms, p) => [
    { atoms, funct: 1, parameters: [p.theta0, p.k] },
  ]);
}

/**
 * Funct 9 writes one line per Fourier term on the same four atoms; grompp adds them up. A single-term
 * funct 1 stays funct 1.
 */
export function properLines(atoms: number[], p: DihedralParameter): GromacsInteraction[] {
  if (p.funct === 3) return [{ atoms, funct: 3, parameters: [...p.c] }];
  const funct = p.funct === 1 && p.terms.length === 1 ? 1 : 9;
  return p.terms.map((t) => ({ atoms, funct, parameters: [t.phase, t.k, t.multiplicity] }));
}

export function improperLine(atoms: number[], p: ImproperParameter): GromacsInteraction {
  if (p.funct === 2) return { atoms, funct: 2, parameters: [p.xi0, p.k] };
  return { atoms, funct: 4, parameters: [p.term.phase, p.term.k, p.term.multiplicity] };
}

export function dihedralLines(system: System): GromacsInteraction[] {
  return [
    ...table(system.dihedrals, system.dihedralParameters, properLines),
    ...table(system.impropers, system.improperParameters, (atoms, p) => [improperLine(atoms, p)]),
  ];
}
