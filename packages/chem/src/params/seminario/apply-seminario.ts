import { ChemError } from '../../core/errors.js';
import type { Provenance, System } from '../../core/system.js';
import type { BondedReplacement } from '../rebuild.js';
import { replaceBondedParameters } from '../rebuild.js';
import { angleConstant } from './angle-constant.js';
import { angleScalingFactors } from './angle-scaling.js';
import { bondConstant } from './bond-constant.js';
import type { HessianFrame } from './seminario-geometry.js';

/** The spec's fitting modes (000 §9): 0 none, 1 bonds only, 2 angles only, 3 both. */
export type SeminarioMode = 0 | 1 | 2 | 3;

export interface SeminarioOptions {
  readonly mode: SeminarioMode;
  /** Frequency scaling factor s; force constants are multiplied by s² (default 1). */
  readonly vibrationalScaling?: number;
  /**
   * 'type' (default): one parameter per atom-type class, the mean over its terms, as the reference
   * implementation's Average_Modified_Seminario_* files do; 'term': one parameter per term.
   */
  readonly average?: 'type' | 'term';
  /** Named in the provenance (the Hessian file name). */
  readonly source?: string;
}

/** The Hessian with the geometry it was computed at; `positions` defaults to the system's molecule. */
export interface SeminarioHessian {
  readonly atomCount: number;
  readonly hessian: Float64Array;
  readonly positions?: Float64Array;
}

/**
 * Replaces the bond and/or angle parameters of `system` by modified Seminario values (Allen, Payne &
 * Cole, J. Chem. Theory Comput. 2018, 14, 274, doi:10.1021/acs.jctc.7b00785) computed from a Cartesian
 * Hessian. Equilibrium values come from the Hessian's geometry. Returns a new System; terms keep their
 * atoms, the tables are deduplicated again (params/rebuild.ts), provenance.derivedFrom is 'hessian'.
 */
export function applySeminario(system: System, hessian: SeminarioHessian, options: SeminarioOptions): System {
  if (options.mode === 0) return system;
  const frame = frameOf(system, hessian);
  const s2 = (options.vibrationalScaling ?? 1) ** 2;
  const provenance = (p: Provenance): Provenance => ({
    forceField: p.forceField,
    source: `modified Seminario (Allen, Payne & Cole 2018) from ${options.source ?? 'a Hessian'}`,
    estimated: false,
    derivedFrom: 'hessian',
  });
  const key = (atoms: readonly number[]): string => classKey(system, atoms, options.average ?? 'type');
  const replacement: { bond?: BondedReplacement['bond']; angle?: BondedReplacement['angle'] } = {};
  if (options.mode === 1 || options.mode === 3) {
    const fits = classMeans(
      system.bonds.map((t) => {
        const fit = bondConstant(frame, t.atoms[0], t.atoms[1]);
        return { key: key(t.atoms), value: fit.b0, k: fit.kb * s2 };
      }),
    );
    const byTerm = new Map(system.bonds.map((t, i) => [t.atoms.join('-'), fits[i]]));
    replacement.bond = (atoms, current) => {
      const f = byTerm.get(atoms.join('-'));
      return f ? { funct: 1, b0: f.value, kb: f.k, provenance: provenance(current.provenance) } : current;
    };
  }
  if (options.mode === 2 || options.mode === 3) {
    const factors = angleScalingFactors(
      frame,
      system.angles.map((t) => t.atoms),
    );
    const fits = classMeans(
      system.angles.map((t, i) => {
        const fit = angleConstant(frame, t.atoms, factors[i] ?? [1, 1]);
        return { key: key(t.atoms), value: fit.theta0, k: fit.k * s2 };
      }),
    );
    const byTerm = new Map(system.angles.map((t, i) => [t.atoms.join('-'), fits[i]]));
    replacement.angle = (atoms, current) => {
      const f = byTerm.get(atoms.join('-'));
      return f ? { funct: 1, theta0: f.value, k: f.k, provenance: provenance(current.provenance) } : current;
    };
  }
  return replaceBondedParameters(system, replacement);
}

function frameOf(system: System, hessian: SeminarioHessian): HessianFrame {
  const n = system.molecule.atomCount;
  if (hessian.atomCount !== n || hessian.hessian.length !== 9 * n * n) {
    throw new ChemError(
      'invalid-molecule',
      `matrix size mismatch: the Hessian is for ${hessian.atomCount} atoms but the structure has ${n}.`,
    );
  }
  return {
    atomCount: n,
    hessian: hessian.hessian,
    positions: hessian.positions ?? system.molecule.positions,
  };
}

/** Atom types of the term, read in the direction that sorts first (so A-B-C and C-B-A meet). */
function classKey(system: System, atoms: readonly number[], average: 'type' | 'term'): string {
  if (average === 'term') return atoms.join('-');
  const types = atoms.map((i) => system.atoms[i]?.type ?? String(i));
  const forward = types.join('-');
  const backward = [...types].reverse().join('-');
  return forward <= backward ? forward : backward;
}

interface Fitted {
  readonly key: string;
  /** b0 (nm) or θ0 (degrees). */
  readonly value: number;
  readonly k: number;
}

/** Each term's values replaced by the mean over the terms of its class. */
function classMeans(fits: readonly Fitted[]): Fitted[] {
  const sums = new Map<string, { value: number; k: number; count: number }>();
  for (const f of fits) {
    const s = sums.get(f.key) ?? { value: 0, k: 0, count: 0 };
    sums.set(f.key, { value: s.value + f.value, k: s.k + f.k, count: s.count + 1 });
  }
  return fits.map((f) => {
    const s = sums.get(f.key) ?? { value: f.value, k: f.k, count: 1 };
    return { key: f.key, value: s.value / s.count, k: s.k / s.count };
  });
}
