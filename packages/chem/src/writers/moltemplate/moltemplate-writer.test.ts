import { describe, expect, it, vi } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import type { System } from '../../core/system.js';
import { supercellSystem } from '../../params/supercell.js';
import { runWriter } from '../engine-writer.js';
import { lammpsWriter } from '../lammps/lammps-writer.js';
import { acetaldehyde } from '../testing/acetaldehyde.js';
import { moltemplateWriter } from './moltemplate-writer.js';

const OPTIONS = { residueName: 'ACE', cutoff: 15 };

/** Lines of one `write(...)` / `write_once(...)` block of an .lt file, trimmed, comments dropped. */
function block(lt: string, name: string): string[][] {
  const lines = lt.split('\n');
  const start = lines.findIndex(
    (l) => l.trim() === `write("${name}") {` || l.trim() === `write_once("${name}") {`,
  );
  expect(start, name).toBeGreaterThanOrEqual(0);
  const out: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '}') break;
    const text = line.split('#')[0]!.trim();
    if (text) out.push(text.split(/\s+/));
  }
  return out;
}

/** Rows of one section of a LAMMPS data file (as the LAMMPS writer's own test reads them). */
function section(data: string, title: string): string[][] {
  const lines = data.split('\n');
  const start = lines.findIndex((l) => l === title || l.startsWith(`${title} #`));
  if (start < 0) return [];
  const out: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (line.trim() === '') break;
    out.push(line.split('#')[0]!.trim().split(/\s+/));
  }
  return out;
}

/**
 * Reads the .lt back and checks that every number equals, as printed, the LAMMPS writer's data file
 * and input script for the same System: masses, pair coefficients, every coefficient of every style,
 * charges and positions, and each topology item's atoms and type.
 */
function checkAgainstLammps(system: System): void {
  const lt = runWriter(moltemplateWriter, system, OPTIONS)['ACE.lt']!;
  const lammps = runWriter(lammpsWriter, system, OPTIONS);
  const data = lammps['ACE.data']!;
  const input = lammps['in.ACE']!;

  const masses = block(lt, 'Data Masses');
  const typeOf = new Map(masses.map((r, i) => [r[0]!.replace('@atom:', ''), i + 1]));
  expect(masses.map((r) => r[1])).toEqual(section(data, 'Masses').map((r) => r[1]));
  const settings = block(lt, 'In Settings');
  const pairs = settings.filter((r) => r[0] === 'pair_coeff');
  expect(pairs.map((r) => [String(typeOf.get(r[1]!.replace('@atom:', ''))), ...r.slice(3)])).toEqual(
    section(data, 'Pair Coeffs'),
  );
  for (const [kind, title] of [
    ['bond', 'Bond'],
    ['angle', 'Angle'],
    ['dihedral', 'Dihedral'],
    ['improper', 'Improper'],
  ] as const) {
    const rows = settings.filter((r) => r[0] === `${kind}_coeff`);
    // @bond:b3 is LAMMPS type 3.
    expect(rows.map((r) => [r[1]!.replace(/^@\w+:[a-z]/, ''), ...r.slice(2)])).toEqual(
      section(data, `${title} Coeffs`),
    );
    const items = lt.includes(`write("Data ${title}s")`) ? block(lt, `Data ${title}s`) : [];
    const atomIds = new Map(block(lt, 'Data Atoms').map((r, i) => [r[0]!, String(i + 1)]));
    expect(
      items.map((r) => [r[1]!.replace(/^@\w+:[a-z]/, ''), ...r.slice(2).map((a) => atomIds.get(a)!)]),
    ).toEqual(section(data, `${title}s`).map((r) => r.slice(1)));
    const style = input.split('\n').find((l) => l.startsWith(`${kind}_style`));
    const init = block(lt, 'In Init').find((r) => r[0] === `${kind}_style`);
    expect(init?.slice(1).join(' ')).toBe(style?.split(/\s+/).slice(1).join(' '));
  }
  const atoms = block(lt, 'Data Atoms');
  expect(atoms.map((r) => [String(typeOf.get(r[2]!.replace('@atom:', ''))), ...r.slice(3)])).toEqual(
    // type, charge, x, y, z: the data file's image flags (a crystal's) have no moltemplate column here.
    section(data, 'Atoms').map((r) => r.slice(2, 7)),
  );
  expect(atoms.every((r) => r[1] === '$mol:.')).toBe(true);
  for (const command of ['pair_style', 'pair_modify', 'special_bonds', 'units', 'atom_style']) {
    const mine = block(lt, 'In Init').find((r) => r[0] === command)!;
    const theirs = input.split('\n').find((l) => l.startsWith(command))!;
    expect(mine.join(' ')).toBe(theirs.trim().split(/\s+/).join(' '));
  }
}

