import type { RigidWater, System, Term } from '../../core/system.js';
import type { GromacsInteraction, GromacsMoleculeType } from './model.js';

/**
 * Rigid waters as GROMACS writes them. SETTLE (`[ settles ]`: the O, funct 1, doh, dhh) names only the
 * oxygen and takes the two hydrogens to be the next two atoms, so it serves a water laid out O, H, H
 * in its molecule type (`position`: each atom's index there; the writer lays every molecule out on
 * its own). A water in another order gets three `[ constraints ]` funct 1 (O–H1, O–H2, H1–H2)
 * instead, which LINCS or SHAKE solve. Either way the water's own bonds and angle are left out (their
 * energy would be a constant the constraints fix), so its exclusions are written explicitly, as
 * GROMACS's spc.itp does.
 */
export function rigidWaterLines(
  system: System,
  position: ArrayLike<number> = { length: 0 },
): Pick<GromacsMoleculeType, 'settles' | 'constraints'> & { exclusions: number[][] } {
  // Where each atom lands in its molecule type (the .itp's numbering); the System's index by default.
  const at = (i: number): number => (position.length > 0 ? position[i]! : i);
  const settles: GromacsInteraction[] = [];
  const constraints: GromacsInteraction[] = [];
  const exclusions: number[][] = [];
  for (const w of system.rigidWaters ?? []) {
    const [o, h1, h2] = [w.o + 1, w.h1 + 1, w.h2 + 1];
    if (at(w.h1) === at(w.o) + 1 && at(w.h2) === at(w.o) + 2)
      settles.push({ atoms: [o], funct: 1, parameters: [w.dOH, w.dHH] });
    else {
      constraints.push(
        { atoms: [o, h1], funct: 1, parameters: [w.dOH] },
        { atoms: [o, h2], funct: 1, parameters: [w.dOH] },
        { atoms: [h1, h2], funct: 1, parameters: [w.dHH] },
      );
    }
    exclusions.push([o, h1, h2], [h1, h2]);
  }
  return { settles, constraints, exclusions };
}

/** Terms whose atoms all belong to one rigid water: the constraints replace them. */
export function withoutRigidWaterTerms(system: System): System {
  const waters = system.rigidWaters ?? [];
  if (waters.length === 0) return system;
  const waterOf = new Map<number, RigidWater>();
  for (const w of waters) for (const a of [w.o, w.h1, w.h2]) waterOf.set(a, w);
  const inside = <A extends readonly number[]>(t: Term<A>): boolean => {
    const w = waterOf.get(t.atoms[0]!);
    return w !== undefined && t.atoms.every((a) => waterOf.get(a) === w);
  };
  return {
    ...system,
    bonds: system.bonds.filter((t) => !inside(t)),
    angles: system.angles.filter((t) => !inside(t)),
  };
}
