import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GromacsForceField } from '@topoforge/chem';
import {
  BondOrder,
  gromacsWriter,
  lammpsWriter,
  MoleculeBuilder,
  parameterizeOpls,
  parseGromacsForceField,
  runWriter,
} from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { ENERGY_TERMS, type EnergyTerms } from './energy-terms.js';
import { gromacsSinglePoint } from './gromacs.js';
import { lammpsSinglePoint } from './lammps.js';
import { compareEnergies } from './testing/compare-energies.js';
import { termSummary } from './testing/cross-engine-support.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';
import { onPath } from './testing/find-program.js';

/*
 * OPLS-AA/L impropers and every other term against GROMACS's own residue topology. pdb2gmx builds
 * the tripeptide Tyr-Trp-Gln (NH3+ and COO- termini, hydrogens added by its .hdb) from oplsaa.ff's
 * aminoacids.rtp, whose [ impropers ] name the improper_* defines per planar centre: carbonyl and
 * carboxylate C, amide and indole N-H, side-chain NH2, ring C-H, ring C with a substituent, and the
 * ring-fusion carbons that get none. parameterizeOpls gets only the molecule (atoms, bonds,
 * coordinates) with pdb2gmx's atom types and charges, and must choose the same impropers in the same
 * atom order (params/opls/impropers.ts), and give the same energy per term (gmx_d, 1e-6 relative)
 * at coordinates moved off the planar geometry so that impropers carry energy.
 * The same System through the LAMMPS writer must agree with GROMACS at the cross-engine tolerance.
 * Skipped, with the reason, when gromacs-data, gmx_d or lmp is absent.
 */
const TOP = '/usr/share/gromacs/top';
const OPLS = `${TOP}/oplsaa.ff`;
const MISSING = [
  ...[`${OPLS}/aminoacids.rtp`].filter((p) => !existsSync(p)),
  ...['gmx_d', 'lmp'].filter((p) => !onPath(p)),
];
const SKIP = MISSING.length > 0;
const REASON = SKIP ? `skipped: ${MISSING.join(', ')} not found` : '';

/** Heavy atoms of Tyr-Trp-Gln from Open Babel 3.1.1 (`--gen3d`, residues named by its PDB writer). */
const PEPTIDE_PDB = `ATOM      1  N   TYR A   1       4.326   0.783  -0.695  1.00  0.00           N
ATOM      2  CA  TYR A   1       3.067   0.393   0.003  1.00  0.00           C
ATOM      3  CB  TYR A   1       1.807   0.567  -0.882  1.00  0.00           C
ATOM      4  CG  TYR A   1       1.793  -0.362  -2.080  1.00  0.00           C
ATOM      5  CD1 TYR A   1       1.210  -1.630  -1.942  1.00  0.00           C
ATOM      6  CE1 TYR A   1       1.355  -2.593  -2.935  1.00  0.00           C
ATOM      7  CZ  TYR A   1       2.073  -2.282  -4.082  1.00  0.00           C
ATOM      8  OH  TYR A   1       2.245  -3.200  -5.075  1.00  0.00           O
ATOM      9  CE2 TYR A   1       2.634  -1.023  -4.255  1.00  0.00           C
ATOM     10  CD2 TYR A   1       2.465  -0.048  -3.270  1.00  0.00           C
ATOM     11  C   TYR A   1       3.176  -1.049   0.589  1.00  0.00           C
ATOM     12  O   TYR A   1       2.205  -1.679   1.003  1.00  0.00           O
ATOM     13  N   TRP A   2       4.458  -1.532   0.653  1.00  0.00           N
ATOM     14  CA  TRP A   2       4.851  -2.901   1.028  1.00  0.00           C
ATOM     15  CB  TRP A   2       4.191  -3.985   0.165  1.00  0.00           C
ATOM     16  CG  TRP A   2       4.534  -4.037  -1.303  1.00  0.00           C
ATOM     17  CD1 TRP A   2       5.335  -3.203  -2.057  1.00  0.00           C
ATOM     18  NE1 TRP A   2       5.403  -3.696  -3.336  1.00  0.00           N
ATOM     19  CE2 TRP A   2       4.800  -4.928  -3.395  1.00  0.00           C
ATOM     20  CZ2 TRP A   2       4.799  -5.889  -4.410  1.00  0.00           C
ATOM     21  CH2 TRP A   2       4.386  -7.168  -4.034  1.00  0.00           C
ATOM     22  CZ3 TRP A   2       3.786  -7.397  -2.797  1.00  0.00           C
ATOM     23  CE3 TRP A   2       3.514  -6.342  -1.927  1.00  0.00           C
ATOM     24  CD2 TRP A   2       4.187  -5.132  -2.161  1.00  0.00           C
ATOM     25  C   TRP A   2       6.409  -2.963   0.994  1.00  0.00           C
ATOM     26  O   TRP A   2       7.090  -1.952   0.716  1.00  0.00           O
ATOM     27  N   GLN A   3       7.007  -4.153   1.313  1.00  0.00           N
ATOM     28  CA  GLN A   3       8.468  -4.329   1.155  1.00  0.00           C
ATOM     29  CB  GLN A   3       9.226  -3.969   2.431  1.00  0.00           C
ATOM     30  CG  GLN A   3      10.749  -4.117   2.300  1.00  0.00           C
ATOM     31  CD  GLN A   3      11.497  -3.755   3.565  1.00  0.00           C
ATOM     32  NE2 GLN A   3      12.852  -3.916   3.478  1.00  0.00           N
ATOM     33  OE1 GLN A   3      10.975  -3.350   4.593  1.00  0.00           O
ATOM     34  C   GLN A   3       8.701  -5.806   0.778  1.00  0.00           C
ATOM     35  O   GLN A   3       7.993  -6.723   1.170  1.00  0.00           O
ATOM     36  OXT GLN A   3       9.790  -6.012  -0.001  1.00  0.00           O
END
`;

