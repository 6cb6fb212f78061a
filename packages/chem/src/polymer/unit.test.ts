import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMol } from '../io/mol/read.js';
import { unitSelfContacts } from './conformers.js';
import { junctionView } from './side-groups.js';
import { polymerUnit } from './unit.js';

const styrene = readMol(readFileSync(new URL('./fixtures/styrene.mol', import.meta.url), 'utf8'))
  .molecules[0]!;
const PS = '*CC(*)c1ccccc1';

describe('repeat units from a capped 3D unit', () => {
  it('finds head and tail at the * positions and keeps the unit as given last among its conformers', () => {
    const u = polymerUnit(PS, styrene);
    expect(u.links).toEqual([
      { atom: 1, cap: 0 },
      { atom: 2, cap: 3 },
    ]);
    expect(u.selfContacts).toBe(0);
    expect(u.conformers.length).toBeGreaterThan(1);
    expect([...u.conformers[u.conformers.length - 1]!]).toEqual([...styrene.positions]);
  });

  it('reports a unit that touches itself and does not offer it as given to the growth', () => {
    // An ortho ring hydrogen (atom 14) put 1.2 Å from a CH2 hydrogen (atom 11): what a bad --gen3d looks
    // like. Turning the phenyl takes it away, so the search finds clean conformers and drops the given one.
    const positions = styrene.positions.slice();
    positions.set([styrene.positions[30]! + 1.2, styrene.positions[31]!, styrene.positions[32]!], 3 * 13);
    const u = polymerUnit(PS, { ...styrene, positions });
    expect(u.selfContacts).toBeGreaterThan(0);
    expect(u.conformers.length).toBeGreaterThan(0);
    for (const c of u.conformers) expect([...c]).not.toEqual([...positions]);
  });

  it('turns side groups off the backbone too: the eclipsed geminal CF3 groups Open Babel left in PI1111', () => {
    // PI1070's PI1111 (a polyimide with a 9,9-bis(trifluoromethyl)xanthene off the head-to-tail path): in
    // this --gen3d unit two F of the geminal CF3 groups are 2.2 Å apart, 4 bonds apart (the growth's limit
    // for heavy atoms is 2.5 Å). Staggering the CF3 groups removes it; the old search turned only side groups
    // bonded to a path atom, found no clean conformer, and the chain repeated the contact in every unit.
    const PI1111 =
      '*c1ccc(-c2ccc(N3C(=O)c4cc5c(cc4C3=O)C(C(F)(F)F)(C(F)(F)F)c3cc4c(cc3O5)C(=O)N(*)C4=O)cc2C(F)(F)F)c(C(F)(F)F)c1';
    const mol = readMol(readFileSync(new URL('./fixtures/pi1111.mol', import.meta.url), 'utf8'))
      .molecules[0]!;
    const u = polymerUnit(PI1111, mol);
    expect(u.selfContacts).toBeGreaterThan(0);
    expect(u.conformers.length).toBeGreaterThan(0);
    for (const positions of u.conformers)
      expect(unitSelfContacts({ elements: u.elements, positions, bonds: u.bonds })).toBe(0);
  });

  it('leaves room at the junctions: PI405 and PI312 conformers touch neither themselves nor the neighbours', () => {
    // PI1070's PI405 (an O–CHF–CHF2 ether on the quaternary head carbon) and PI312 (two O–CF3 on it), as
    // Open Babel builds them. The capped unit has an H where the previous unit's carbon goes: PI405's
    // conformers put the ether carbon or a CHF2 fluorine gauche-syn to that H, 2.3–2.5 Å from the carbon
    // that replaces it at every junction torsion; PI312's gauche C···F across each C–O–CF3 is 2.48 Å in
    // every turn of the CF3 (MMFF94 closes C–O–C to 113°), so the search kept only the unit as given.
    // Each conformer is checked with its caps replaced by carbons where the growth puts them.
    const cases = [
      ['*C(C(*)(F)F)(OC(C(F)F)F)F', 'pi405'],
      ['*C(C(*)(F)F)(OC(F)(F)F)OC(F)(F)F', 'pi312'],
    ] as const;
    for (const [smiles, file] of cases) {
      const mol = readMol(readFileSync(new URL(`./fixtures/${file}.mol`, import.meta.url), 'utf8'))
        .molecules[0]!;
      const u = polymerUnit(smiles, mol);
      expect(u.conformers.length).toBeGreaterThan(1);
      for (const positions of u.conformers) {
        const view = junctionView(positions, u.elements, u.links[0]!, u.links[1]!);
        expect(unitSelfContacts({ ...view, bonds: u.bonds })).toBe(0);
      }
    }
  });

  it('refuses a 3D unit that is not the string (atom order, count)', () => {
    expect(() => polymerUnit('*CC(*)c1ccccn1', styrene)).toThrow(
      expect.objectContaining({ data: expect.objectContaining({ rule: 'unit-geometry' }) }),
    );
    expect(() => polymerUnit('*CC(*)C', styrene)).toThrow(
      expect.objectContaining({ data: expect.objectContaining({ rule: 'unit-geometry' }) }),
    );
  });
});
