import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { System } from '../../core/system.js';
import type { ForceFieldParameters } from '../../forcefields/amber-dat/types.js';
import { parseAmberDat } from '../../forcefields/amber-dat/parse-amber-dat.js';
import { findFormat } from '../../io/registry.js';
import { parameterize } from '../../params/parameterize.js';
import { perceive } from '../../perception/perceive.js';
import { typeGaff } from '../../typing/gaff/type-gaff.js';
import { runWriter } from '../engine-writer.js';
import { amberWriter } from './amber-writer.js';

/*
 * The mol2 + frcmod pair for tleap (issue 15.5d). tleap (AmberTools) is not installed here, so the pair
 * is checked the way LEaP would use it, with TopoForge's own readers: the mol2 read back by the mol2
 * reader (types, charges, bonds), the frcmod parsed by the gaff.dat parser and laid over gaff.dat
 * (frcmod lines replace gaff.dat's, as loadamberparams does), and the molecule parameterized again from
 * the mol2's types and charges with that parameter set, by the same lookup as LEaP's (impropers as
 * LEaP builds them, params/impropers.ts). Every term, charge, mass and LJ parameter must come back as
 * in the System written. The reference data is GAFF 1.4 of the Debian openbabel package.
 */

const GAFF_DAT = '/usr/share/openbabel/3.1.1/gaff.dat';

/** 4-hydroxybenzaldehyde from Open Babel 3.1.1 (`obabel -:"O=Cc1ccc(O)cc1" --gen3d -oxyz`). */
const HYDROXYBENZALDEHYDE = `15
4-hydroxybenzaldehyde
O          1.25002        0.29982        0.50815
C          2.27521        0.01171       -0.09649
C          3.11747        1.03414       -0.74715
C          2.75741        2.38528       -0.68417
C          3.56761        3.34938       -1.28674
C          4.72512        2.95033       -1.95017
O          5.55030        3.85699       -2.54488
C          5.08245        1.60674       -2.02472
C          4.27719        0.64041       -1.42018
H          2.61697       -1.03440       -0.17836
H          1.85033        2.68677       -0.16412
H          3.28170        4.39505       -1.22834
H          5.20074        4.74989       -2.38587
H          5.98787        1.31649       -2.55136
H          4.56647       -0.40546       -1.47878
`;

/** Test charges (not a charge model), exact in the mol2's 6 decimals. */
const charges = (n: number): Float64Array => Float64Array.from({ length: n }, (_, i) => ((i % 5) - 2) * 0.05);

function gaff(): ForceFieldParameters {
  return parseAmberDat(readFileSync(GAFF_DAT, 'utf8'), { source: GAFF_DAT }).parameters;
}

function gaffSystem(): System {
  const read = findFormat('xyz')!.read!(HYDROXYBENZALDEHYDE, { fileName: 'hb.xyz' });
  const typing = typeGaff(perceive(read.molecules[0]!).molecule);
  return parameterize(typing.molecule, {
    types: typing.types,
    charges: charges(typing.molecule.atomCount),
    forceField: gaff(),
  }).system;
}

/** A frcmod in the parm.dat layout the gaff.dat parser reads (title, MASS, hydrophilic line, … END). */
function frcmodAsParmDat(frcmod: string): string {
  const [title = '', ...rest] = frcmod.split('\n');
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of rest) {
    if (/^(MASS|BOND|ANGL|DIHE|IMPR|NONB)$/.test(line.trim())) {
      current = [];
      sections.set(line.trim(), current);
    } else if (line.trim() === '') current = undefined;
    else current?.push(line);
  }
  const part = (name: string): string[] => [...(sections.get(name) ?? []), ''];
  // The parser wants a mass and an LJ line; 'zz' is no type of the molecule.
  const masses = sections.get('MASS')?.length ? part('MASS') : ['zz 1.0', ''];
  const nonbonded = sections.get('NONB')?.length ? part('NONB') : ['zz 1.0 0.0', ''];
  return [
    title,
    ...masses,
    '',
    ...part('BOND'),
    ...part('ANGL'),
    ...part('DIHE'),
    ...part('IMPR'),
    '',
    '',
    'MOD4      RE',
    ...nonbonded,
    'END',
    '',
  ].join('\n');
}

