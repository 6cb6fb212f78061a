import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { mol2Format } from '../../io/mol2/index.js';
import { withMinimumImageBonds } from '../../perception/minimum-image-bonds.js';
import { resolveFullerene } from '../fullerene/resolve.js';
import { buildGraphene } from '../graphene/graphene.js';
import { buildNanotube } from '../nanotube/nanotube.js';
import { addFunctionalGroups } from './functionalize.js';
import {
  angle,
  closestDistantPair,
  distance,
  neighboursOf,
  orderOf,
  vectorBetween,
} from './testing/geometry.js';

const [H, C, O] = [1, 6, 8];
const count = (mol: Molecule, element: number): number => mol.elements.filter((e) => e === element).length;
const z = (mol: Molecule, i: number): number => mol.positions[3 * i + 2]!;

/** The number of bonds through the boundary (a non-zero image). */
const crossing = (mol: Molecule): number => {
  let n = 0;
  for (let k = 0; k < mol.bonds.count; k++) {
    if ([0, 1, 2].some((d) => mol.bonds.image![3 * k + d] !== 0)) n++;
  }
  return n;
};

describe('bridging oxygen (epoxide) on the basal plane', () => {
  const sheet = buildGraphene({ x: 4, y: 3 }).molecule; // periodic, 4·x·y = 48 C

  it('the spec defaults (_O_, 1, random) put one O across one C–C bond: C48O', () => {
    const { molecule, description } = addFunctionalGroups(sheet);
    expect(description).toMatchObject({ group: '_O_', count: 1, orientation: 'random', formula: 'C48O' });
    const [group] = description.groups;
    const [o] = group!.atoms;
    const [c1, c2] = group!.carbons as [number, number];
    expect(neighboursOf(molecule, o!).sort()).toEqual([c1, c2].sort());
    // Ethylene oxide: C–O 1.431 Å, C–O–C 61.6° (Hirose 1974); the carbons keep the sheet's 1.42 Å bond.
    expect(distance(molecule, o!, c1)).toBeCloseTo(1.431, 2);
    expect(distance(molecule, o!, c2)).toBeCloseTo(1.431, 2);
    expect(Math.abs(angle(molecule, c1, o!, c2) - 61.6)).toBeLessThan(2.5);
    // The two carbons are sp3 now: every bond single, four neighbours.
    for (const c of [c1, c2]) {
      expect(neighboursOf(molecule, c)).toHaveLength(4);
      for (const n of neighboursOf(molecule, c)) expect(orderOf(molecule, c, n)).toBe(BondOrder.Single);
    }
  });

  it('on a C20 cage the O goes outward when upward (C20O)', () => {
    const cage = resolveFullerene('C20').molecule;
    const { molecule, description } = addFunctionalGroups(cage, { orientation: 'upward' });
    expect(description.formula).toBe('C20O');
    expect(description.surface).toBe('curved');
    const centre = [0, 1, 2].map((d) => {
      let s = 0;
      for (let i = 0; i < 20; i++) s += molecule.positions[3 * i + d]!;
      return s / 20;
    });
    const r = (i: number): number =>
      Math.hypot(...[0, 1, 2].map((d) => molecule.positions[3 * i + d]! - centre[d]!));
    const [o] = description.groups[0]!.atoms;
    for (const c of description.groups[0]!.carbons) expect(r(o!)).toBeGreaterThan(r(c) + 0.9);
  });
});

