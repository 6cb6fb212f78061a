import type { RigidWater, System, Term } from '../../core/system.js';
import type { GromacsInteraction, GromacsModel } from './model.js';

/**
 * Rigid waters as GROMACS writes them. SETTLE (`[ settles ]`: the O, funct 1, doh, dhh) names only the
 * oxygen and takes the two hydrogens to be the next two atoms, so it serves a water laid out O, H, H;
 * GROMACS 2022 accepts any number of settles in one moleculetype, which is what this writer's single
 * molecule needs. A water in another order gets three `[ constraints ]` funct 1 (O–H1, O–H2, H1–H2)
 * instead, which LINCS or SHAKE solve. Either way the water's own bonds and angle are left out (their
 * energy would be a constant the constraints fix), so its exclusions are written explicitly, as
 * GROMACS's spc.itp does.
 */
export function rigidWaterLines(
  system: System,
): Pick<GromacsModel, 'settles' | 'constraints'> & { exclusions: number[][] } {
  const settles: GromacsInteraction[] = [];
  const constraints: GromacsInteraction[] = [];
  const exclusions: number[][] = [];
  for (const w of system.rigidWaters ?? []) {
    const [o, h1, h2] = [w.o + 1, w.h1 + 1, w.h2 + 1];
    if (w.h1 === w.o + 1 && w.h2 === w.o + 2)
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