/** gaff.dat with the frcmod's lines replacing its own, as loadamberparams after leaprc.gaff. */
function overlaid(base: ForceFieldParameters, frcmod: ForceFieldParameters): ForceFieldParameters {
  const over = <V>(a: ReadonlyMap<string, V>, b: ReadonlyMap<string, V>): Map<string, V> =>
    new Map([...a, ...b]);
  return {
    ...base,
    masses: over(base.masses, frcmod.masses),
    bonds: over(base.bonds, frcmod.bonds),
    angles: over(base.angles, frcmod.angles),
    dihedrals: over(base.dihedrals, frcmod.dihedrals),
    impropers: over(base.impropers, frcmod.impropers),
    nonbonded: over(base.nonbonded, frcmod.nonbonded),
  };
}

/** What LEaP would build from the pair: the mol2's molecule, types and charges, gaff.dat + frcmod. */
function rebuilt(files: Record<string, string>): { system: System; types: string[] } {
  const mol = findFormat('mol2')!.read!(files['HBA.mol2']!, { fileName: 'HBA.mol2' }).molecules[0]!;
  const frcmod = parseAmberDat(frcmodAsParmDat(files['HBA.frcmod']!), { source: 'HBA.frcmod' }).parameters;
  const types = [...(mol.atomTypes ?? [])];
  const system = parameterize(mol, {
    types,
    charges: Float64Array.from(mol.partialCharges ?? []),
    forceField: overlaid(gaff(), frcmod),
  }).system;
  return { system, types };
}