describe('hydroxyl on the basal plane', () => {
  const sheet = buildGraphene({ x: 4, y: 3 }).molecule;

  it('upward: each O 1.43 Å straight above its carbon, O–H 0.97 Å, angles of an sp3 carbon and of methanol', () => {
    const { molecule, description } = addFunctionalGroups(sheet, {
      group: '-OH',
      count: 5,
      orientation: 'upward',
    });
    expect(description.formula).toBe('C48H5O5');
    const plane = z(
      molecule,
      neighboursOf(molecule, description.groups[0]!.carbons[0]!).find((n) => n < 48)!,
    );
    for (const g of description.groups) {
      const [c] = g.carbons as [number];
      const [o, h] = g.atoms as [number, number];
      expect(g.side).toBe('upward');
      expect(molecule.elements[o]).toBe(O);
      expect(molecule.elements[h]).toBe(H);
      // C(sp3)–OH 1.432 Å and O–H 0.97 Å (Allen et al. 1987); C–O–H 108.5° (methanol).
      expect(distance(molecule, c, o)).toBeCloseTo(1.432, 2);
      expect(vectorBetween(molecule, c, o)[2]).toBeCloseTo(1.43, 5);
      expect(distance(molecule, o, h)).toBeCloseTo(0.97, 5);
      expect(angle(molecule, c, o, h)).toBeCloseTo(108.5, 4);
      // The carbon rises above the sheet until O–C–C is tetrahedral; C(sp3)–C(ar) 1.51 Å (Allen et al. 1987).
      expect(z(molecule, c) - plane).toBeGreaterThan(0.4);
      for (const n of neighboursOf(molecule, c).filter((x) => x !== o)) {
        expect(angle(molecule, o, c, n)).toBeCloseTo(109.47, 1);
        expect(distance(molecule, c, n)).toBeCloseTo(1.51, 1);
        expect(orderOf(molecule, c, n)).toBe(BondOrder.Single);
      }
    }
    // No group on neighbouring carbons, and nothing closer than 1.7 Å (with H) or 2.2 Å beyond two bonds.
    const carbons = description.groups.map((g) => g.carbons[0]!);
    for (const c of carbons) for (const n of neighboursOf(molecule, c)) expect(carbons).not.toContain(n);
    const close = closestDistantPair(
      molecule,
      description.groups.flatMap((g) => g.atoms),
    );
    expect(close.d).toBeGreaterThan(close.withH ? 1.7 : 2.2);
  });

  it('the periodic sheet keeps its cell and its bonds through the boundary, also through mol2 (CRYSIN)', () => {
    const { molecule } = addFunctionalGroups(sheet, { group: '-OH', count: 4 });
    expect(molecule.cell!.vectors).toEqual(sheet.cell!.vectors);
    expect(crossing(molecule)).toBe(crossing(sheet));
    // C–C bonds: 3 per carbon / 2 = 72, the sheet's own; aromatic except those of the four sp3 carbons.
    const cc = [...Array(molecule.bonds.count).keys()].filter(
      (k) => molecule.elements[molecule.bonds.a[k]!] === C && molecule.elements[molecule.bonds.b[k]!] === C,
    );
    expect(cc).toHaveLength(72);
    expect(cc.filter((k) => molecule.bonds.order[k] === BondOrder.Single)).toHaveLength(12);
    const text = mol2Format.write!(molecule);
    const back = withMinimumImageBonds(mol2Format.read!(text, { fileName: 'x.mol2' }).molecules[0]!);
    expect(back.cell!.parameters.a).toBeCloseTo(sheet.cell!.parameters.a, 3);
    expect(crossing(back)).toBe(crossing(sheet));
    expect(back.bonds.count).toBe(molecule.bonds.count);
  });

  it('downward puts every O below its carbon; random draws sides, the same seed giving the same structure', () => {
    const down = addFunctionalGroups(sheet, { group: '-OH', count: 4, orientation: 'downward' });
    for (const g of down.description.groups) {
      expect(vectorBetween(down.molecule, g.carbons[0]!, g.atoms[0]!)[2]).toBeCloseTo(-1.43, 5);
    }
    const a = addFunctionalGroups(sheet, { group: '-OH', count: 6, seed: 7 });
    const b = addFunctionalGroups(sheet, { group: '-OH', count: 6, seed: 7 });
    expect(Array.from(a.molecule.positions)).toEqual(Array.from(b.molecule.positions));
    const sides = new Set(a.description.groups.map((g) => g.side));
    expect(sides).toEqual(new Set(['upward', 'downward']));
    const other = addFunctionalGroups(sheet, { group: '-OH', count: 6, seed: 8 });
    expect(other.description.groups.map((g) => g.carbons[0])).not.toEqual(
      a.description.groups.map((g) => g.carbons[0]),
    );
  });

  it('on a two-wall tube (3.39 Å apart) the walls face each other: upward groups go on the outer wall, downward on the inner', () => {
    const { molecule: tube, description: walls } = buildNanotube({
      tube: { type: 'armchair', diameter: 10 },
      periods: 4,
      walls: 2,
    });
    const radii = walls.walls.map((w) => w.diameter / 2); // (7,7) 4.75 Å and (12,12) 8.14 Å
    const axis = [0, 1].map((d) => {
      let s = 0;
      for (let i = 0; i < tube.atomCount; i++) s += tube.positions[3 * i + d]!;
      return s / tube.atomCount;
    });
    const radial = (mol: Molecule, i: number): number =>
      Math.hypot(mol.positions[3 * i]! - axis[0]!, mol.positions[3 * i + 1]! - axis[1]!);
    for (const [orientation, wall] of [
      ['upward', 1],
      ['downward', 0],
    ] as const) {
      const { molecule, description } = addFunctionalGroups(tube, { group: '-OH', count: 8, orientation });
      for (const g of description.groups) {
        // The carbon, lifted about 0.5 Å off its wall towards the group, stays within 1 Å of it (the walls are 3.39 Å apart).
        const r = radial(molecule, g.carbons[0]!);
        expect(Math.abs(r - radii[wall]!)).toBeLessThan(1);
      }
    }
  });

  it('on a periodic (6,6) tube, upward is outward and downward inward', () => {
    const tube = buildNanotube({ tube: { n: 6, m: 6 }, periods: 4 }).molecule;
    // The axis runs along z through the carbons' mean x, y.
    const axis = [0, 1].map((d) => {
      let s = 0;
      for (let i = 0; i < tube.atomCount; i++) s += tube.positions[3 * i + d]!;
      return s / tube.atomCount;
    });
    const radial = (mol: Molecule, i: number): number => {
      const centre = axis;
      return Math.hypot(mol.positions[3 * i]! - centre[0]!, mol.positions[3 * i + 1]! - centre[1]!);
    };
    for (const [orientation, sign] of [
      ['upward', 1],
      ['downward', -1],
    ] as const) {
      const { molecule, description } = addFunctionalGroups(tube, { group: '-OH', count: 3, orientation });
      expect(description.surface).toBe('curved');
      for (const g of description.groups) {
        const rise = radial(molecule, g.atoms[0]!) - radial(molecule, g.carbons[0]!);
        expect(sign * rise).toBeGreaterThan(1.3);
      }
      expect(count(molecule, O)).toBe(3);
    }
  });
});
