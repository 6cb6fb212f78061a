import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { MoleculeBuilder, type Molecule } from '../../core/molecule.js';
import type { System } from '../../core/system.js';
import { parseGromacsForceField } from '../../forcefields/gromacs-ff/parse.js';
import type { GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import { typeGromos54a7 } from '../../typing/united-atom/gromos-type.js';
import { mergeUnitedAtoms } from '../../typing/united-atom/merge.js';
import {
  angleRule,
  bondRule,
  dihedralRule,
  GROMOS_ANGLE_RULES,
  GROMOS_BOND_RULES,
  GROMOS_DIHEDRAL_RULES,
  GROMOS_PLANAR,
  GROMOS_TETRAHEDRAL,
} from './gromos-bonded-rules.js';
import { GROMOS_CHARGE_GROUPS } from './gromos-charges.js';
import { GROMOS_54A7_MASSES } from './gromos-nonbonded.js';
import { parameterizeGromos54a7 } from './gromos-parameterize.js';

/* The reference is the force field's own files from gromacs-data (the test setup installs it). */
const DIR = '/usr/share/gromacs/top/gromos54a7.ff';
const present = existsSync(`${DIR}/forcefield.itp`);
const read = (name: string) =>
  existsSync(`${DIR}/${name}`) ? readFileSync(`${DIR}/${name}`, 'utf8') : undefined;
const forceField = (): GromacsForceField => parseGromacsForceField('forcefield.itp', read, DIR);

/** ffbonded.itp's comment under `#define macro`, without the trailing harmonic constant. */
function macroComment(text: string, macro: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trim().split(/\s+/)[1] === macro && l.startsWith('#define'));
  return normal(lines[at + 1] ?? '');
}
const normal = (s: string): string =>
  s
    .replace(/^;/, '')
    .replace(/\s+\d+(\.\d+)?\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** One residue block's rows under [ section ] of aminoacids.rtp, as fields. */
function rtpRows(text: string, residue: string, section: string): string[][] {
  const block = text.split(/^\[ /m).find((b) => b.startsWith(`${residue} ]`)) ?? '';
  const part = block.split(/^ \[ /m).find((p) => p.startsWith(`${section} ]`)) ?? '';
  return part
    .split('\n')
    .slice(1)
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length > 1 && !f[0]!.startsWith(';'));
}

function build(
  heavy: readonly number[],
  bonds: readonly (readonly [number, number, number?])[],
  hydrogens: readonly number[],
  charges: readonly number[] = [],
): Molecule {
  const b = new MoleculeBuilder();
  heavy.forEach((element, i) => b.addAtom({ element, x: i, y: 0, z: 0, formalCharge: charges[i] ?? 0 }));
  for (const [a, c, o] of bonds) b.addBond({ a, b: c, order: o === 2 ? BondOrder.Double : BondOrder.Single });
  hydrogens.forEach((n, host) => {
    for (let k = 0; k < n; k++) {
      const h = b.addAtom({ element: 1, x: host, y: k + 1, z: 0 });
      b.addBond({ a: host, b: h, order: BondOrder.Single });
    }
  });
  return b.build();
}

function parameterized(mol: Molecule, ff: GromacsForceField, charges?: Float64Array) {
  const typing = typeGromos54a7(mol);
  const merged = mergeUnitedAtoms(typing.molecule, typing.types);
  return parameterizeGromos54a7(merged, { forceField: ff, ...(charges ? { charges } : {}) });
}

/** The macro that supplied a parameter row, found back through its provenance line. */
function macroAt(ff: GromacsForceField, line: number | undefined): string | undefined {
  return [...ff.defines.values()].find((d) => d.file === 'ffbonded.itp' && d.line === line)?.name;
}
const macrosOf = (s: System, ff: GromacsForceField, which: 'bond' | 'angle' | 'dihedral' | 'improper') => {
  const [params, terms] = {
    bond: [s.bondParameters, s.bonds],
    angle: [s.angleParameters, s.angles],
    dihedral: [s.dihedralParameters, s.dihedrals],
    improper: [s.improperParameters, s.impropers],
  }[which] as unknown as [
    { provenance: { line?: number } }[],
    { atoms: readonly number[]; parameter: number }[],
  ];
  return terms.map(
    (t) =>
      `${t.atoms.map((a) => s.atoms[a]!.type).join('-')} ${macroAt(ff, params[t.parameter]!.provenance.line)}`,
  );
};

describe.skipIf(!present)(
  'GROMOS 54A7 rule tables against gromos54a7.ff (skipped without gromacs-data)',
  () => {
    it("each rule's comment is the macro's own comment in ffbonded.itp", () => {
      const text = read('ffbonded.itp')!;
      const rules = [
        ...GROMOS_BOND_RULES,
        ...GROMOS_ANGLE_RULES,
        ...GROMOS_DIHEDRAL_RULES,
        GROMOS_PLANAR,
        GROMOS_TETRAHEDRAL,
      ];
      for (const r of rules) expect(normal(r.comment), r.macro).toBe(macroComment(text, r.macro));
    });

    it('chooses the macros aminoacids.rtp gives the side chains (SER, ASPH, ASN, LYS, LYSH, PHE, TYR, MET, CYSH, VAL)', () => {
      // Kinds of the rtp atoms: ring carbons of PHE/TYR are Car, other C carbonyl; ASN ND2 is an amide NT.
      const kinds: Record<string, Record<string, string>> = {
        SER: { CA: 'CH1', CB: 'CH2', OG: 'OA', HG: 'H', N: 'N' },
        ASPH: { CA: 'CH1', CB: 'CH2', CG: 'C', OD1: 'O', OD2: 'OA', HD2: 'H', N: 'N' },
        ASN: { CA: 'CH1', CB: 'CH2', CG: 'C', OD1: 'O', ND2: 'NTa', HD21: 'H', HD22: 'H', N: 'N' },
        LYS: { CA: 'CH1', CB: 'CH2', CG: 'CH2', CD: 'CH2', CE: 'CH2', NZ: 'NT', HZ1: 'H', HZ2: 'H', N: 'N' },
        LYSH: {
          CA: 'CH1',
          CB: 'CH2',
          CG: 'CH2',
          CD: 'CH2',
          CE: 'CH2',
          NZ: 'NL',
          HZ1: 'H',
          HZ2: 'H',
          HZ3: 'H',
          N: 'N',
        },
        PHE: {
          CA: 'CH1',
          CB: 'CH2',
          CG: 'Car',
          CD1: 'Car',
          CD2: 'Car',
          CE1: 'Car',
          CE2: 'Car',
          CZ: 'Car',
          HD1: 'HC',
          HD2: 'HC',
          HE1: 'HC',
          HE2: 'HC',
          HZ: 'HC',
          N: 'N',
        },
        TYR: {
          CA: 'CH1',
          CB: 'CH2',
          CG: 'Car',
          CD1: 'Car',
          CD2: 'Car',
          CE1: 'Car',
          CE2: 'Car',
          CZ: 'Car',
          HD1: 'HC',
          HD2: 'HC',
          HE1: 'HC',
          HE2: 'HC',
          OH: 'OA',
          HH: 'H',
          N: 'N',
        },
        MET: { CA: 'CH1', CB: 'CH2', CG: 'CH2', SD: 'S', CE: 'CH3', N: 'N' },
        CYSH: { CA: 'CH1', CB: 'CH2', SG: 'S', HG: 'H', N: 'N' },
        VAL: { CA: 'CH1', CB: 'CH1', CG1: 'CH3', CG2: 'CH3', N: 'N' },
      };
      const rtp = read('aminoacids.rtp')!;
      const ring = new Set(['CG', 'CD1', 'CD2', 'CE1', 'CE2', 'CZ']);
      let checked = 0;
      for (const [residue, k] of Object.entries(kinds)) {
        const kind = (name: string) => k[name] as never;
        const known = (names: string[]) => names.every((n) => k[n] !== undefined);
        for (const [a, b, macro] of rtpRows(rtp, residue, 'bonds')) {
          if (!known([a!, b!]) || [a, b].includes('N')) continue;
          const inRing = (residue === 'PHE' || residue === 'TYR') && ring.has(a!) && ring.has(b!);
          expect(bondRule(kind(a!), kind(b!), inRing)?.macro, `${residue} ${a}-${b}`).toBe(macro);
          checked++;
        }
        for (const [a, b, c, macro] of rtpRows(rtp, residue, 'angles')) {
          if (!known([a!, b!, c!]) || [a, b, c].includes('N')) continue;
          const inRing = (residue === 'PHE' || residue === 'TYR') && [a, b, c].every((x) => ring.has(x!));
          expect(angleRule(kind(a!), kind(b!), kind(c!), inRing)?.macro, `${residue} ${a}-${b}-${c}`).toBe(
            macro,
          );
          checked++;
        }
        for (const [, b, c, , macro] of rtpRows(rtp, residue, 'dihedrals')) {
          if (!known([b!, c!]) || [b, c].includes('N')) continue;
          expect(dihedralRule(kind(b!), kind(c!))?.macro, `${residue} ${b}-${c}`).toBe(macro);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(60);
    });

    it("chooses dppc.itp's macros for its esters (sn-1 and sn-2 ester groups)", () => {
      const dppc = read('dppc.itp')!;
      const section = (name: string) => {
        const part = dppc.split(/^\[ /m).find((p) => p.startsWith(`${name} ]`)) ?? '';
        return part
          .split('\n')
          .slice(1)
          .map((l) => l.split(';')[0]!.trim().split(/\s+/))
          .filter((f) => f.length > 2);
      };
      const type = new Map(section('atoms').map((f) => [Number(f[0]), f[1]!]));
      // the ester atoms and their neighbours: CC CD OE C1A OF C1B C1C, CE OG C2A OH C2B C2C
      const ester = new Set([12, 13, 14, 15, 16, 17, 18, 32, 33, 34, 35, 36, 37]);
      const kind = (n: number) => {
        const t = type.get(n)!;
        return (t === 'C' ? 'Cest' : t) as never;
      };
      // Not followed: dppc.itp gives CD-CE-OG ga_15 beside CC-CD-OE ga_13 (one rule cannot follow
      // both), and the glycerol CH1's CC-CD-CE ga_13 where VAL's CH1 has CG1-CB-CG2 ga_15.
      const notFollowed = new Set(['13-32-33', '12-13-32']);
      let checked = 0;
      for (const f of section('bonds')) {
        const [a, b] = [Number(f[0]), Number(f[1])];
        if (!ester.has(a) || !ester.has(b)) continue;
        expect(bondRule(kind(a), kind(b), false)?.macro, `dppc ${a}-${b}`).toBe(f[3]);
        checked++;
      }
      for (const f of section('angles')) {
        const [a, b, c] = [Number(f[0]), Number(f[1]), Number(f[2])];
        if (![a, b, c].every((x) => ester.has(x)) || notFollowed.has(`${a}-${b}-${c}`)) continue;
        expect(angleRule(kind(a), kind(b), kind(c), false)?.macro, `dppc ${a}-${b}-${c}`).toBe(f[4]);
        checked++;
      }
      for (const f of section('dihedrals').filter((x) => x[4] === '1')) {
        const [b, c] = [Number(f[1]), Number(f[2])];
        if (!ester.has(b) || !ester.has(c)) continue;
        expect(dihedralRule(kind(b), kind(c))?.macro, `dppc ${f.slice(0, 4).join('-')}`).toBe(f[5]);
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
    });

    it('masses are those of atomtypes.atp', () => {
      const atp = new Map(
        read('atomtypes.atp')!
          .split('\n')
          .map((l) => l.trim().split(/\s+/))
          .filter((f) => f.length >= 2)
          .map((f) => [f[0]!, Number(f[1])]),
      );
      for (const [type, mass] of Object.entries(GROMOS_54A7_MASSES)) expect(mass, type).toBe(atp.get(type));
    });

    it('charge groups are those of the cited aminoacids.rtp blocks and keep their net charge', () => {
      const rtp = read('aminoacids.rtp')!;
      const chargeOf = (residue: string, atom: string) =>
        Number(rtpRows(rtp, residue, 'atoms').find((f) => f[0] === atom)?.[2]);
      expect(GROMOS_CHARGE_GROUPS.alcohol.charges).toEqual({
        C: chargeOf('SER', 'CB'),
        O: chargeOf('SER', 'OG'),
        H: chargeOf('SER', 'HG'),
      });
      expect(GROMOS_CHARGE_GROUPS.phenol.charges).toEqual({
        C: chargeOf('TYR', 'CZ'),
        O: chargeOf('TYR', 'OH'),
        H: chargeOf('TYR', 'HH'),
      });
      expect(GROMOS_CHARGE_GROUPS.aromaticCH.charges).toEqual({
        C: chargeOf('PHE', 'CD1'),
        H: chargeOf('PHE', 'HD1'),
      });
      expect(GROMOS_CHARGE_GROUPS.ketone.charges).toEqual({
        C: chargeOf('ACE', 'C'),
        O: chargeOf('ACE', 'O'),
      });
      expect(GROMOS_CHARGE_GROUPS.acid.charges).toEqual({
        C: chargeOf('ASPH', 'CG'),
        O: chargeOf('ASPH', 'OD1'),
        OA: chargeOf('ASPH', 'OD2'),
        H: chargeOf('ASPH', 'HD2'),
      });
      expect(GROMOS_CHARGE_GROUPS.carboxylate.charges).toEqual({
        C: chargeOf('ASP', 'CG'),
        OM: chargeOf('ASP', 'OD1'),
      });
      expect(GROMOS_CHARGE_GROUPS.primaryAmide.charges).toEqual({
        C: chargeOf('ASN', 'CG'),
        O: chargeOf('ASN', 'OD1'),
        N: chargeOf('ASN', 'ND2'),
        H: chargeOf('ASN', 'HD21'),
      });
      expect(GROMOS_CHARGE_GROUPS.secondaryAmide.charges).toEqual({
        C: chargeOf('SER', 'C'),
        O: chargeOf('SER', 'O'),
        N: chargeOf('SER', 'N'),
        H: chargeOf('SER', 'H'),
      });
      expect(GROMOS_CHARGE_GROUPS.amine.charges).toEqual({
        C: chargeOf('LYS', 'CE'),
        N: chargeOf('LYS', 'NZ'),
        H: chargeOf('LYS', 'HZ1'),
      });
      expect(GROMOS_CHARGE_GROUPS.ammonium.charges).toEqual({
        C: chargeOf('LYSH', 'CE'),
        N: chargeOf('LYSH', 'NZ'),
        H: chargeOf('LYSH', 'HZ1'),
      });
      expect(GROMOS_CHARGE_GROUPS.thiol.charges).toEqual({
        C: chargeOf('CYSH', 'CB'),
        S: chargeOf('CYSH', 'SG'),
        H: chargeOf('CYSH', 'HG'),
      });
      expect(GROMOS_CHARGE_GROUPS.thioether.charges).toEqual({
        C: chargeOf('MET', 'CG'),
        S: chargeOf('MET', 'SD'),
      });
    });
  },
);

describe.skipIf(!present)('parameterizeGromos54a7 with gromos54a7.ff (skipped without gromacs-data)', () => {
  it('ethanol: SER-like macros, harmonic equivalents of the quartic bond and cosine angle, rtp charges', () => {
    const ff = forceField();
    const { system, diagnostics } = parameterized(
      build(
        [6, 6, 8],
        [
          [0, 1],
          [1, 2],
        ],
        [3, 2, 1],
      ),
      ff,
    );
    expect(system.atoms.map((a) => a.type)).toEqual(['CH3', 'CH2', 'OA', 'H']);
    expect(system.atoms.map((a) => a.mass)).toEqual([15.035, 14.027, 15.9994, 1.008]);
    expect(system.atoms.map((a) => a.charge)).toEqual([0, 0.266, -0.674, 0.408]);
    expect(macrosOf(system, ff, 'bond')).toEqual(['CH3-CH2 gb_27', 'CH2-OA gb_18', 'OA-H gb_1']);
    expect(macrosOf(system, ff, 'angle')).toEqual(['CH3-CH2-OA ga_13', 'CH2-OA-H ga_12']);
    expect(macrosOf(system, ff, 'dihedral')).toEqual(['CH3-CH2-OA-H gd_23']);
    // ffbonded.itp: gb_18 0.1430 8.1800e+06 → kb = 2 · 8.18e6 · 0.143² kJ/mol/nm² (its comment: 800 kcal/mol/Å²)
    const co = system.bondParameters[system.bonds[1]!.parameter]!;
    expect(co.b0).toBe(0.143);
    expect(co.kb).toBeCloseTo(2 * 8.18e6 * 0.143 ** 2, 6);
    expect(co.kb / 418.4).toBeCloseTo(800, -1);
    // ga_13 109.50 520.00 → kθ = 520 sin²(109.5°) kJ/mol/rad² (comment: 110 kcal/mol/rad²)
    const a = system.angleParameters[system.angles[0]!.parameter]!;
    expect(a.theta0).toBe(109.5);
    expect(a.k).toBeCloseTo(520 * Math.sin((109.5 * Math.PI) / 180) ** 2, 9);
    expect(a.k / 4.184).toBeCloseTo(110, -1);
    expect(system.dihedralParameters[0]).toMatchObject({
      funct: 1,
      terms: [{ phase: 0, k: 1.26, multiplicity: 3 }],
    });
    expect(system.defaults).toMatchObject({ combinationRule: 1, fudgeLJ: 1, fudgeQQ: 1 });
    // The one 1-4 pair, CH3–H, is C6 = C12 = 0 in [ pairtypes ] as in the normal pair: no row needed.
    expect(system.pairParameters14).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).not.toContain('gromos-pairtypes-missing');
  });

  it("1-4 LJ: [ pairtypes ] CS6/CS12 of the 1-4 pairs' types as pairParameters14 σ/ε", () => {
    const ff = forceField();
    // Propan-1-ol, CH3-CH2-CH2-OA-H: 1-4 pairs CH3–OA and CH2–H.
    const { system, diagnostics } = parameterized(
      build(
        [6, 6, 6, 8],
        [
          [0, 1],
          [1, 2],
          [2, 3],
        ],
        [3, 2, 2, 1],
      ),
      ff,
    );
    expect(diagnostics.map((d) => d.code)).not.toContain('gromos-pairtypes-missing');
    const rows = system.pairParameters14 ?? [];
    expect(rows.map((r) => [...r.types].sort().join('-'))).toEqual(['CH3-OA']);
    // ffnonbonded.itp [ pairtypes ]: CH3 OA 1 3.937017E-03 2.762755E-06; [ nonbond_params ] has
    // C12 5.678200E-06 for the normal pair.
    const file = ff.pairTypes.find((r) => [...r.types].sort().join('-') === 'CH3-OA')!;
    expect(file.params).toEqual([3.937017e-3, 2.762755e-6]);
    const [row] = rows;
    expect(4 * row!.epsilon * row!.sigma ** 6).toBeCloseTo(file.params[0]!, 14);
    expect((4 * row!.epsilon * row!.sigma ** 12) / file.params[1]!).toBeCloseTo(1, 12);
    expect(row!.provenance).toMatchObject({ source: `${DIR}/ffnonbonded.itp`, line: file.line });
    const normal = ff.nonbondParams.find((r) => [...r.types].sort().join('-') === 'CH3-OA')!;
    expect(normal.params[1]).toBeGreaterThan(file.params[1]! * 1.1);
  });

  it('Lennard-Jones: [ atomtypes ] C6/C12 and [ nonbond_params ] pairs as σ/ε', () => {
    const ff = forceField();
    const { system } = parameterized(
      build(
        [6, 6, 8],
        [
          [0, 1],
          [1, 2],
        ],
        [3, 2, 1],
      ),
      ff,
    );
    const ch2 = system.atoms[1]!;
    // ffnonbonded.itp CH2: c6 0.0074684164, c12 3.3965584e-05
    expect(4 * ch2.epsilon * ch2.sigma ** 6).toBeCloseTo(0.0074684164, 12);
    expect(4 * ch2.epsilon * ch2.sigma ** 12).toBeCloseTo(3.3965584e-5, 15);
    expect(system.atoms[3]).toMatchObject({ sigma: 0, epsilon: 0 });
    const pair = system.nonbondedPairs?.find((p) => [...p.types].sort().join() === 'CH2,OA');
    const row = ff.nonbondParams.find((r) => [...r.types].sort().join() === 'CH2,OA')!;
    expect(4 * pair!.epsilon * pair!.sigma ** 6).toBeCloseTo(row.params[0]!, 12);
    expect(4 * pair!.epsilon * pair!.sigma ** 12).toBeCloseTo(row.params[1]!, 15);
  });

  it('toluene: PHE ring bonds, angles and impropers, no torsion inside the ring, neutral', () => {
    const ff = forceField();
    const ring: [number, number, number?][] = [
      [0, 1, 2],
      [1, 2],
      [2, 3, 2],
      [3, 4],
      [4, 5, 2],
      [5, 0],
    ];
    const { system, diagnostics } = parameterized(
      build([6, 6, 6, 6, 6, 6, 6], [...ring, [0, 6]], [0, 1, 1, 1, 1, 1, 3]),
      ff,
    );
    const bonds = macrosOf(system, ff, 'bond');
    expect(bonds.filter((b) => b === 'C-C gb_16')).toHaveLength(6);
    expect(bonds).toContain('C-CH3 gb_27');
    expect(bonds.filter((b) => b === 'C-HC gb_3')).toHaveLength(5);
    expect(system.dihedrals).toHaveLength(0);
    // PHE: 6 ring impropers + one per ring atom's substituent, all gi_1
    expect(macrosOf(system, ff, 'improper').every((m) => m.endsWith('gi_1'))).toBe(true);
    expect(system.impropers).toHaveLength(12);
    expect(system.atoms.reduce((s, x) => s + x.charge, 0)).toBeCloseTo(0, 12);
    expect(diagnostics.map((d) => d.code)).toContain('gromos-ring-exclusions-not-expressed');
  });

  it('acid, carboxylate, amide, ammonium: rtp charge groups with their net charge', () => {
    const ff = forceField();
    const net = (m: Molecule) => parameterized(m, ff).system.atoms.reduce((s, a) => s + a.charge, 0);
    expect(
      net(
        build(
          [6, 6, 8, 8],
          [
            [0, 1],
            [1, 2, 2],
            [1, 3],
          ],
          [3, 0, 0, 1],
        ),
      ),
    ).toBeCloseTo(0, 12);
    expect(
      net(
        build(
          [6, 6, 8, 8],
          [
            [0, 1],
            [1, 2, 2],
            [1, 3],
          ],
          [3, 0, 0, 0],
          [0, 0, 0, -1],
        ),
      ),
    ).toBeCloseTo(-1, 12);
    expect(
      net(
        build(
          [6, 6, 8, 7],
          [
            [0, 1],
            [1, 2, 2],
            [1, 3],
          ],
          [3, 0, 0, 2],
        ),
      ),
    ).toBeCloseTo(0, 12);
    expect(
      net(
        build(
          [6, 6, 7],
          [
            [0, 1],
            [1, 2],
          ],
          [3, 2, 3],
          [0, 0, 1],
        ),
      ),
    ).toBeCloseTo(1, 12);
    const amide = parameterized(
      build(
        [6, 6, 8, 7],
        [
          [0, 1],
          [1, 2, 2],
          [1, 3],
        ],
        [3, 0, 0, 2],
      ),
      ff,
    ).system;
    expect(macrosOf(amide, ff, 'bond')).toEqual([
      'CH3-C gb_27',
      'C-O gb_5',
      'C-NT gb_9',
      'NT-H gb_2',
      'NT-H gb_2',
    ]);
  });

  it('gi_2 on a CH1 with three heavy neighbours, signed so the input geometry gives +35.26°', () => {
    const ff = forceField();
    // isopropanol with a tetrahedral CH1 (C at origin)
    const b = new MoleculeBuilder();
    const pos = [
      [0, 0, 0],
      [1.52, 0, 0],
      [-0.5, 1.43, 0],
      [-0.5, -0.7, 1.25],
      [-0.5, -0.7, -1.25],
      [-1.4, 1.6, 0],
    ];
    [6, 6, 8, 6, 1, 1].forEach((element, i) =>
      b.addAtom({ element, x: pos[i]![0]!, y: pos[i]![1]!, z: pos[i]![2]! }),
    );
    for (const [x, y] of [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [2, 5],
    ])
      b.addBond({ a: x!, b: y!, order: BondOrder.Single });
    for (const host of [1, 3]) {
      for (let k = 0; k < 3; k++) {
        const h = b.addAtom({ element: 1, x: pos[host]![0]! + 0.5, y: k, z: 0.3 });
        b.addBond({ a: host, b: h, order: BondOrder.Single });
      }
    }
    const { system } = parameterized(b.build(), ff);
    const tetra = system.impropers.find(
      (t) => system.improperParameters[t.parameter]!.funct === 2 && system.atoms[t.atoms[0]]!.type === 'CH1',
    );
    expect(system.improperParameters[tetra!.parameter]).toMatchObject({
      funct: 2,
      xi0: 35.26439,
      k: 334.84617,
    });
    const p = system.molecule.positions;
    const [i, j, k, l] = tetra!.atoms;
    const v = (a: number, c: number) => [0, 1, 2].map((d) => p[3 * c + d]! - p[3 * a + d]!);
    const b1 = v(i, j),
      b2 = v(j, k),
      b3 = v(k, l);
    const cross = (x: number[], y: number[]) => [
      x[1]! * y[2]! - x[2]! * y[1]!,
      x[2]! * y[0]! - x[0]! * y[2]!,
      x[0]! * y[1]! - x[1]! * y[0]!,
    ];
    const n1 = cross(b1, b2);
    const sign = Math.sign(n1.reduce((s, x, d) => s + x * b3[d]!, 0));
    expect(sign).toBe(1);
  });

  it('refuses a bond no macro covers (alkyl chloride: no CHn-CL macro in ffbonded.itp), naming the atoms', () => {
    const ff = forceField();
    expect(() =>
      parameterized(
        build(
          [6, 6, 17],
          [
            [0, 1],
            [1, 2],
          ],
          [3, 2, 0],
        ),
        ff,
        new Float64Array(3),
      ),
    ).toThrow(/no ffbonded.itp macro rule for the bond CH2-CL of atoms 2-3/);
  });
});

describe.skipIf(!present)('parameterizeGromos54a7 charges (skipped without gromacs-data)', () => {
  it('an ether has no 54A7 charge group: refused naming the OE atom, taken when the user gives charges', () => {
    const ff = forceField();
    const ether = build(
      [6, 8, 6],
      [
        [0, 1],
        [1, 2],
      ],
      [3, 0, 3],
    );
    expect(() => parameterized(ether, ff)).toThrow(
      /atom 2 \(OE\) is in a group no aminoacids.rtp block holds/,
    );
    const { system, diagnostics } = parameterized(ether, ff, Float64Array.from([0.2, -0.4, 0.2]));
    expect(system.atoms.map((a) => a.charge)).toEqual([0.2, -0.4, 0.2]);
    // ga_12 (X - OA - X) used for C-OE-C by analogy: estimated, and said so
    expect(system.angleParameters[0]!.provenance).toMatchObject({ estimated: true });
    expect(
      diagnostics.some((d) => d.code === 'estimated-parameter' && /ga_12 by analogy/.test(d.message)),
    ).toBe(true);
    expect(() => parameterized(ether, ff, new Float64Array(2))).toThrow(
      /one charge per united atom: 3 atoms, 2 charges/,
    );
  });
});