/** Every term of `a` has the same parameters in `b` (same atoms, same order), and the atoms agree. */
function expectSameTerms(a: System, b: System): void {
  const close = (x: number, y: number, what: string): void =>
    expect(Math.abs(x - y), `${what}: ${x} vs ${y}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(x)));
  a.atoms.forEach((atom, i) => {
    const other = b.atoms[i]!;
    close(atom.charge, other.charge, `charge ${i + 1}`);
    close(atom.mass, other.mass, `mass ${i + 1}`);
    close(atom.sigma, other.sigma, `sigma ${i + 1}`);
    close(atom.epsilon, other.epsilon, `epsilon ${i + 1}`);
  });
  const tables = [
    ['bonds', 'bondParameters'],
    ['angles', 'angleParameters'],
    ['dihedrals', 'dihedralParameters'],
    ['impropers', 'improperParameters'],
  ] as const;
  for (const [terms, rows] of tables) {
    expect(b[terms].length, terms).toBe(a[terms].length);
    const index = new Map(b[terms].map((t) => [t.atoms.join(' '), t.parameter]));
    for (const term of a[terms]) {
      const k = index.get(term.atoms.join(' ')) ?? index.get([...term.atoms].reverse().join(' '));
      expect(k, `${terms} ${term.atoms.map((x) => x + 1).join('-')}`).toBeDefined();
      const [p, q] = [a[rows][term.parameter]!, b[rows][k!]!];
      const { provenance: _p, ...pv } = p as { provenance: unknown };
      const { provenance: _q, ...qv } = q as { provenance: unknown };
      const numbers = (v: object): number[] =>
        JSON.stringify(v)
          .match(/-?\d+(\.\d+)?(e-?\d+)?/g)!
          .map(Number);
      const [x, y] = [numbers(pv), numbers(qv)];
      expect(y.length, `${terms} ${term.atoms.join('-')}`).toBe(x.length);
      x.forEach((v, j) => close(v, y[j]!, `${terms} ${term.atoms.map((t) => t + 1).join('-')}`));
    }
  }
}

const write = (system: System): Record<string, string> =>
  runWriter(amberWriter, system, { residueName: 'HBA' });

describe.skipIf(!existsSync(GAFF_DAT))(
  'AMBER mol2 + frcmod for tleap (needs gaff.dat of the openbabel package)',
  () => {
    it('writes GAFF types and charges, a frcmod of only what gaff.dat lacks (parmchk2’s default impropers), and LEaP’s lookup gives the System back', () => {
      const system = gaffSystem();
      const files = write(system);
      expect(Object.keys(files).sort()).toEqual(['HBA.frcmod', 'HBA.inpcrd', 'HBA.mol2', 'HBA.prmtop']);
      const own = system.atoms.filter((a) => a.provenance.estimated);
      expect(own).toEqual([]);
      const back = rebuilt(files);
      expect(back.types).toEqual(system.atoms.map((a) => a.type));
      // gaff.dat holds every term but parmchk2's default impropers (estimated): only they are in the frcmod.
      const estimated = new Set(
        system.impropers
          .filter((t) => system.improperParameters[t.parameter]!.provenance.estimated)
          .map((t) => t.atoms.map((a) => system.atoms[a]!.type.padEnd(2)).join('-')),
      );
      expect(estimated.size).toBeGreaterThan(0);
      const lines = files['HBA.frcmod']!.split('\n');
      const impr = lines.slice(lines.indexOf('IMPR') + 1, lines.indexOf('NONB') - 1);
      expect(impr.map((l) => l.split('  ')[0]).sort()).toEqual([...estimated].sort());
      expect(lines.slice(1, 9)).toEqual(['MASS', '', 'BOND', '', 'ANGL', '', 'DIHE', '']);
      expect(lines.slice(lines.indexOf('NONB'))).toEqual(['NONB', '', '', '']);
      expectSameTerms(system, back.system);
    });

    it('holds exactly the edited and estimated parameters, keyed by GAFF types', () => {
      const base = gaffSystem();
      const user = {
        forceField: 'GAFF',
        source: 'user edit',
        estimated: false,
        derivedFrom: 'user' as const,
      };
      // Every c-o bond (one row) and every ca-ca-ca angle of the row of the first angle, edited.
      const bond = base.bonds.find(
        (b) =>
          b.atoms
            .map((a) => base.atoms[a]!.type)
            .sort()
            .join() === 'c,o',
      )!;
      const bondParameters = base.bondParameters.map((p, i) =>
        i === bond.parameter ? { ...p, kb: 500000, b0: 0.125, provenance: user } : p,
      );
      // The hydroxyl O (type oh) gets another LJ, marked estimated.
      const atoms = base.atoms.map((a) =>
        a.type === 'oh'
          ? { ...a, sigma: 0.31, epsilon: 0.8, provenance: { ...a.provenance, estimated: true } }
          : a,
      );
      const system: System = { ...base, atoms, bondParameters };
      const files = write(system);
      const frcmod = files['HBA.frcmod']!;
      expect(frcmod).toMatch(/\nBOND\nc -o {3}597\.5143\d* 1\.25\n\n/);
      // R* = 2^(1/6) · 3.1 / 2 Å, ε = 0.8 / 4.184 kcal/mol.
      expect(frcmod).toMatch(/\nNONB\n {2}oh {2}1\.7398\d* 0\.19120458891\n/);
      expect(frcmod).toMatch(/\nMASS\noh 16(\.\d+)?\n\n/);
      expect(frcmod).toMatch(/\nANGL\n\nDIHE\n\nIMPR\n/);
      expectSameTerms(system, rebuilt(files).system);
    });

    it('gives every atom a generated type when GAFF types cannot key the rows, the frcmod then holds everything', () => {
      const base = gaffSystem();
      // The first ca-ha bond alone gets another row, which a ca-ha line cannot hold.
      const k = base.bonds.findIndex(
        (b) =>
          b.atoms
            .map((a) => base.atoms[a]!.type)
            .sort()
            .join() === 'ca,ha',
      );
      const bondParameters = [
        ...base.bondParameters,
        { ...base.bondParameters[base.bonds[k]!.parameter]!, kb: 250000 },
      ];
      const bonds = base.bonds.map((b, i) => (i === k ? { ...b, parameter: bondParameters.length - 1 } : b));
      const system: System = { ...base, bonds, bondParameters };
      const files = write(system);
      const back = rebuilt(files);
      expect(back.types).toEqual(system.atoms.map((_, i) => `A${'0123456789ABCDEF'[i]}`));
      expect(files['HBA.frcmod']!.split('\n')[0]).toMatch(/every parameter/);
      expectSameTerms(system, back.system);
    });
  },
);
