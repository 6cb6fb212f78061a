import { describe, expect, it } from 'vitest';
import { TopoForgeError } from '../../core/errors.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { clayffCharges } from './charges.js';
import { kaolinite, kaoliniteWithoutHydrogens } from './testing/kaolinite.js';
import { octahedralSubstitution, typeClayff } from './type-clayff.js';

const sum = (a: Float64Array): number => a.reduce((s, x) => s + x, 0);

function thrown(run: () => unknown): TopoForgeError {
  try {
    run();
  } catch (e) {
    if (e instanceof TopoForgeError) return e;
    throw e;
  }
  throw new Error('expected a TopoForgeError');
}

/*
 * Expected species by hand from kaolinite's structure and Cygan et al. 2004, Table 1: the cell holds
 * Al1, Al1', Al2, Al2' (octahedral: ao), Si1, Si1', Si2, Si2' (st), the apical O1, O2 (one Si and two
 * Al) and basal O3–O5 (two Si) as ob, the hydroxyl sites O-H1…O-H4 (oh) with their H (ho).
 */
describe('typeClayff on a kaolinite cell', () => {
  it('types every site of Al2Si2O5(OH)4 and its charges sum to 0 per formula unit', () => {
    const typed = typeClayff(kaolinite());
    expect(typed.types).toEqual([
      ...Array(4).fill('ao'),
      ...Array(4).fill('st'),
      ...Array(10).fill('ob'),
      ...Array(8).fill('oh'),
      ...Array(8).fill('ho'),
    ]);
    // 2 × 1.575 + 2 × 2.1 − 5 × 1.05 + 4 × (−0.95 + 0.425) = 0, twice.
    expect(sum(clayffCharges(typed.types))).toBeCloseTo(0, 10);
    expect(typed.diagnostics).toEqual([]);
  });

  it('warns when the species charges do not sum to a whole number', () => {
    // Li for an octahedral Al: lio and its six neighbours as obos/ohs give 0.525 − 1.575 + 2 (−0.1308)
    // + 4 (−0.1308) = −1.8348 e, which no ClayFF substitution describes.
    const typed = typeClayff(kaolinite(new Map([[0, 3]])));
    expect(typed.types[0]).toBe('lio');
    expect(sum(clayffCharges(typed.types))).toBeCloseTo(-1.8348, 10);
    expect(typed.diagnostics.map((d) => d.code)).toEqual(['clayff-net-charge']);
    expect(typed.diagnostics[0]!.message).toMatch(/sum to -1\.8348 e/);
    // Mg for a tetrahedral Si is no ClayFF site at all: Mg needs six O.
    expect(() => typeClayff(kaolinite(new Map([[4, 12]])))).toThrow(/Mg has 4 O neighbours/);
  });

  it('marks octahedral substitution (Mg for Al): mgo, obos, ohs, charge −1', () => {
    const typed = typeClayff(kaolinite(new Map([[0, 12]])));
    expect(typed.types[0]).toBe('mgo');
    const around = typed.types.map((t, i) => [t, i] as const).filter(([t]) => t === 'obos' || t === 'ohs');
    // The Mg octahedron: two apical O (Si, Al, Mg) and four hydroxyls (Al, Mg).
    expect(around.filter(([t]) => t === 'obos')).toHaveLength(2);
    expect(around.filter(([t]) => t === 'ohs')).toHaveLength(4);
    // 1.36 − 1.575 + 2 (−1.1808 + 1.05) + 4 (−1.0808 + 0.95) = −0.9998 (Table 1 balances to −1 e).
    expect(sum(clayffCharges(typed.types))).toBeCloseTo(-0.9998, 10);
  });

  it('marks tetrahedral substitution (Al for Si): at, obts', () => {
    const typed = typeClayff(kaolinite(new Map([[4, 13]])));
    expect(typed.types[4]).toBe('at');
    expect(typed.types.filter((t) => t === 'obts')).toHaveLength(4);
    // 1.575 − 2.1 + 4 (−1.1688 + 1.05) = −1.0002.
    expect(sum(clayffCharges(typed.types))).toBeCloseTo(-1.0002, 10);
  });

  it('refuses the cell as refined without its H sites: the hydroxyl O cannot be typed', () => {
    const e = thrown(() => typeClayff(kaoliniteWithoutHydrogens()));
    expect(e.code).toBe('missing-parameter');
    // The first hydroxyl site (O-H1, atom 19) touches two octahedral Al: ½ + ½ = 1.
    expect(e.message).toMatch(
      /atom 19 \(O; neighbours: Al\d+, Al\d+\).*bond-valence sum of 1\.00.*H is missing/,
    );
    expect(e.data).toMatchObject({ atoms: [19] });
  });
});

describe('octahedralSubstitution', () => {
  it('marks a lower-valence cation among the octahedral ones, not a higher-valence one or an edge', () => {
    // Valences of an oxygen's octahedral cations; strengths z/6 against the 1 of a plain sheet.
    expect(octahedralSubstitution([3, 2])).toBe(true); // Mg among Al: ½ + ⅓ = 0.83
    expect(octahedralSubstitution([2, 2, 1])).toBe(true); // Li among Mg (hectorite): 0.83
    expect(octahedralSubstitution([3, 3])).toBe(false); // dioctahedral Al sheet: 1
    expect(octahedralSubstitution([2, 2, 2])).toBe(false); // trioctahedral Mg sheet: 1
    expect(octahedralSubstitution([2, 2, 3])).toBe(false); // Al among Mg (amesite): 1.17
    expect(octahedralSubstitution([3])).toBe(false); // an edge oxygen on one Al: ½
  });
});

describe('typeClayff on water and ions', () => {
  function cluster(atoms: readonly [number, number, number, number][]) {
    const b = new MoleculeBuilder();
    for (const [element, x, y, z] of atoms) b.addAtom({ element, x, y, z });
    return b.build();
  }

  it('types SPC water and the aqueous ions', () => {
    const mol = cluster([
      [8, 0, 0, 0],
      [1, 0.8165, 0.5773, 0],
      [1, -0.8165, 0.5773, 0],
      [11, 5, 0, 0],
      [17, 0, 6, 0],
    ]);
    const typed = typeClayff(mol);
    expect(typed.types).toEqual(['o*', 'h*', 'h*', 'Na', 'Cl']);
    expect(sum(clayffCharges(typed.types))).toBeCloseTo(0, 12);
  });

  it('refuses an atom no rule types, naming it and its neighbours', () => {
    // A copper next to a water: Table 1 has no Cu species.
    const mol = cluster([
      [8, 0, 0, 0],
      [1, 0.8165, 0.5773, 0],
      [1, -0.8165, 0.5773, 0],
      [29, 0, -2.0, 0],
    ]);
    const e = thrown(() => typeClayff(mol));
    expect(e.message).toMatch(/atom 4 \(Cu; neighbours: O1\): ClayFF .* has no Cu species/);
    expect(e.data).toMatchObject({ atoms: [4], neighbours: [1] });
    // A hydroxide ion alone: ClayFF has no OH⁻.
    const hydroxide = cluster([
      [8, 0, 0, 0],
      [1, 0.97, 0, 0],
    ]);
    expect(() => typeClayff(hydroxide)).toThrow(/atom 1 \(O; neighbours: H2\).*no OH⁻ ion/);
  });
});
