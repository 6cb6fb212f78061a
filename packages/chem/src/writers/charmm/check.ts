import type { System } from '../../core/system.js';
import { checkForms, checkTermRows } from '../check-forms.js';
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
  checkTermRows(system.dihedrals, system.dihedralParameters, engine, (p) => {
    const terms = properTerms(p);
    return typeof terms === 'string' ? terms : undefined;
  });
  checkTermRows(system.impropers, system.improperParameters, engine, (p) => {
    if (p.funct === 2) return undefined;
    if (p.funct !== 4) return `function type ${p.funct} has no CHARMM form`;
    const term = periodicImproperTerm(p);
    return typeof term === 'string' ? term : undefined;
  });
  checkPairsAreOneFour(system, engine);
}