const RES = 'PEP';
const CUTOFF = 2.5;

interface Pdb2gmx {
  readonly topology: string;
  readonly gro: string;
}

/** pdb2gmx -ignh with oplsaa.ff, no water: its topol.top and conf.gro. */
function runPdb2gmx(): Promise<Pdb2gmx> {
  return withTempDir('pdb2gmx', async (cwd) => {
    await writeFile(join(cwd, 'pep.pdb'), PEPTIDE_PDB);
    const args = [
      'pdb2gmx',
      '-f',
      'pep.pdb',
      '-o',
      'conf.gro',
      '-p',
      'topol.top',
      '-ff',
      'oplsaa',
      '-water',
      'none',
      '-ignh',
    ];
    await runProgram('gmx_d', args, { cwd, timeoutMs: 60_000, maxOutputBytes: 4 << 20 });
    return {
      topology: await readFile(join(cwd, 'topol.top'), 'utf8'),
      gro: await readFile(join(cwd, 'conf.gro'), 'utf8'),
    };
  });
}

/**
 * The .gro's coordinates moved by a fixed pattern of up to 0.02 nm per axis (so that no centre stays
 * planar) and rounded to the .gro's 0.001 nm, so our writer's 10-decimal .gro holds the same numbers.
 */
function displaced(gro: string): { gro: string; nm: number[][] } {
  const lines = gro.split('\n');
  const n = Number(lines[1]);
  const nm: number[][] = [];
  for (let i = 0; i < n; i++) {
    const line = lines[2 + i]!;
    const xyz = [0, 1, 2].map((k) => {
      const x = Number(line.slice(20 + 8 * k, 28 + 8 * k)) + 0.02 * Math.sin(1.7 * i + 2.3 * k);
      return Math.round(x * 1000) / 1000;
    });
    nm.push(xyz);
    lines[2 + i] = line.slice(0, 20) + xyz.map((x) => x.toFixed(3).padStart(8)).join('');
  }
  return { gro: lines.join('\n'), nm };
}

const readTop = (dir: string) => (name: string) => {
  const path = name.startsWith('oplsaa.ff/') ? `${TOP}/${name}` : `${dir}/${name}`;
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
};

