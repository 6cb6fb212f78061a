import { describe, expect, it } from 'vitest';
import { bondLengths, neighbourCounts, shortestDistance } from '../lattice/testing/geometry.js';
import { buildGraphene } from './graphene.js';

const count = (xs: readonly number[], v: number): number => xs.filter((x) => x === v).length;

describe('buildGraphene: periodic sheet', () => {
  const { molecule, description } = buildGraphene({ x: 3, y: 2 });

  it('repeats the 4-atom orthorhombic cell with a = √3·Rcc = 2.46 Å (graphene lattice constant, Castro Neto et al. RMP 81, 109 (2009))', () => {
    expect(description.cellA).toBeCloseTo(2.4595, 4);
    expect(description.cellB).toBeCloseTo(4.26, 10);
    expect(molecule.atomCount).toBe(24);
    expect(molecule.cell?.parameters.a).toBeCloseTo(3 * 2.4595, 3);
    expect(molecule.cell?.parameters.b).toBeCloseTo(2 * 4.26, 10);
  });

  it('has the areal density of graphene, 3.82e15 atoms/cm² = 0.382 Å⁻²', () => {
    const p = molecule.cell!.parameters;
    expect(molecule.atomCount / (p.a * p.b)).toBeCloseTo(0.382, 3);
  });

  it('gives every carbon 3 carbon neighbours at Rcc, bonds through the boundary included', () => {
    expect(molecule.bonds.count).toBe((3 * 24) / 2);
    for (const d of bondLengths(molecule)) expect(d).toBeCloseTo(1.42, 10);
    const byDistance = neighbourCounts(molecule, 1.6);
    expect(byDistance.every((n) => n === 3)).toBe(true);
    expect(shortestDistance(molecule)).toBeCloseTo(1.42, 10);
  });

  it('builds the smallest sheet (1 × 1) with two bonds to the same neighbour through the boundary', () => {
    const one = buildGraphene({ x: 1, y: 1 }).molecule;
    expect(one.bonds.count).toBe(6);
    for (const d of bondLengths(one)) expect(d).toBeCloseTo(1.42, 10);
  });

  it('uses the Rcc asked, rounded to 2 decimals', () => {
    const b = buildGraphene({ x: 2, y: 2, rcc: 1.4449 });
    expect(b.description.rcc).toBe(1.44);
    for (const d of bondLengths(b.molecule)) expect(d).toBeCloseTo(1.44, 10);
  });
});

describe('buildGraphene: H-terminated flake', () => {
  it.each([
    [1, 1],
    [3, 2],
    [5, 4],
  ])('%i × %i: 4xy carbons, 2x + 4y hydrogens (two per cut bond), every carbon with 3 bonds', (x, y) => {
    const { molecule, description } = buildGraphene({ x, y, terminalH: true });
    expect(molecule.cell).toBeUndefined();
    expect(description.carbonCount).toBe(4 * x * y);
    expect(description.hydrogenCount).toBe(2 * x + 4 * y);
    const degree = new Array<number>(molecule.atomCount).fill(0);
    for (let k = 0; k < molecule.bonds.count; k++) {
      degree[molecule.bonds.a[k]!]!++;
      degree[molecule.bonds.b[k]!]!++;
    }
    const carbons = [...molecule.elements.keys()].filter((i) => molecule.elements[i] === 6);
    expect(carbons.every((i) => degree[i] === 3)).toBe(true);
    // From coordinates: C–H at 1.09 Å, no carbon left with fewer than 2 carbon neighbours un-capped.
    const cNeighbours = neighbourCounts(molecule, 1.6, 6);
    const hNeighbours = neighbourCounts(molecule, 1.2, 1);
    expect(carbons.every((i) => cNeighbours[i]! + hNeighbours[i]! === 3)).toBe(true);
    expect(shortestDistance(molecule)).toBeCloseTo(1.09, 10);
  });

  it('1 × 1 is all-trans-like butadiene C4H6: two =CH2 ends and two CH', () => {
    const { molecule } = buildGraphene({ x: 1, y: 1, terminalH: true });
    const h = neighbourCounts(molecule, 1.2, 1).slice(0, 4);
    expect(count(h, 2)).toBe(2);
    expect(count(h, 1)).toBe(2);
  });

  it('keeps hydrogens apart: the closest pairs face each other across an armchair seat, 2·Rcc − 1.09 = 1.75 Å', () => {
    const { molecule } = buildGraphene({ x: 4, y: 3, terminalH: true });
    const isH = (_: number, i: number): boolean => molecule.elements[i] === 1;
    expect(
      neighbourCounts(molecule, 1.74, 1)
        .filter(isH)
        .every((n) => n === 0),
    ).toBe(true);
    // Counted on the drawing of the 4 × 3 flake: 3 seats on the left armchair edge, 2 on the right.
    const close = neighbourCounts(molecule, 1.76, 1).filter(isH);
    expect(count(close, 1)).toBe(2 * 5);
  });
});

describe('buildGraphene: refusals', () => {
  it.each([
    [{ x: 0, y: 1 }, 'repeat'],
    [{ x: 21, y: 1 }, 'repeat'],
    [{ x: 1, y: 2.5 }, 'repeat'],
    [{ x: 1, y: 1, rcc: 0.5 }, 'rcc'],
    [{ x: 1, y: 1, vacuum: 1 }, 'vacuum'],
  ])('%o → rule %s', (request, rule) => {
    expect(() => buildGraphene(request)).toThrow(
      expect.objectContaining({ code: 'invalid-request', data: expect.objectContaining({ rule }) }),
    );
  });
});
