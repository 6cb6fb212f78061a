import { ChemError } from '../../core/errors.js';
import type { System, Term } from '../../core/system.js';
import { atomList, checkForms } from '../check-forms.js';
import type { SupportedForms } from '../engine-writer.js';
import { checkPairsAreOneFour } from '../one-four.js';
import { checkResidueName } from '../residue-name.js';
import { periodicImproperTerm, properTerms } from './terms.js';

/**
 * CHARMM (and NAMD, which reads CHARMM files) write every System form: harmonic bonds and angles,
 * periodic torsions (several lines per type quartet), Ryckaert–Bellemans as exact Fourier terms,
 * harmonic impropers in IMPROPER and periodic impropers as dihedrals; every combination rule (rules 1
 * and 3 through NBFIX).
 */
export const CHARMM_SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1],
  dihedrals: [9, 1, 3],
  impropers: [4, 2],
  combinationRules: [1, 2, 3],
};

/**
 * Checks shared by the CHARMM-format writers. CHARMM (nbxmod 5), NAMD (exclude scaled1-4) and GOMC
 * (Exclude 1-3) all take the 1-4 pairs from the bond graph, so the System's pairs must be exactly
 * those; each torsion row must convert exactly.
 */
export function checkCharmmSystem(
  system: System,
  residueName: string,
  supports: SupportedForms,
  engine: string,
): void {
  checkResidueName(residueName);
  checkForms(system, supports, engine);
  eachRow(system.dihedrals, system.dihedralParameters, engine, (p) => {
    const terms = properTerms(p);
    return typeof terms === 'string' ? terms : undefined;
  });
  eachRow(system.impropers, system.improperParameters, engine, (p) => {
    if (p.funct === 2) return undefined;
    const term = periodicImproperTerm(p);
    return typeof term === 'string' ? term : undefined;
  });
  checkPairsAreOneFour(system, engine);
}

/** The first term whose row has a problem, each row judged once. */
function eachRow<P>(
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