describe('moltemplate writer', () => {
  it('writes <res>.lt and system.lt matching the golden files', async () => {
    const files = runWriter(moltemplateWriter, acetaldehyde(), OPTIONS);
    expect(Object.keys(files).sort()).toEqual(['ACE.lt', 'system.lt']);
    await expect(files['ACE.lt']).toMatchFileSnapshot('./golden/ACE.lt');
    await expect(files['system.lt']).toMatchFileSnapshot('./golden/system.lt');
  });

  it('prints exactly the numbers of the LAMMPS writer for acetaldehyde', () => {
    checkAgainstLammps(acetaldehyde());
  });

  it('prints exactly the numbers of the LAMMPS writer with hybrid dihedrals, harmonic impropers and a cell', () => {
    const base = acetaldehyde();
    const provenance = base.dihedralParameters[0]!.provenance;
    const system: System = {
      ...base,
      molecule: {
        ...base.molecule,
        cell: cellFromParameters({ a: 20, b: 21, c: 22, alpha: 90, beta: 95, gamma: 90 }),
      },
      dihedralParameters: [
        base.dihedralParameters[0]!,
        { funct: 3, c: [4.184, 8.368, 0, -4.184, 0, 0], provenance },
      ],
      improperParameters: [{ funct: 2, xi0: 0, k: 100, provenance }],
      defaults: { ...base.defaults, combinationRule: 3 },
    };
    checkAgainstLammps(system);
    const systemLt = runWriter(moltemplateWriter, system, OPTIONS)['system.lt']!;
    expect(systemLt).toContain('boundary        p p p');
    expect(systemLt).toMatch(/xy xz yz/);
    expect(systemLt).toContain('import "ACE.lt"');
    expect(systemLt).toContain('mol = new ACE');
  });

  it('names the atoms of many copies over the one object, in work that grows with the atoms', () => {
    const base = acetaldehyde();
    const cell = cellFromParameters({ a: 10, b: 10, c: 10, alpha: 90, beta: 90, gamma: 90 });
    const crystal: System = { ...base, molecule: { ...base.molecule, cell } };
    // Set lookups made while naming, for 200 and 400 copies of the 7 labels (counted, not timed).
    const lookups = (copies: number): { count: number; names: readonly string[] } => {
      const system = supercellSystem(crystal, [copies, 1, 1]);
      const has = vi.spyOn(Set.prototype, 'has');
      const model = moltemplateWriter.convert(system, OPTIONS);
      const count = has.mock.calls.length;
      has.mockRestore();
      return { count, names: model.atomNames };
    };
    const [small, large] = [lookups(200), lookups(400)];
    expect(large.count).toBeLessThan(2.5 * small.count);
    // The labels repeat across the copies, so the object's atoms are numbered by element (atom-names.ts).
    expect(large.names.slice(0, 9)).toEqual(['C1', 'C2', 'O1', 'H1', 'H2', 'H3', 'H4', 'C3', 'C4']);
    expect(new Set(large.names).size).toBe(2800);
    expect(large.names[2799]).toBe('H1600');
  });

  it('keeps unique labels made of letters, digits and underscores, and numbers the atoms otherwise', () => {
    const base = acetaldehyde();
    const relabel = (labels: readonly string[]): System => ({
      ...base,
      atoms: base.atoms.map((a, i) => ({ ...a, label: labels[i]! })),
    });
    const own = ['C_a', 'C_b', 'O', 'H_1', 'H_2', 'H_3', 'H_4'];
    expect(moltemplateWriter.convert(relabel(own), OPTIONS).atomNames).toEqual(own);
    const numbered = ['C1', 'C2', 'O1', 'H1', 'H2', 'H3', 'H4'];
    const taken = ['C', 'C', 'C_2', 'C', 'C_2', 'C', 'H'];
    expect(moltemplateWriter.convert(relabel(taken), OPTIONS).atomNames).toEqual(numbered);
    const unsafe = ['C-a', 'C_b', 'O', 'H_1', 'H_2', 'H_3', 'H_4'];
    expect(moltemplateWriter.convert(relabel(unsafe), OPTIONS).atomNames).toEqual(numbered);
  });

  it('refuses what the LAMMPS writer refuses', () => {
    const base = acetaldehyde();
    expect(() => runWriter(moltemplateWriter, { ...base, pairs: [] }, OPTIONS)).toThrow(ChemError);
  });
});
