import type { AngleParameter, Atoms2, Atoms3, HarmonicAngle, HarmonicBond, System } from '../core/system.js';
import { ParameterTable } from './parameter-table.js';

/**
 * Hook for methods that replace bonded constants per term (e.g. modified Seminario from a Hessian):
 * each bond and angle term's parameter goes through the callback (return it unchanged to keep it),
 * and the tables are deduplicated again, so terms that now differ get their own rows.
 */
export interface BondedReplacement {
  readonly bond?: (atoms: Atoms2, current: HarmonicBond) => HarmonicBond;
  readonly angle?: (atoms: Atoms3, current: HarmonicAngle) => HarmonicAngle;
}

export function replaceBondedParameters(system: System, replace: BondedReplacement): System {
  const bondTable = new ParameterTable<HarmonicBond>();
  const bonds = system.bonds.map((t) => {
    const p = system.bondParameters[t.parameter];
    if (!p) throw new RangeError(`bond term points at missing row ${t.parameter}`);
    return { atoms: t.atoms, parameter: bondTable.add(replace.bond ? replace.bond(t.atoms, p) : p) };
  });
  const angleTable = new ParameterTable<AngleParameter>();
  const angles = system.angles.map((t) => {
    const p = system.angleParameters[t.parameter];
    if (!p) throw new RangeError(`angle term points at missing row ${t.parameter}`);
    // Geometry and Hessian values replace harmonic angles only: they are fitted to that form.
    const replaced = replace.angle && p.funct === 1 ? replace.angle(t.atoms, p) : p;
    return { atoms: t.atoms, parameter: angleTable.add(replaced) };
  });
  return { ...system, bondParameters: bondTable.values, bonds, angleParameters: angleTable.values, angles };
}
