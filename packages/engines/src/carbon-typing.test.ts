import { existsSync } from 'node:fs';
import { forceFieldList } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { CARBON_DATA_FILES, carbonStructures, carbonSystem } from './testing/carbon-systems.js';

/*
 * Issue 19 item 5: every force field of forcefield/carbon types every carbon of a periodic graphene
 * sheet, a periodic (10,0) tube and C60-Ih, and holds parameters for all their terms (chem's own typer →
 * buildSystem, accurate mode). The types are what the literature uses for sp2 carbon networks:
 * OPLS-AA/L's aromatic CA (opls_147, the ring-fusion carbon with charge 0; σ 3.55 Å, ε 0.07 kcal/mol as
 * benzene's CA), GAFF's ca, UFF's and DREIDING's resonant C_R. Skipped without the Debian parameter files.
 */
const MISSING = CARBON_DATA_FILES.filter((p) => !existsSync(p));
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';

const EXPECTED: Readonly<Record<string, string>> = {
  'OPLS-AA/L': 'opls_147',
  GAFF: 'ca',
  UFF: 'C_R',
  DREIDING: 'C_R',
};

describe.skipIf(SKIP)(`forcefield/carbon types sheets, tubes and cages ${REASON}`, () => {
  const structures = SKIP ? undefined : carbonStructures();

  it('lists OPLS-AA/L first, then GAFF, UFF and DREIDING', () => {
    expect(forceFieldList('carbon')).toEqual(Object.keys(EXPECTED));
  });

  for (const ff of forceFieldList('carbon')) {
    it(`${ff}: one aromatic carbon type for graphene, the (10,0) tube and C60, with every term parameterized`, () => {
      for (const name of ['graphene', 'tube', 'c60'] as const) {
        const mol = structures![name];
        const { system, types, diagnostics } = carbonSystem(mol, ff, 0);
        expect(new Set(types), `${ff} ${name}`).toEqual(new Set([EXPECTED[ff]]));
        expect(system.atoms).toHaveLength(mol.atomCount);
        // Three bonds per carbon, 3 angles per carbon; bonds through the cell boundary kept.
        expect(system.bonds).toHaveLength((3 * mol.atomCount) / 2);
        expect(system.angles).toHaveLength(3 * mol.atomCount);
        expect(system.dihedrals.length).toBeGreaterThan(0);
        // GAFF has no improper for a ca between three ca (only X-X-ca-ha): parmchk2's default is used and
        // said; the others take every term from their files.
        const estimated = diagnostics.filter((d) => d === 'estimated-parameter');
        expect(estimated, `${ff} ${name}: ${diagnostics.join(', ')}`).toHaveLength(ff === 'GAFF' ? 1 : 0);
      }
    });
  }

  it('types an H-terminated flake with every force field (edge CH as aromatic CH, corner =CH2 as alkene)', () => {
    const flake = structures!.flake;
    const count = (types: readonly string[]) =>
      types.reduce<Record<string, number>>((c, t) => ({ ...c, [t]: (c[t] ?? 0) + 1 }), {});
    // 3 × 2 cells: 24 C, 14 H; 10 edge CH, 2 corner =CH2, 12 carbons with three carbon neighbours.
    expect(count(carbonSystem(flake, 'OPLS-AA/L', 0).types)).toEqual({
      opls_145: 12,
      opls_147: 10,
      opls_141: 2,
      opls_146: 10,
      opls_140: 4,
    });
    expect(count(carbonSystem(flake, 'GAFF', 0).types)).toEqual({ ca: 18, cc: 4, c2: 2, ha: 14 });
    for (const ff of ['UFF', 'DREIDING']) {
      expect(carbonSystem(flake, ff, 0).types.filter((t) => t.startsWith('H'))).toHaveLength(14);
    }
  });
});