describe.skipIf(SKIP)(`OPLS-AA/L against pdb2gmx's residue topology ${REASON}`, () => {
  it('Tyr-Trp-Gln: the same impropers in the same order, and the same energy per term (gmx_d)', async () => {
    const ff: GromacsForceField = parseGromacsForceField('forcefield.itp', readTop(OPLS), OPLS);
    const made = await runPdb2gmx();
    // The topology read by our reader, with oplsaa.ff included from gromacs-data.
    const top = parseGromacsForceField(
      'topol.top',
      (n) => (n === 'topol.top' ? made.topology : readTop(OPLS)(n.replace(/^oplsaa\.ff\//, ''))),
      'pdb2gmx',
    );
    const rows = (name: string) => top.otherSections.find((s) => s.name === name)?.rows ?? [];
    const atoms = rows('atoms').map((r) => ({
      type: r.fields[1]!,
      name: r.fields[4]!,
      charge: Number(r.fields[6]),
    }));
    const { gro, nm } = displaced(made.gro);
    const b = new MoleculeBuilder('Tyr-Trp-Gln');
    atoms.forEach((a, i) => {
      const [x = 0, y = 0, z = 0] = nm[i]!.map((v) => v * 10);
      b.addAtom({ element: ff.atomTypes.get(a.type)?.atomicNumber ?? 0, x, y, z, name: a.name });
    });
    for (const r of rows('bonds'))
      b.addBond({ a: Number(r.fields[0]) - 1, b: Number(r.fields[1]) - 1, order: BondOrder.Single });
    const { system } = parameterizeOpls(b.build(), {
      types: atoms.map((a) => a.type),
      charges: Float64Array.from(atoms.map((a) => a.charge)),
      forceField: ff,
    });

    // pdb2gmx writes impropers as funct 1 lines naming a define (expanded by our reader to φs k n),
    // some reversed (l k j i, the same angle): undo that, so the centre (bonded to the other three)
    // is third.
    const bonded = new Set(rows('bonds').map((r) => `${Number(r.fields[0]) - 1}-${Number(r.fields[1]) - 1}`));
    const isBond = (x: number, y: number) => bonded.has(`${x}-${y}`) || bonded.has(`${y}-${x}`);
    const theirs = rows('dihedrals')
      .filter((r) => r.fields[4] === '1')
      .map((r) => {
        const t = r.fields.slice(0, 4).map((x) => Number(x) - 1);
        const centreThird = [0, 1, 3].every((i) => isBond(t[2]!, t[i]!));
        return { atoms: centreThird ? t : t.reverse(), k: Number(r.fields[6]) };
      });
    const ours = system.impropers.map((t) => {
      const p = system.improperParameters[t.parameter]!;
      return { atoms: [...t.atoms], k: p.funct === 4 ? p.term.k : NaN };
    });
    expect(theirs).toHaveLength(20);
    expect(ours).toHaveLength(20);
    // Same centre, same out-of-plane atom, same define (k) for every improper …
    const centreKey = (x: { atoms: number[]; k: number }) => `${x.atoms[2]}/${x.atoms[3]}/${x.k}`;
    expect(ours.map(centreKey).sort()).toEqual(theirs.map(centreKey).sort());
    // … and the same first two atoms in the same order, except where aminoacids.rtp itself breaks
    // its pattern: on TRP's CE3 and CZ3 it lists the ring neighbours against the order it uses on
    // CZ2 and CH2 (and on every other ring), which no rule from the bond graph reproduces; our rule
    // takes them in index order (impropers.ts).
    const name = (i: number) => `${atoms[i]!.name}`;
    const swapped = ours
      .filter((o) => !theirs.some((t) => t.atoms.join() === o.atoms.join()))
      .map((o) => name(o.atoms[2]!))
      .sort();
    expect(swapped).toEqual(['CE3', 'CZ3']);

    // Energies: with our impropers as chosen (all terms but impropers must agree), and with the two
    // TRP impropers put in the rtp's order (then every term, impropers included, must agree).
    const aligned = {
      ...system,
      impropers: system.impropers.map((t) => {
        const rtp = theirs.find((x) => x.atoms[2] === t.atoms[2] && x.atoms[3] === t.atoms[3])!;
        return { ...t, atoms: [rtp.atoms[0]!, rtp.atoms[1]!, t.atoms[2], t.atoms[3]] as const };
      }),
    };
    const energies = async (s: typeof system) => {
      const files = runWriter(gromacsWriter, s, { residueName: RES, padding: CUTOFF + 0.5 });
      const box = files[`${RES}.gro`]!.trimEnd().split('\n').at(-1)!;
      return { e: await gromacsSinglePoint(files, { residueName: RES, cutoff: CUTOFF }), box };
    };
    const [own, rtpOrder] = await Promise.all([energies(system), energies(aligned)]);
    const refGro = `${gro.trimEnd().split('\n').slice(0, -1).join('\n')}\n${own.box}\n`;
    // aminoacids.rtp gives five of these torsions residue-specific parameters (dih_TRP_chi1_…,
    // dih_GLN_chi1_…, dih_GLN_chi3_…: OPLS-AA/L's 2001 side-chain refits), which belong to the
    // residue, not to atom types. Without the macro grompp looks those five up by bond types, as
    // for every other torsion, which is what a molecule typed atom by atom gets.
    const chi = /^(\s*\d+\s+\d+\s+\d+\s+\d+\s+3)\s+dih_\S+/gm;
    expect(made.topology.match(chi)).toHaveLength(5);
    const byTypes = made.topology.replace(chi, '$1');
    const refE = await gromacsSinglePoint(
      { [`${RES}.gro`]: refGro, [`${RES}.top`]: byTypes },
      { residueName: RES, cutoff: CUTOFF },
    );
    // GROMACS reports pdb2gmx's funct 1 impropers as "Proper Dih.", ours (funct 4) as "Per. Imp. Dih.".
    const withImpropers = (e: EnergyTerms): EnergyTerms => ({
      ...e,
      proper: e.proper + e.improper,
      improper: 0,
    });
    const rtpE = withImpropers(rtpOrder.e);
    const ref = withImpropers(refE);
    const ownProper = own.e.proper;
    console.log(
      `Tyr-Trp-Gln, ours (TRP impropers in rtp order) − pdb2gmx (gmx_d):\n${ENERGY_TERMS.map(
        (t) =>
          `  ${t.padEnd(10)} ${rtpE[t].toFixed(9)} ${ref[t].toFixed(9)} Δ ${Math.abs(rtpE[t] - ref[t]).toExponential(2)}`,
      ).join(
        '\n',
      )}\n  impropers ${rtpOrder.e.improper.toFixed(6)} kJ/mol in rtp order, ${own.e.improper.toFixed(6)} in ours`,
    );
    const close = (x: number, y: number) =>
      Math.abs(x - y) <= Math.max(1e-6 * Math.max(Math.abs(x), Math.abs(y)), 1e-6);
    for (const t of ENERGY_TERMS)
      expect(close(rtpE[t], ref[t]), `${t}: ours ${rtpE[t]} vs pdb2gmx ${ref[t]}`).toBe(true);
    for (const t of ENERGY_TERMS.filter((x) => x !== 'improper' && x !== 'proper')) {
      expect(close(own.e[t], refE[t]), `${t} (our order)`).toBe(true);
    }
    expect(close(ownProper, refE.proper - rtpOrder.e.improper), 'RB torsions').toBe(true);
    expect(rtpOrder.e.improper).toBeGreaterThan(0.1);

    // And LAMMPS agrees with GROMACS on our System, impropers included (cross-engine tolerance).
    const lammpsFiles = runWriter(lammpsWriter, system, { residueName: RES, cutoff: 10 * CUTOFF });
    const lammps = await lammpsSinglePoint(lammpsFiles, { residueName: RES });
    const differences = compareEnergies(own.e, lammps);
    console.log(`Tyr-Trp-Gln, GROMACS − LAMMPS:\n${termSummary([differences], '  ')}`);
    for (const d of differences) expect(d.within, `${d.term}: GROMACS ${d.a} vs LAMMPS ${d.b}`).toBe(true);
  });
});
