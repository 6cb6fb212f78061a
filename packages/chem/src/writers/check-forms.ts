import { ChemError } from '../core/errors.js';
import type { System, Term } from '../core/system.js';
import { checkNonbondedPairs } from '../params/nonbonded-pairs.js';
import { refusePairParameters14 } from '../params/pair-parameters-14.js';
import { atomList, checkNamesAndNumbers } from './check-values.js';
import { checkCoarseGrained, type CoarseGrainedSupport } from './coarse-grained-forms.js';
import type { SupportedForms } from './engine-writer.js';

/**
 * What a writer can do beyond the functional forms: GROMACS writes virtual sites and per-type-pair
 * 1-4 LJ (System.pairParameters14, as [ pairtypes ]), the others do not.
 */
export interface CheckOptions extends CoarseGrainedSupport {
  readonly virtualSites?: boolean;
  readonly pairParameters14?: boolean;
}

/**
 * Refuses a System that uses a functional form the writer does not declare, naming the first term
 * that uses it (atoms printed 1-based), so the user sees which parameter to change. Every writer
 * also refuses virtual sites unless it writes them, and a massless atom that is not a virtual site:
 * an engine would move it as a free particle without mass (a broken topology); and, unless it writes
 * them, 1-4 pair rows that change some 1-4 pair's LJ (refusePairParameters14). Names with white space
 * or control characters and numbers that are not finite are refused for every writer (check-values.ts).
 */
export function checkForms(
  system: System,
  supports: SupportedForms,
  engine: string,
  options: CheckOptions = {},
): void {
  checkShape(system);
  checkNamesAndNumbers(system);
  checkNonbondedPairs(system);
  checkVirtualSites(system, engine, options.virtualSites === true);
  if (options.pairParameters14 !== true) refusePairParameters14(system, engine);
  checkCoarseGrained(system, engine, options);
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

function checkVirtualSites(system: System, engine: string, supported: boolean): void {
  const sites = system.virtualSites ?? [];
  const first = sites[0];
  if (first && !supported) {
    throw new ChemError(
      'unsupported-form',
      `The ${engine} writer does not support virtual sites (4-point water models such as TIP4P; atom ${first.site + 1} is one): write GROMACS files or use a 3-point water model (SPC/E, TIP3P, OPC3).`,
      [first.site],
    );
  }
  const n = system.atoms.length;
  const isSite = new Set<number>();
  for (const v of sites) {
    const all = [v.site, ...v.atoms];
    if (!all.every((a) => Number.isInteger(a) && a >= 0 && a < n) || new Set(all).size !== 4) {
      throw new ChemError(
        'invalid-molecule',
        `The virtual site ${atomList(all)} names a missing atom or one atom twice.`,
      );
    }
    if (isSite.has(v.site) || system.atoms[v.site]?.mass !== 0 || !Number.isFinite(v.a + v.b)) {
      throw new ChemError(
        'invalid-molecule',
        `Atom ${v.site + 1} is not a valid virtual site: a site is listed once, has mass 0 and finite a and b.`,
        [v.site],
      );
    }
    isSite.add(v.site);
  }
  system.atoms.forEach((atom, i) => {
    if (atom.mass > 0 || isSite.has(i)) return;
    throw new ChemError(
      'invalid-molecule',
      `Atom ${i + 1} (${atom.label}, type ${atom.type}) has mass ${atom.mass} and is not a virtual site: ${engine} would treat it as a free particle without mass. Give it a mass, or, for the M site of a 4-point water model, keep the parameter set's virtual sites (virtualSites) and write GROMACS files.`,
      [i],
    );
  });
}

export { atomList };

/**
 * Refuses the first term whose parameter row `problem` finds fault with, naming its atoms; each row is
 * judged once, since many terms share one.
 */
export function checkTermRows<P>(
  terms: readonly Term<readonly number[]>[],
  parameters: readonly P[],
  engine: string,
  problem: (p: P) => string | undefined,
): void {
  const judged: (string | null | undefined)[] = [];
  for (const term of terms) {
    let why = judged[term.parameter];
    if (why === undefined) {
      why = problem(parameters[term.parameter]!) ?? null;
      judged[term.parameter] = why;
    }
    if (why !== null) {
      throw new ChemError(
        'unsupported-form',
        `${engine} cannot write the term ${atomList(term.atoms)}: ${why}.`,
        term.atoms,
      );
    }
  }
}

/** A cut-off, when one is given, must be a positive length (in the writer's `unit`). */
export function checkCutoff(cutoff: number | undefined, unit: 'Å' | 'nm'): void {
  if (cutoff !== undefined && !(cutoff > 0)) {
    throw new ChemError(
      'invalid-molecule',
      `The cut-off must be a positive length in ${unit}, not ${cutoff}.`,
    );
  }
}
