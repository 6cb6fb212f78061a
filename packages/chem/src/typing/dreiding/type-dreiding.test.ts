import { describe, expect, it } from 'vitest';
import { TopoForgeError } from '../../core/errors.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { typeDreiding } from './type-dreiding.js';
import {
  acetaldehyde,
  benzene,
  ethane,
  ethylene,
  hydrogenCyanide,
  hydrogensOn,
  kekule,
  peroxide,
} from './testing/molecules.js';

/** Expected types by the paper's rules (Mayo, Olafson & Goddard 1990, section II.A, Table I). */
describe('typeDreiding', () => {
  it('types by hybridisation: X_3, X_2, X_1, X_R', () => {
    expect(typeDreiding(ethane()).types).toEqual(['C_3', 'C_3', 'H_', 'H_', 'H_', 'H_', 'H_', 'H_']);
    expect(typeDreiding(ethylene()).types).toEqual(['C_2', 'C_2', 'H_', 'H_', 'H_', 'H_']);
    expect(typeDreiding(hydrogenCyanide()).types).toEqual(['H_', 'C_1', 'N_1']);
    expect(typeDreiding(benzene()).types.slice(0, 6)).toEqual(Array(6).fill('C_R'));
    expect(typeDreiding(acetaldehyde()).types.slice(0, 3)).toEqual(['C_3', 'C_2', 'O_2']);
  });

  it('gives a resonance bond order of 1.5 in an aromatic ring, the Kekulé order elsewhere', () => {
    const typed = typeDreiding(benzene());
    expect([...typed.bondOrders.slice(0, 6)]).toEqual(Array(6).fill(1.5));
    expect(typeDreiding(ethylene()).bondOrders[0]).toBe(2);
  });

  it('types a carboxylate (both O resonant) and an amide N as resonant; an ester O stays O_3', () => {
    // Acetate: C0 (methyl) – C1 (=O2, –O3⁻), H 4-6.
    const acetate = kekule([6, 6, 8, 8, 1, 1, 1], [[0, 1, 1], [1, 2, 2], [1, 3, 1], ...hydrogensOn(0, 4, 3)]);
    expect(typeDreiding(acetate).types.slice(0, 4)).toEqual(['C_3', 'C_R', 'O_R', 'O_R']);
    // Formamide: C0 (=O1) – N2, H3 on C0, H 4-5 on N.
    const formamide = kekule([6, 8, 7, 1, 1, 1], [[0, 1, 2], [0, 2, 1], [0, 3, 1], ...hydrogensOn(2, 4, 2)]);
    expect(typeDreiding(formamide).types.slice(0, 3)).toEqual(['C_2', 'O_2', 'N_R']);
    // Methyl formate: H–C0(=O1)–O2–C3H3.
    const ester = kekule(
      [6, 8, 8, 6, 1, 1, 1, 1],
      [[0, 1, 2], [0, 2, 1], [2, 3, 1], [0, 4, 1], ...hydrogensOn(3, 5, 3)],
    );
    expect(typeDreiding(ester).types.slice(0, 4)).toEqual(['C_2', 'O_2', 'O_3', 'C_3']);
  });

  it('types hydrogens on O as H_ and says the hydrogen-bond term is left out', () => {
    const typed = typeDreiding(peroxide());
    expect(typed.types).toEqual(['H_', 'O_3', 'O_3', 'H_']);
    expect(typed.diagnostics.map((d) => d.code)).toContain('dreiding-no-hbond-term');
    expect(typeDreiding(ethane()).diagnostics.map((d) => d.code)).not.toContain('dreiding-no-hbond-term');
  });

  it('types the paper’s heavier elements and ions: Si3, S_3, Cl, Zn', () => {
    // Chlorotrimethylsilane: Si0, Cl1, C 2-4 with 3 H each; then a zinc ion apart.
    const tms = kekule(
      [14, 17, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 30],
      [
        [0, 1, 1],
        [0, 2, 1],
        [0, 3, 1],
        [0, 4, 1],
        ...hydrogensOn(2, 5, 3),
        ...hydrogensOn(3, 8, 3),
        ...hydrogensOn(4, 11, 3),
      ],
    );
    const typed = typeDreiding(tms).types;
    expect(typed.slice(0, 3)).toEqual(['Si3', 'Cl', 'C_3']);
    expect(typed[14]).toBe('Zn');
  });

  it('types metal-bound ligands from coordinates alone: imidazolate on Zn (resonant ring), μ4-oxide', () => {
    // Imidazolate N1 C2 N3 C4 C5 as a regular pentagon (bonds 1.35 Å), H on the carbons at 1.08 Å
    // and a Zn on each N at 2.0 Å, radially out; then an OZn4 tetrahedron (Zn–O 1.95 Å) far away.
    const b = new MoleculeBuilder();
    const ring = [7, 6, 7, 6, 6];
    const radius = 1.35 / (2 * Math.sin(Math.PI / 5));
    ring.forEach((element, k) => {
      const t = Math.PI / 2 + (2 * Math.PI * k) / 5;
      b.addAtom({ element, x: radius * Math.cos(t), y: radius * Math.sin(t), z: 0 });
    });
    ring.forEach((element, k) => {
      const t = Math.PI / 2 + (2 * Math.PI * k) / 5;
      const out = radius + (element === 7 ? 2.0 : 1.08);
      b.addAtom({ element: element === 7 ? 30 : 1, x: out * Math.cos(t), y: out * Math.sin(t), z: 0 });
    });
    const d = 1.95 / Math.sqrt(3);
    b.addAtom({ element: 8, x: 20, y: 0, z: 0 });
    for (const [x, y, z] of [
      [1, 1, 1],
      [1, -1, -1],
      [-1, 1, -1],
      [-1, -1, 1],
    ] as const) {
      b.addAtom({ element: 30, x: 20 + d * x, y: d * y, z: d * z });
    }
    const typed = typeDreiding(b.build());
    expect(typed.types).toEqual([
      ...['N_R', 'C_R', 'N_R', 'C_R', 'C_R'],
      ...['Zn', 'H_', 'Zn', 'H_', 'H_'],
      ...['O_3', 'Zn', 'Zn', 'Zn', 'Zn'],
    ]);
    // The five ring bonds are one resonance system (n 1.5); N–Zn and O–Zn are single.
    const orders = new Map<string, number>();
    for (let k = 0; k < typed.molecule.bonds.count; k++) {
      const pair = [typed.molecule.bonds.a[k]!, typed.molecule.bonds.b[k]!].sort((x, y) => x - y).join('-');
      orders.set(pair, typed.bondOrders[k]!);
    }
    for (const pair of ['0-1', '1-2', '2-3', '3-4', '0-4']) expect(orders.get(pair), pair).toBe(1.5);
    expect(orders.get('0-5')).toBe(1);
    expect(orders.get('10-11')).toBe(1);
  });

  it('refuses an atom no rule types, naming it and its neighbours (no fallback type)', () => {
    // Copper(I) bound to two chlorides: DREIDING (Table I) has no Cu type.
    const cucl2 = kekule(
      [29, 17, 17],
      [
        [0, 1, 1],
        [0, 2, 1],
      ],
    );
    const error = (() => {
      try {
        typeDreiding(cucl2);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(TopoForgeError);
    expect((error as TopoForgeError).message).toMatch(/atom 1 \(Cu; neighbours: Cl2, Cl3\).*no Cu type/);
    expect((error as TopoForgeError).data).toMatchObject({ atoms: [1], neighbours: [2, 3] });
    // A five-connected silicon (SiF5⁻): the paper's Si3 is tetrahedral.
    const sif5 = kekule(
      [14, 9, 9, 9, 9, 9],
      [1, 2, 3, 4, 5].map((f) => [0, f, 1] as [number, number, 1]),
    );
    expect(() => typeDreiding(sif5)).toThrow(/atom 1 \(Si; neighbours: F2, F3, F4, F5, F6\)/);
  });
});
