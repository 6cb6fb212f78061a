import { ChemError } from '../../core/errors.js';
import { estimatedNote } from '../../core/estimated-note.js';
import type {
  DihedralParameter,
  HarmonicAngle,
  HarmonicBond,
  ImproperParameter,
  Provenance,
} from '../../core/system.js';
import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import type { GromosMacroRule } from './gromos-bonded-rules.js';

export const GROMOS_54A7 = 'GROMOS 54A7';

/** The macro's numbers as ffbonded.itp #defines them, and where. */
function macroValues(ff: GromacsForceField, rule: GromosMacroRule, count: number) {
  const define = ff.defines.get(rule.macro);
  const values = define?.value.trim().split(/\s+/).map(Number) ?? [];
  if (define === undefined || values.length < count || values.some((v) => !Number.isFinite(v))) {
    throw new ChemError(
      'missing-parameter',
      `GROMOS 54A7: the force field read from ${ff.source} has no usable #define ${rule.macro} (${rule.comment}).`,
    );
  }
  const provenance: Provenance = {
    forceField: GROMOS_54A7,
    source: `${ff.source}/${define.file}`,
    line: define.line,
    estimated: rule.analogy !== undefined,
    ...(rule.analogy !== undefined
      ? {
          estimatedFrom: `${rule.macro} by analogy: ${rule.analogy}`,
          estimatedNote: estimatedNote('gromosAnalogy', { macro: rule.macro }),
        }
      : {}),
  };
  return { values, provenance };
}

/**
 * gb_N is b0 (nm) and the quartic Kb of GROMOS bond funct 2, E = ¼ Kb (b² − b0²)². The harmonic
 * bond with the same curvature at b0 has kb = 2 Kb b0² (GROMOS 96 manual, Table 2.5.2.1 lists it
 * beside the quartic constant; ffbonded.itp's comments carry it in kcal mol⁻¹ Å⁻²: gb_27 → 800).
 */
export function gromosBond(ff: GromacsForceField, rule: GromosMacroRule): HarmonicBond {
  const { values, provenance } = macroValues(ff, rule, 2);
  const [b0, quartic] = values as [number, number];
  return { funct: 1, b0, kb: 2 * quartic * b0 * b0, provenance };
}

/**
 * ga_N is θ0 (degrees) and the K of GROMOS angle funct 2, E = ½ K (cos θ − cos θ0)². The harmonic
 * angle with the same curvature at θ0 has kθ = K sin² θ0 (kJ mol⁻¹ rad⁻²; the comments' numbers,
 * kcal mol⁻¹ rad⁻²: ga_13 → 110). At 180° it vanishes, so such angles are refused.
 */
export function gromosAngle(ff: GromacsForceField, rule: GromosMacroRule): HarmonicAngle {
  const { values, provenance } = macroValues(ff, rule, 2);
  const [theta0, k] = values as [number, number];
  const s = Math.sin((theta0 * Math.PI) / 180);
  if (s * s < 1e-6) {
    throw new ChemError(
      'unsupported-form',
      `GROMOS 54A7: ${rule.macro} is linear (θ0 = ${theta0}°): no harmonic equivalent.`,
    );
  }
  return { funct: 1, theta0, k: k * s * s, provenance };
}

/** gd_N is phase (degrees), k (kJ/mol) and multiplicity of GROMACS dihedral funct 1. */
export function gromosDihedral(ff: GromacsForceField, rule: GromosMacroRule): DihedralParameter {
  const { values, provenance } = macroValues(ff, rule, 3);
  const [phase, k, multiplicity] = values as [number, number, number];
  return { funct: 1, terms: [{ phase, k, multiplicity }], provenance };
}

/** gi_N is ξ0 (degrees) and kξ (kJ mol⁻¹ rad⁻²) of the harmonic improper, GROMACS funct 2. */
export function gromosImproper(ff: GromacsForceField, rule: GromosMacroRule): ImproperParameter {
  const { values, provenance } = macroValues(ff, rule, 2);
  const [xi0, k] = values as [number, number];
  return { funct: 2, xi0, k, provenance };
}
