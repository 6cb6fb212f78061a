import { describe, expect, it } from 'vitest';
import { bondList, withBonds } from '../core/molecule.js';
import { perceive } from './perceive.js';
import { copperPaddlewheel, inCell } from './testing/frameworks.js';

/** perceive() on crystals: the metal rules decide metal contacts; listed bonds get their images. */
describe('perceive on a crystal', () => {
  it('bonds a Cu paddlewheel without its Cu–Cu contact (metal rules, perception/metal-ligand.ts)', () => {
    const mol = perceive(copperPaddlewheel()).molecule;
    const copper = Array.from(mol.elements, (z, i) => (z === 29 ? i : -1)).filter((i) => i >= 0);
    expect(copper).toHaveLength(2);
    const cuCu = bondList(mol).filter((b) => copper.includes(b.a) && copper.includes(b.b));
    expect(cuCu).toEqual([]);
    // Each Cu keeps its four carboxylate O.
    for (const cu of copper) {
      const oxygens = bondList(mol).filter(
        (b) => (b.a === cu || b.b === cu) && mol.elements[b.a === cu ? b.b : b.a] === 8,
      );
      expect(oxygens).toHaveLength(4);
    }
  });

  it('gives bonds a file lists without images (mol2 CRYSIN) the nearest image', () => {
    // Ethane centred on a cell corner: every C–H and the C–C cross a face, wrapped into the cell.
    const h = 1.09 / Math.sqrt(3);
    const sites = [
      ['C', 0, 0, 0.77],
      ['C', 0, 0, -0.77],
      ['H', h, h, 0.77 + h],
      ['H', -h, -h, -0.77 - h],
    ] as const;
    const wrapped = inCell(
      10,
      sites.map(([e, x, y, z]) => [e, (x + 10) % 10, (y + 10) % 10, (z + 10) % 10] as const),
      0,
    );
    const bonded = perceive(wrapped).molecule;
    const withImages = bondList(bonded);
    expect(withImages.some((b) => (b.image ?? [0, 0, 0]).some((n) => n !== 0))).toBe(true);
    const listed = withBonds(bonded, {
      count: bonded.bonds.count,
      a: bonded.bonds.a,
      b: bonded.bonds.b,
      order: bonded.bonds.order,
    });
    const again = perceive(listed).molecule;
    expect(bondList(again).map((b) => b.image)).toEqual(withImages.map((b) => b.image));
  });

  it.each([7, 0])(
    'reads the formates of a paddlewheel centred at %d Å as HCOO⁻ (bonds to Cu dative)',
    (centre) => {
      // At 0 the cluster sits on a cell corner: every formate crosses a face (bond images needed).
      const mol = perceive(copperPaddlewheel('Cu', centre)).molecule;
      const bonds = bondList(mol);
      const carbons = Array.from(mol.elements, (z, i) => (z === 6 ? i : -1)).filter((i) => i >= 0);
      expect(carbons).toHaveLength(4);
      for (const c of carbons) {
        const co = bonds.filter((b) => (b.a === c || b.b === c) && mol.elements[b.a === c ? b.b : b.a] === 8);
        expect(co.map((b) => b.order).sort()).toEqual([1, 2]);
      }
      expect(Array.from(mol.formalCharges).filter((q) => q === -1)).toHaveLength(4);
    },
  );
});
