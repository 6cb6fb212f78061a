import { ChemError } from '../core/errors.js';
import type { System, Term } from '../core/system.js';

/*
 * One rule for every writer, applied in checkForms before anything is converted:
 * - Names: an atom's name (label) and its type name are single fields in every format (columns or
 *   blank-separated words), so they may hold no white space and no control character (Unicode Cc:
 *   U+0000–U+001F, U+007F–U+009F); such a name is refused, naming the atom and the field. The title
 *   may hold white space (no writer breaks a line with it) but no other control character.
 * - Numbers: every number a file would carry (coordinates, cell, charges, masses, σ, ε, every value of
 *   every parameter row, fudge factors, rigid-water distances) must be finite; NaN or ±Infinity is
 *   refused, naming the atom, or the first term that uses the row (the row number when none does).
 * Nothing is sanitised: a name the user gave is never silently changed into another.
 */

/** A control character or white space anywhere in a name. */
const NOT_IN_NAME = /[\p{Cc}\s]/u;
/** A control character that is not white space (white space in a title is folded to one blank). */
const NOT_IN_TITLE = /[^\P{Cc}\t\n\v\f\r]/u;

/** The name as a message shows it, in quotes, control characters and white space as \uXXXX. */
const shown = (name: string): string =>
  `"${name.replace(/[\p{Cc}\s]/gu, (c) => `\\u${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)}"`;

/** 0-based indices → "3-4-7", as messages print atoms. */
export const atomList = (atoms: readonly number[]): string => atoms.map((a) => a + 1).join('-');

export function checkNamesAndNumbers(system: System): void {
  checkNames(system);
  checkAtomNumbers(system);
  checkRows('bond', system.bonds, system.bondParameters);
  checkRows('angle', system.angles, system.angleParameters);
  checkRows('dihedral', system.dihedrals, system.dihedralParameters);
  checkRows('improper', system.impropers, system.improperParameters);
  const { fudgeLJ, fudgeQQ } = system.defaults;
  for (const [name, value] of [
    ['fudgeLJ', fudgeLJ],
    ['fudgeQQ', fudgeQQ],
  ] as const) {
    if (!Number.isFinite(value)) {
      throw new ChemError(
        'invalid-molecule',
        `The 1-4 scale ${name} is not a finite number (${value}).`,
        [],
        {
          field: name,
        },
      );
    }
  }
  (system.rigidWaters ?? []).forEach((w) => {
    if (!(Number.isFinite(w.dOH) && Number.isFinite(w.dHH))) {
      throw new ChemError(
        'invalid-molecule',
        `The rigid water ${atomList([w.o, w.h1, w.h2])} has a distance that is not a finite number (O–H ${w.dOH}, H–H ${w.dHH}).`,
        [w.o, w.h1, w.h2],
        { field: 'rigidWater' },
      );
    }
  });
}

function checkNames(system: System): void {
  const title = system.molecule.title;
  if (NOT_IN_TITLE.test(title)) {
    throw new ChemError(
      'invalid-molecule',
      `The structure's title ${shown(title)} holds a control character, which the files cannot hold: remove it.`,
      [],
      { field: 'title' },
    );
  }
  system.atoms.forEach((atom, i) => {
    for (const [field, what, value] of [
      ['name', 'name', atom.label],
      ['type', 'type name', atom.type],
    ] as const) {
      if (!NOT_IN_NAME.test(value)) continue;
      throw new ChemError(
        'invalid-molecule',
        `Atom ${i + 1} has the ${what} ${shown(value)}, with white space or a control character, which the files cannot hold in one field: rename it.`,
        [i],
        { field },
      );
    }
  });
}

function checkAtomNumbers(system: System): void {
  const { positions, cell } = system.molecule;
  const n = system.atoms.length;
  for (let i = 0; i < n; i++) {
    for (let d = 0; d < 3; d++) {
      const v = positions[3 * i + d];
      if (v === undefined || Number.isFinite(v)) continue;
      throw new ChemError(
        'invalid-molecule',
        `Atom ${i + 1} has a coordinate that is not a finite number (${'xyz'[d]} = ${v}).`,
        [i],
        { field: 'position' },
      );
    }
    const atom = system.atoms[i]!;
    for (const field of ['charge', 'mass', 'sigma', 'epsilon'] as const) {
      if (Number.isFinite(atom[field])) continue;
      throw new ChemError(
        'invalid-molecule',
        `Atom ${i + 1} (${atom.label}) has a ${field} that is not a finite number (${atom[field]}).`,
        [i],
        { field },
      );
    }
  }
  if (cell && !cell.vectors.every((row) => row.every((v) => Number.isFinite(v)))) {
    throw new ChemError('invalid-molecule', 'The cell has a vector that is not finite.', [], {
      field: 'cell',
    });
  }
}

/** The path of the first number in `value` that is not finite ('kb', 'terms.0.k'), or undefined. */
function nonFinite(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nonFinite(inner, path === '' ? key : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses a parameter row with a number that is not finite, naming the first term that uses it. */
function checkRows(kind: string, terms: readonly Term<readonly number[]>[], rows: readonly object[]): void {
  for (let r = 0; r < rows.length; r++) {
    const field = nonFinite(rows[r]);
    if (field === undefined) continue;
    const value = field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], rows[r]);
    const term = terms.find((t) => t.parameter === r);
    const where = term ? `The ${kind} ${atomList(term.atoms)}` : `The ${kind} parameter row ${r + 1}`;
    throw new ChemError(
      'invalid-molecule',
      `${where} has a parameter that is not a finite number (${field} = ${String(value)}).`,
      term?.atoms ?? [],
      { field: `${kind}.${field}`, row: r + 1 },
    );
  }
}
