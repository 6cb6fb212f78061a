import { describe, expect, it } from 'vitest';
import type { System } from '../../core/system.js';
import { runWriter } from '../engine-writer.js';
import { periodicChain } from '../testing/materials.js';
import { RASPA_GAS_CONSTANT, raspaWriter } from './raspa-writer.js';

/*
 * A framework with UFF's forms (writers/testing/materials.ts, a (CH)12 chain bonded across the cell
 * boundary) written for RASPA: a rigid framework, so its bonded forms are accepted and not written.
 */
const write = (system: System): Record<string, string> =>
  runWriter(raspaWriter, system, { residueName: 'CHN', cutoff: 12 });

/** Names of pseudo_atoms.def and force_field_mixing_rules.def, in file order. */
function names(files: Record<string, string>): { pseudo: string[]; mixing: string[] } {
  const pseudo = files['pseudo_atoms.def']!.split('\n')
    .slice(3)
    .filter(Boolean)
    .map((l) => l.split(/\s+/)[0]!);
  const mixing = files['force_field_mixing_rules.def']!.split('\n')
    .filter((l) => / lennard-jones /.test(l))
    .map((l) => l.split(/\s+/)[0]!);
  return { pseudo, mixing };
}

describe('RASPA writer, a framework with materials forms', () => {
  it('writes a UFF framework: CIF with charges, σ in Å and ε in K, no bonded terms', () => {
    const system = periodicChain({ forms: 'uff' });
    const files = write(system);
    expect(Object.keys(files)).toContain('CHN.cif');
    const cif = files['CHN.cif']!.split('\n');
    const sites = cif.slice(cif.indexOf('_atom_site_charge') + 1).filter(Boolean);
    expect(sites).toHaveLength(24);
    expect(sites[0]!.split(/\s+/).at(-1)).toBe('-0.12');
    const mixing = files['force_field_mixing_rules.def']!.split('\n').find((l) => l.startsWith('C_R'))!;
    const [, , epsilon, sigma] = mixing.split(/\s+/);
    // ε 0.4 kJ/mol = 400/R K; σ 0.34 nm = 3.4 Å.
    expect(Number(epsilon)).toBeCloseTo(400 / RASPA_GAS_CONSTANT, 8);
    expect(Number(sigma)).toBeCloseTo(3.4, 10);
    expect(Object.values(files).join('\n')).not.toMatch(/BEND|DIHEDRAL/);
  });

  it('refuses the same forms in a flexible molecule, naming the term', () => {
    const chain = periodicChain({ forms: 'uff', infinite: false });
    const { cell: _cell, ...molecule } = chain.molecule;
    expect(() => write({ ...chain, molecule })).toThrow(
      /RASPA cannot write the angle \d+-\d+-\d+: function type 10[12] is not supported/,
    );
  });

  it('lists a pseudo atom after every name it begins (RASPA matches names by prefix)', () => {
    const chain = periodicChain({ forms: 'uff' });
    // The first carbon is type C, the others C_R: C would match C_R's atoms if listed first.
    const system: System = {
      ...chain,
      atoms: chain.atoms.map((a, i) => (i === 0 ? { ...a, type: 'C', epsilon: 0.3 } : a)),
    };
    const files = write(system);
    const { pseudo, mixing } = names(files);
    expect(pseudo).toEqual(['C_R', 'C', 'H']);
    expect(mixing).toEqual(pseudo);
    // Each site keeps its own pseudo atom.
    const cif = files['CHN.cif']!.split('\n');
    const sites = cif
      .slice(cif.indexOf('_atom_site_charge') + 1)
      .filter(Boolean)
      .map((l) => l.split(/\s+/)[0]);
    expect(sites.slice(0, 4)).toEqual(['C', 'H', 'C_R', 'H']);
  });
});
