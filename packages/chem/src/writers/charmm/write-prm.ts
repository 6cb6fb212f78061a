import { num } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import type { CharmmModel } from './model.js';

/**
 * `charmm`: a CHARMM36-style parameter file (ATOMS with MASS, IMPROPER lines K 0 ψ0), read by CHARMM,
 * NAMD and OpenMM. `gomc`: GOMC's CHARMM-style file, which differs in what GOMC's reader takes: no
 * ATOMS section (MASS lines would be read as parameters), IMPROPERS with K and ψ0 only, and the
 * NONBONDED heading on one line (GOMC skips the rest of a heading line but not a continuation).
 */
export type PrmFlavour = 'charmm' | 'gomc';

const pad = (types: readonly string[]): string => types.map((t) => t.padEnd(7)).join(' ');

export function writePrm(model: CharmmModel, flavour: PrmFlavour): string {
  const out = new TextLines();
  out.push(
    `* ${model.title.replace(/\s+/g, ' ')}: parameters written by TopoForge`,
    '* kcal/mol, A, degrees: E = K(b-b0)^2, K(theta-theta0)^2, K[1+cos(n phi-delta)], K(psi-psi0)^2;',
    '* LJ eps [(Rmin/r)^12 - 2 (Rmin/r)^6], Rmin = Rmin/2(i) + Rmin/2(j), eps = sqrt(eps(i) eps(j))',
    '*',
    '',
  );
  if (flavour === 'charmm') {
    out.push('ATOMS');
    for (const t of model.types)
      out.add(`MASS ${String(t.number).padStart(5)} ${t.name.padEnd(7)} ${num(t.mass)} ${t.element}`);
    out.add('');
  }
  out.push('BONDS', '! types  K (kcal/mol/A^2)  b0 (A)');
  for (const p of model.bondParameters) out.add(`${pad(p.types)} ${num(p.values[0])} ${num(p.values[1])}`);
  out.push('', 'ANGLES', '! types  K (kcal/mol/rad^2)  theta0 (deg)');
  for (const p of model.angleParameters) out.add(`${pad(p.types)} ${num(p.values[0])} ${num(p.values[1])}`);
  out.push('', 'DIHEDRALS', '! types  K (kcal/mol)  n  delta (deg); one line per term');
  for (const p of model.dihedralParameters) {
    for (const t of p.terms) out.add(`${pad(p.types)} ${num(t.k)} ${t.n} ${num(t.phase)}`);
  }
  if (flavour === 'charmm') {
    out.push('', 'IMPROPER', '! types  K (kcal/mol/rad^2)  0  psi0 (deg)');
    for (const p of model.improperParameters)
      out.add(`${pad(p.types)} ${num(p.values[0])} 0 ${num(p.values[1])}`);
  } else {
    out.push('', 'IMPROPERS', '! types  K (kcal/mol/rad^2)  psi0 (deg)');
    for (const p of model.improperParameters)
      out.add(`${pad(p.types)} ${num(p.values[0])} ${num(p.values[1])}`);
  }
  // e14fac is the System's fudgeQQ (1-4 Coulomb); fudgeLJ is already in the 1-4 columns.
  const e14 = `e14fac ${num(model.e14fac)}`;
  out.push(
    '',
    flavour === 'charmm'
      ? `NONBONDED nbxmod 5 atom cdiel fshift vatom vdistance vfswitch -\ncutnb 14.0 ctofnb 12.0 ctonnb 10.0 eps 1.0 ${e14} wmin 1.5`
      : `NONBONDED nbxmod 5 ${e14}`,
    '! type  ignored  -eps (kcal/mol)  Rmin/2 (A)  ignored  -eps 1-4  Rmin/2 1-4',
  );
  for (const t of model.types) {
    out.add(
      `${t.name.padEnd(7)} 0.0 ${num(-t.epsilon)} ${num(t.rminHalf)} 0.0 ${num(-t.epsilon14)} ${num(t.rminHalf14)}`,
    );
  }
  if (model.nbfix.length > 0) {
    out.push(
      '',
      'NBFIX',
      model.geometricSigma
        ? '! Combination rule with geometric sigma: every pair of types, Emin and Rmin of the pair, plain and 1-4'
        : '! Explicit pair parameters: Emin and Rmin of the pair, plain and 1-4',
    );
    for (const f of model.nbfix) {
      out.add(`${pad(f.types)} ${num(-f.epsilon)} ${num(f.rmin)} ${num(-f.epsilon14)} ${num(f.rmin14)}`);
    }
  }
  out.push('', 'END', '');
  return out.text();
}
