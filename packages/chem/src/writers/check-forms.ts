import { ChemError } from '../core/errors.js';
import type { System, Term } from '../core/system.js';
import type { SupportedForms } from './engine-writer.js';

/**
 * Refuses a System that uses a functional form the writer does not declare, naming the first term
 * that uses it (atoms printed 1-based), so the user sees which parameter to change.
 */
export function checkForms(system: System, supports: SupportedForms, engine: string): void {
  checkShape(system);
  const { combinationRule } = system.defaults;
  if (!supports.combinationRules.includes(combinationRule)) {
    throw new ChemError(
      'unsupported-form',
      `${engine} cannot write combination rule ${combinationRule} (supported: ${supports.combinationRules.join(', ')}).`,
    );
  }
  checkTable('bond', system.bonds, system.bondParameters, supports.bonds, engine);
  checkTable('angle', system.angles, system.angleParameters, supports.angles, engine);
  checkTable('dihedral', system.dihedrals, system.dihedralParameters, supports.dihedrals, engine);
  checkTable('improper', system.impropers, system.improperParameters, supports.impropers, engine);
}

function checkTable(
  kind: string,
  terms: readonly Term<readonly number[]>[],
  parameters: readonly { readonly funct: number }[],
  supported: readonly number[],
  engine: string,
): void {
  // Each row is judged once; the terms then only look their row up (many terms share a row).
  const rowOk = parameters.map((p) => p !== undefined && supported.includes(p.funct));
  for (const term of terms) {
    if (rowOk[term.parameter] === true) continue;
    const parameter = parameters[term.parameter];
    if (parameter === undefined) {
      throw new ChemError(
        'invalid-molecule',
        `The ${kind} ${atomList(term.atoms)} refers to parameter ${term.parameter + 1}, which does not exist.`,
        term.atoms,
      );
    }
    if (!supported.includes(parameter.funct)) {
      throw new ChemError(
        'unsupported-form',
        `${engine} cannot write the ${kind} ${atomList(term.atoms)}: function type ${parameter.funct} is not supported (supported: ${supported.join(', ')}).`,
        term.atoms,
      );
    }
  }
}

/** One System atom per structure atom, and every term names atoms that exist. */
function checkShape(system: System): void {
  const n = system.molecule.atomCount;
  if (system.atoms.length !== n) {
    throw new ChemError(
      'invalid-molecule',
      `The System has ${system.atoms.length} atoms but its structure ${n}.`,
    );
  }
  const lists = [system.bonds, system.angles, system.dihedrals, system.impropers, system.pairs];
  for (const list of lists) {
    for (const term of list) {
      for (const a of term.atoms) {
        if (!(Number.isInteger(a) && a >= 0 && a < n)) {
          throw new ChemError(
            'invalid-molecule',
            `The term ${atomList(term.atoms)} refers to a missing atom.`,
          );
        }
      }
    }
  }
}

/** 0-based indices → "3-4-7", as messages print atoms. */
export const atomList = (atoms: readonly number[]): string => atoms.map((a) => a + 1).join('-');
