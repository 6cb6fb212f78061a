import { describe, expect, it } from 'vitest';
import type { System } from '../../core/system.js';
import { typeClayff } from '../../typing/clayff/type-clayff.js';
import { kaolinite } from '../../typing/clayff/testing/kaolinite.js';
import { KCAL } from '../../writers/testing/forms.js';
import { findForceFieldModel } from '../models/force-field-models.js';
import { parameterizeClayff } from './parameterize-clayff.js';

/*
 * Expected values by hand from Cygan, Liang & Kalinichev 2004, Table 1 and eq 3–7 (the paper's
 * energies without ½: E = k1 (r − r0)², E = k2 (θ − θ0)², E = D0 [(R0/r)¹² − 2 (R0/r)⁶]), in GROMACS
 * units (1 kcal = 4.184 kJ, 1 Å = 0.1 nm).
 */
function kaoliniteSystem(): System {
  const typed = typeClayff(kaolinite());
  return parameterizeClayff(typed.molecule, { types: typed.types }).system;
}

const lj = (sigma: number, epsilon: number, r: number): number =>
  4 * epsilon * ((sigma / r) ** 12 - (sigma / r) ** 6);

describe('parameterizeClayff on kaolinite', () => {
  it('has only the O–H bonds and the M–O–H angles as bonded terms', () => {
    const s = kaoliniteSystem();
    // 8 hydroxyls; each hydroxyl O touches two octahedral Al: 16 Al–O–H angles.
    expect(s.bonds).toHaveLength(8);
    for (const { atoms } of s.bonds) expect(atoms.map((i) => s.atoms[i]!.type).sort()).toEqual(['ho', 'oh']);
    expect(s.angles).toHaveLength(16);
    for (const { atoms } of s.angles) expect(atoms.map((i) => s.atoms[i]!.type)).toEqual(['ao', 'oh', 'ho']);
    expect(s.dihedrals).toHaveLength(0);
    expect(s.pairs).toHaveLength(0);
    // The molecule keeps every bond of the structure (Al–O, Si–O, O–H) for the structure files.
    expect(s.molecule.bonds.count).toBe(48);
    expect(s.defaults).toMatchObject({ combinationRule: 2, fudgeLJ: 1, fudgeQQ: 1 });
  });

  it('gives the paper’s energies by term', () => {
    const s = kaoliniteSystem();
    const bond = s.bondParameters[0]!;
    // At r = 0.97 Å: 554.1349 × 0.03² kcal/mol = 0.498721 kcal/mol.
    const rBond = 0.097;
    expect(0.5 * bond.kb * (rBond - bond.b0) ** 2).toBeCloseTo(554.1349 * 0.03 ** 2 * KCAL, 9);
    const angle = s.angleParameters[0]!;
    expect(angle.funct).toBe(1);
    // At θ = 120°: 30 × (10.53° in rad)² kcal/mol.
    const d = ((120 - 109.47) * Math.PI) / 180;
    expect(0.5 * angle.k * d * d).toBeCloseTo(30 * d * d * KCAL, 9);
    // ao–ob at 3.0 Å: R0 = ½ (4.7943 + 3.5532), D0 = √(1.3298e-6 × 0.1554), paper's form.
    const ao = s.atoms.find((a) => a.type === 'ao')!;
    const ob = s.atoms.find((a) => a.type === 'ob')!;
    const r0 = 0.5 * (4.7943 + 3.5532);
    const d0 = Math.sqrt(1.3298e-6 * 0.1554);
    const paper = d0 * ((r0 / 3) ** 12 - 2 * (r0 / 3) ** 6) * KCAL;
    // Combination rule 2: arithmetic σ, geometric ε.
    const ours = lj(0.5 * (ao.sigma + ob.sigma), Math.sqrt(ao.epsilon * ob.epsilon), 0.3);
    expect(ours).toBeCloseTo(paper, 12);
    expect(s.atoms.find((a) => a.type === 'ho')).toMatchObject({ sigma: 0, epsilon: 0, charge: 0.425 });
  });

  it('is the CLAYFF model: --ff clayff, its own charges', () => {
    const model = findForceFieldModel('clayff')!;
    expect(model.name).toBe('CLAYFF');
    expect(model.ownCharges).toBe(true);
    const typed = model.type(kaolinite());
    const charges = model.charges!(typed.molecule, typed.types, {});
    expect(charges[0]).toBe(1.575);
    const built = model.parameterize(typed.molecule, { types: typed.types, charges, data: {} });
    expect(built.system.atoms.map((a) => a.charge)).toEqual([...charges]);
    expect(built.diagnostics.map((x) => x.code)).toEqual(['clayff-metal-hydroxyl-angle']);
    expect(model.atom('st', {})?.sigma).toBeCloseTo((3.7064 * 2 ** (-1 / 6)) / 10, 12);
  });
});
