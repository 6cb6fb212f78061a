import { ChemError } from '../../core/errors.js';
import type { System, Term } from '../../core/system.js';
import { atomList, checkForms } from '../check-forms.js';
import type { SupportedForms } from '../engine-writer.js';
import { checkResidueName } from '../residue-name.js';
import { ryckaertBellemansFourier } from '../ryckaert-bellemans.js';
import type { AmberOptions } from './model.js';

/**
 * AMBER's prmtop has harmonic bonds and angles and one cosine series for every torsion, propers and
 * impropers alike. Ryckaert–Bellemans torsions are written as their exact cosine series
 * (../ryckaert-bellemans.ts), refused only when a constant remains that the series cannot carry;
 * harmonic impropers have no prmtop form. Any combination rule is expressible: the A/B tables hold
 * every type pair.
 */
export const AMBER_SUPPORTS: SupportedForms = {
  bonds: [1],
  angles: [1],
  dihedrals: [9, 1, 3],
  impropers: [4],
  combinationRules: [1, 2, 3],
};

/** inpcrd coordinates are F12.7: |x| must stay below 10⁴ Å. */
const MAX_COORDINATE = 9999;

export function checkAmber(system: System, options: AmberOptions): void {
  checkResidueName(options.residueName);
  checkForms(system, AMBER_SUPPORTS, 'AMBER');
  checkOneFourScales(system);
  const rbTerms = system.dihedralParameters.map((p) => (p.funct === 3 ? ryckaertBellemansFourier(p.c) : []));
  for (const t of system.dihedrals) {
    const why = rbTerms[t.parameter];
    if (typeof why === 'string') {
      throw new ChemError(
        'unsupported-form',
        `AMBER cannot write the dihedral ${atomList(t.atoms)}: ${why}.`,
        t.atoms,
      );
    }
  }
  periodicTerms(system.dihedrals, (t) => {
    const p = system.dihedralParameters[t.parameter]!;
    return p.funct === 3 ? [] : p.terms;
  });
  periodicTerms(system.impropers, (t) => {
    const p = system.improperParameters[t.parameter]!;
    return p.funct === 4 ? [p.term] : [];
  });
  for (const { atoms } of system.pairs) {
    if (atoms[0] === atoms[1]) {
      throw new ChemError('invalid-molecule', `The pair ${atomList(atoms)} joins an atom to itself.`, atoms);
    }
  }
  if (system.molecule.positions.some((x) => !(Math.abs(x) <= MAX_COORDINATE))) {
    throw new ChemError('invalid-molecule', `inpcrd coordinates must lie within ±${MAX_COORDINATE} Å.`);
  }
}

/**
 * SCNB = 1/fudgeLJ and SCEE = 1/fudgeQQ: AMBER divides 1-4 terms by them, so both must be positive,
 * or both 0 (no 1-4 interactions at all, as TraPPE): then every dihedral row is marked "no 1-4"
 * (convert.ts). One 0 and the other not would need a 1-4 pair with only LJ or only Coulomb.
 */
function checkOneFourScales(system: System): void {
  const { fudgeLJ, fudgeQQ } = system.defaults;
  if (system.pairs.length === 0 || (fudgeLJ === 0 && fudgeQQ === 0)) return;
  for (const [name, v] of [
    ['fudgeLJ', fudgeLJ],
    ['fudgeQQ', fudgeQQ],
  ] as const) {
    if (!(v > 0)) {
      throw new ChemError(
        'unsupported-form',
        `AMBER scales 1-4 pairs by 1/SCNB and 1/SCEE, so ${name} must be positive (got ${v}), ` +
          'unless fudgeLJ and fudgeQQ are both 0 (no 1-4 interactions): a 1-4 pair with only LJ or only Coulomb has no prmtop form.',
      );
    }
  }
}

/** AMBER stores the periodicity as a positive whole number (DIHEDRAL_PERIODICITY). */
function periodicTerms(
  terms: readonly Term<readonly number[]>[],
  termsOf: (t: Term<readonly number[]>) => readonly { multiplicity: number }[],
): void {
  for (const t of terms) {
    const bad = termsOf(t).find((x) => !(Number.isInteger(x.multiplicity) && x.multiplicity >= 1));
    if (bad) {
      throw new ChemError(
        'unsupported-form',
        `AMBER cannot write the torsion ${atomList(t.atoms)}: its periodicity must be a whole number ≥ 1 (got ${bad.multiplicity}).`,
        t.atoms,
      );
    }
  }
}
