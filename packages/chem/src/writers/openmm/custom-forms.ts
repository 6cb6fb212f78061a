import { num } from '../number-format.js';
import type { OpenMMCustomTerm, OpenMMModel } from './model.js';

/** Angle forms without an OpenMM force of their own: energy (θ in radians) and per-angle values. */
export const ANGLE_FORMS: Readonly<Record<number, { energy: string; parameters: readonly string[] }>> = {
  // GROMACS funct 2 (G96), DREIDING: ½ k (cos θ − cos θ0)².
  2: { energy: '0.5*k*(cos(theta)-cos(theta0))^2', parameters: ['k', 'theta0'] },
  // UFF: k (c0 + c1 cos θ + c2 cos 2θ), the coefficients of θ0 (core/system.ts uffAngleCoefficients).
  101: { energy: 'k*(c0+c1*cos(theta)+c2*cos(2*theta))', parameters: ['k', 'c0', 'c1', 'c2'] },
  // k (1 + c cos nθ).
  102: { energy: 'k*(1+c*cos(n*theta))', parameters: ['k', 'c', 'n'] },
};

/**
 * cos ω of an inversion on particles p1 = j, p2 = k, p3 = centre, p4 = l: ω is the angle between the
 * axis centre → l and the plane j–centre–k, whose sine is sin∠(l, centre, j) · sin(dihedral l, centre,
 * j, k) (the height of l over the plane, per unit length). cos ω is taken negative when l leans towards
 * j and k (cos∠l-centre-j + cos∠l-centre-k > 0), exactly as LAMMPS's fourier and umbrella styles.
 */
export const COS_OMEGA =
  'cw=sg*sqrt(max(0,1-sw^2)); sw=sin(angle(p4,p3,p1))*sin(dihedral(p4,p3,p1,p2)); ' +
  'sg=2*step(-cos(angle(p4,p3,p1))-cos(angle(p4,p3,p2)))-1';

/** Inversion forms: UFF k (c0 + c1 cos ω + c2 cos 2ω); DREIDING's umbrella, both of its branches. */
export const INVERSION_FORMS: Readonly<Record<number, { energy: string; parameters: readonly string[] }>> = {
  101: { energy: `k*(c0+c1*cw+c2*(2*cw^2-1)); ${COS_OMEGA}`, parameters: ['k', 'c0', 'c1', 'c2'] },
  102: { energy: `k*(flat*(1-cw)+a*(cw-cos0)^2); ${COS_OMEGA}`, parameters: ['k', 'cos0', 'a', 'flat'] },
};

const typeAttributes = (model: OpenMMModel, atoms: readonly number[]): string =>
  atoms.map((a, i) => `type${i + 1}="${model.atoms[a]!.type}"`).join(' ');

/** One <CustomAngleForce> per angle form in use, angles by their atoms' own types. */
export function customAngleLines(model: OpenMMModel): string[] {
  const out: string[] = [];
  for (const [funct, form] of Object.entries(ANGLE_FORMS)) {
    const terms = model.customAngles.filter((t) => t.funct === Number(funct));
    if (terms.length === 0) continue;
    out.push(`  <CustomAngleForce energy="${form.energy}">`);
    for (const p of form.parameters) out.push(`    <PerAngleParameter name="${p}"/>`);
    for (const t of terms) {
      const values = form.parameters.map((p, i) => `${p}="${num(t.values[i]!)}"`).join(' ');
      out.push(`    <Angle ${typeAttributes(model, t.atoms)} ${values}/>`);
    }
    out.push('  </CustomAngleForce>');
  }
  return out;
}

const pythonRows = (terms: readonly OpenMMCustomTerm[]): string =>
  terms.map((t) => `([${t.atoms.join(', ')}], [${t.values.map(num).join(', ')}])`).join(',\n    ');

/**
 * The <Script> ForceField runs at the end of createSystem (OpenMM 7.7 forcefield.py, with `sys` and
 * `topology` in scope): each inversion form becomes a CustomCompoundBondForce over the listed atoms
 * (0-based topology indices: one residue, atoms in the System's order); a System bonded across the
 * cell boundary gets every bonded force evaluated by nearest image when the topology has a box.
 * Absent when neither is needed.
 */
export function scriptLines(model: OpenMMModel): string[] {
  const forms = Object.entries(INVERSION_FORMS).flatMap(([funct, form]) => {
    const terms = model.inversions.filter((t) => t.funct === Number(funct));
    return terms.length > 0 ? [{ form, terms }] : [];
  });
  if (forms.length === 0 && !model.periodicBonds) return [];
  const body = ['import openmm as _mm'];
  if (model.periodicBonds) {
    body.push(
      '# Bonds across the cell boundary: bonded forces by nearest image.',
      'if topology.getPeriodicBoxVectors() is not None:',
      '    for _force in sys.getForces():',
      '        bonded = not isinstance(_force, (_mm.NonbondedForce, _mm.CustomNonbondedForce))',
      '        if bonded and hasattr(_force, "setUsesPeriodicBoundaryConditions"):',
      '            _force.setUsesPeriodicBoundaryConditions(True)',
    );
  }
  for (const { form, terms } of forms) {
    body.push(
      `_force = _mm.CustomCompoundBondForce(4, "${form.energy}")`,
      ...form.parameters.map((p) => `_force.addPerBondParameter("${p}")`),
      `for _atoms, _values in [\n    ${pythonRows(terms)},\n]:`,
      '    _force.addBond(_atoms, _values)',
      '_force.setUsesPeriodicBoundaryConditions(sys.usesPeriodicBoundaryConditions())',
      'sys.addForce(_force)',
    );
  }
  return ['  <Script>', ...body, '  </Script>'];
}
