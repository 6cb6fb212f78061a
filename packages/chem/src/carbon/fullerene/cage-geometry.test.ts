import { describe, expect, it } from 'vitest';
import { cagePasses, checkCage } from './cage-checks.js';
import { CAGE_FORCE_FIELD } from './cage-force-field.js';
import { cageGeometry, START_BOND } from './cage-geometry.js';
import { topologicalBasis, topologicalCoordinates } from './embed.js';
import { fullereneIsomers } from './catalogue.js';
import { enumerateFullerenes } from './enumerate.js';
import { cageBonds, graphFromTriangles } from './fullerene-graph.js';
import { windup } from './spiral-patch.js';
import { graphSymmetry } from './graph-symmetry.js';
import { spatialSymmetry } from './symmetry-3d.js';

/**
 * Circumradius of an icosahedral C60 with pentagon edges a and hexagon/hexagon edges b, from the geometry
 * alone: pentagons of circumradius ρ = a / (2 sin 36°) sit at distance d from the centre on the icosahedron's
 * vertex directions (θ = arctan 2 apart); the b bond joins the nearest vertices of two neighbouring
 * pentagons across the mirror plane between them, so d·sin(θ/2) − ρ·cos(θ/2) = b/2.
 */
function c60Radius(a: number, b: number): number {
  const rho = a / (2 * Math.sin(Math.PI / 5));
  const half = Math.atan(2) / 2;
  const d = (b / 2 + rho * Math.cos(half)) / Math.sin(half);
  return Math.hypot(d, rho);
}

const c60 = enumerateFullerenes(60, true)[0]!;

describe('C60-Ih after relaxation', () => {
  const geometry = cageGeometry(c60.graph, graphSymmetry(c60.graph).automorphisms, 'Ih');
  const x = geometry.positions;
  const length = (a: number, b: number): number =>
    Math.hypot(x[3 * a]! - x[3 * b]!, x[3 * a + 1]! - x[3 * b + 1]!, x[3 * a + 2]! - x[3 * b + 2]!);
  const bonds = cageBonds(c60.graph);
  const mean = (pentagons: number): number => {
    const ls = bonds.filter((b) => b.pentagons === pentagons).map((b) => length(b.a, b.b));
    return ls.reduce((s, v) => s + v, 0) / ls.length;
  };

  it('has the two bond lengths of gas-phase electron diffraction within 0.01 Å (Hedberg et al., Science 254, 410 (1991): 1.458, 1.401)', () => {
    expect(Math.abs(mean(1) - 1.458)).toBeLessThan(0.01);
    expect(Math.abs(mean(0) - 1.401)).toBeLessThan(0.01);
    expect(bonds.filter((b) => b.pentagons === 1)).toHaveLength(60);
    expect(bonds.filter((b) => b.pentagons === 0)).toHaveLength(30);
  });

  it('is the ideal truncated icosahedron of its bond lengths (diameter by the closed form)', () => {
    const { pentHex, hexHex } = CAGE_FORCE_FIELD;
    expect(geometry.checks.diameter).toBeCloseTo(2 * c60Radius(pentHex, hexHex), 4);
  });

  it('has the electron-diffraction diameter 7.113 Å within 0.03 Å', () => {
    // The closed form with Hedberg's own bonds gives 7.124 Å (their diameter is a different distance
    // average); ours is shorter by what 8 mÅ shorter pentagon bonds give: 0.03 Å covers both.
    expect(Math.abs(geometry.checks.diameter - 7.113)).toBeLessThan(0.03);
  });

  it('keeps Ih in its coordinates and passes the cage checks', () => {
    expect(geometry.checks.pointGroup3d).toBe('Ih');
    expect(cagePasses(geometry.checks)).toBe(true);
  });

  it('sees a lost symmetry: one atom moved 0.05 Å outward leaves only the mirror through it (Cs)', () => {
    const moved = Float64Array.from(x);
    for (let k = 0; k < 3; k++) moved[k]! *= 1 + 0.05 / 3.55;
    expect(spatialSymmetry(moved, graphSymmetry(c60.graph).automorphisms).pointGroup).toBe('Cs');
  });

  it('fails a cage with an atom pushed through the cage', () => {
    const broken = Float64Array.from(x);
    for (let k = 0; k < 3; k++) broken[k] = -x[k]! * 0.9;
    expect(cagePasses(checkCage(c60.graph, broken))).toBe(false);
  });
});

describe('every cage C20–C36 and every IPR cage C70–C80', () => {
  const isomers = [
    ...[20, 24, 26, 28, 30, 32, 34, 36].flatMap((n) => fullereneIsomers(n)),
    ...[70, 72, 74, 76, 78, 80].flatMap((n) => fullereneIsomers(n)),
  ];

  it('relaxes to a sound cage whose coordinates have the graph point group', () => {
    expect(isomers).toHaveLength(1 + 1 + 1 + 2 + 3 + 6 + 6 + 15 + 1 + 1 + 1 + 2 + 5 + 7);
    for (const iso of isomers) {
      const { checks } = cageGeometry(iso.graph, iso.symmetry.automorphisms, iso.pointGroup);
      expect({ name: iso.name, pass: cagePasses(checks), pg: checks.pointGroup3d }).toEqual({
        name: iso.name,
        pass: true,
        pg: iso.pointGroup,
      });
      expect(checks.bondMin).toBeGreaterThan(1.3);
      expect(checks.bondMax).toBeLessThan(1.6);
    }
  });
});

describe('elongated cages', () => {
  // C60-D5d, Atlas C60 isomer 1 (Fowler & Manolopoulos): two C20 halves joined by a belt of hexagons.
  const spiral = [1, 2, 3, 4, 5, 6, 27, 28, 29, 30, 31, 32];
  const graph = graphFromTriangles(
    windup(Array.from({ length: 32 }, (_, i) => (spiral.includes(i + 1) ? 5 : 6)))!,
    32,
  );
  const autos = graphSymmetry(graph).automorphisms;

  it('fold from eigenvectors 2–4, whose shell mixes with a longitudinal vector', () => {
    const folded = cageGeometry(graph, autos, 'D5d', topologicalCoordinates(graph, START_BOND));
    expect(cagePasses(folded.checks)).toBe(false);
  });

  it('relax to a sound D5d cage from another triple of the leading vectors', () => {
    const { checks } = cageGeometry(graph, autos, 'D5d');
    expect(cagePasses(checks)).toBe(true);
    expect(checks.pointGroup3d).toBe('D5d');
  });
});

describe('topological coordinates', () => {
  it('use the C60 adjacency eigenvalue 2.757 of the t1u shell (Haddon, Brus & Raghavachari, Chem. Phys. Lett. 125, 459 (1986))', () => {
    const basis = topologicalBasis(c60.graph, 3);
    const a = new Float64Array(60);
    for (const v of basis) {
      for (let i = 0; i < 60; i++)
        a[i] = [0, 1, 2].reduce((s, k) => s + v[c60.graph.neighbours[3 * i + k]!]!, 0);
      expect(a.reduce((s, y, i) => s + y * v[i]!, 0)).toBeCloseTo(2.757, 3);
    }
  });
});
