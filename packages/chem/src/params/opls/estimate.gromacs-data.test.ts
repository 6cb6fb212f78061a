import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Provenance, System } from '../../core/system.js';
import { parseGromacsForceField } from '../../forcefields/gromacs-ff/parse.js';
import { smiles } from '../../perception/testing/smiles.js';
import { typeOpls } from '../../typing/opls/type-opls.js';
import { LINEAR_TORSION } from './estimate.js';
import { parameterizeOpls } from './parameterize-opls.js';

/**
 * The cascade on gromacs-data's own oplsaa.ff (installed by the test setup) for groups it has no
 * rows for. Expected numbers are the borrowed oplsaa.ff rows (ffbonded.itp, quoted beside each);
 * LigParGen writes the same for the aryl aldehyde (8.786 0 -8.786) and the nitrile (zero).
 */
const FF = '/usr/share/gromacs/top/oplsaa.ff';

const run = (smi: string) => {
  const ff = parseGromacsForceField(
    'forcefield.itp',
    (n) => (existsSync(`${FF}/${n}`) ? readFileSync(`${FF}/${n}`, 'utf8') : undefined),
    FF,
  );
  const typed = typeOpls(smiles(smi));
  return parameterizeOpls(typed.molecule, {
    types: typed.types,
    charges: new Float64Array(typed.types.length),
    forceField: ff,
  });
};

/** Each estimated row as "what it was estimated from → its numbers". */
function estimated(s: System): string[] {
  const from = (p: Provenance) =>
    /^analogous bond types (\S+) for (\S+):/
      .exec(p.estimatedFrom ?? '')
      ?.slice(1, 3)
      .join(' for ') ?? (p.estimatedFrom === LINEAR_TORSION ? 'linear' : `? ${p.estimatedFrom}`);
  const n = (xs: readonly number[]) => xs.map((x) => +x.toFixed(5)).join(' ');
  return [
    ...s.bondParameters
      .filter((p) => p.provenance.estimated)
      .map((p) => `${from(p.provenance)} → ${n([p.b0, p.kb])}`),
    ...s.angleParameters
      .filter((p) => p.provenance.estimated)
      .map((p) => `${from(p.provenance)} → ${n([p.theta0, p.k])}`),
    ...s.dihedralParameters
      .filter((p) => p.provenance.estimated)
      .map((p) => `${from(p.provenance)} → ${p.funct === 3 ? n(p.c) : 'periodic'}`),
  ];
}

describe.runIf(existsSync(`${FF}/ffbonded.itp`))('OPLS cascade on gromacs-data oplsaa.ff', () => {
  it.each([
    // CA CA C O_2 (ffbonded.itp "aryl acid, amide, ester").
    ['benzaldehyde', 'C1=CC=CC=C1C=O', ['CA-CA-C-O_2 for CA-CA-C_2-O_2 → 8.7864 0 -8.7864 0 0 0']],
    ['benzonitrile', 'C1=CC=CC=C1C#N', ['linear → 0 0 0 0 0 0']],
    ['diphenylacetylene', 'C1=CC=CC=C1C#CC2=CC=CC=C2', ['linear → 0 0 0 0 0 0']],
    [
      // O C OS (J.Comp.Chem.1990,11,1181) and CT OS C O ("benzoic acids & esters"). Two substitutions
      // of penalty 1 tie here (C → C_2, O_2 → O): the first in enumeration order wins.
      'methyl benzoate',
      'C1=CC=CC=C1C(=O)OC',
      ['OS-C-O for OS-C-O_2 → 123.4 694.544', 'CT-OS-C-O for CT-OS-C-O_2 → 20.92 0 -20.92 0 0 0'],
    ],
    [
      // CA OS C O; CA OS C CT (phenyl esters).
      'phenyl acetate',
      'C1=CC=CC=C1OC(=O)C',
      [
        'CA-OS-C-O for CA-OS-C_2-O_2 → 20.92 0 -20.92 0 0 0',
        'CA-OS-C-CT for CA-OS-C_2-CT → 24.058 -3.138 -20.92 0 0 0',
      ],
    ],
    // CT C= CM HC ("alkene"): the H-C=C-C torsion about the terminal double bond.
    ['1,3-butadiene', 'C=CC=C', ['CT-C=-CM-HC for C=-C=-CM-HC → 58.576 0 -58.576 0 0 0']],
    // CM C N H ("amides").
    ['benzamide', 'C1=CC=CC=C1C(=O)N', ['CM-C-N-H for CA-C-N-H → 20.5016 0 -20.5016 0 0 0']],
    [
      // CT N C O, CT C N CT ("amides"); the imide's other carbonyl C read as CT.
      'succinimide',
      'O=C1CCC(=O)N1',
      [
        'CT-N-C-O for C-N-C-O → 25.47638 0 -25.47638 0 0 0',
        'CT-N-C-CT for C-N-C-CT → 30.28798 -4.8116 -25.47638 0 0 0',
      ],
    ],
    [
      // The sulfone rows (HC CT SY2 OY …: "sulfone"), a methyl rotor.
      'dimethyl sulfoxide',
      'CS(=O)C',
      [
        'CT-SY2-CT-HC for CT-SZ-CT-HC → 0.7322 2.1966 0 -2.9288 0 0',
        'HC-CT-SY2-OY for HC-CT-SZ-OY → 0.7322 2.1966 0 -2.9288 0 0',
      ],
    ],
    [
      // SY CT, SY OY bonds; OY SY OY, CT SY CT … angles (sulfonamide S).
      'dimethyl sulfone',
      'CS(=O)(=O)C',
      [
        'CT-SY for CT-SY2 → 0.177 284512',
        'OY-SY for OY-SY2 → 0.144 585760',
        'CT-SY-OY for CT-SY2-OY → 108.9 619.232',
        'CT-SY-CT for CT-SY2-CT → 102 518.816',
        'HC-CT-SY for HC-CT-SY2 → 109.5 292.88',
        'OY-SY-OY for OY-SY2-OY → 119 870.272',
      ],
    ],
  ])('%s (%s) is parameterized with its estimated rows flagged', (_name, smi, expected) => {
    const { system, diagnostics } = run(smi);
    expect(estimated(system).sort()).toEqual([...expected].sort());
    expect(diagnostics).toHaveLength(expected.length);
    expect(diagnostics.every((d) => d.code === 'estimated-parameter' && (d.atoms?.length ?? 0) > 0)).toBe(
      true,
    );
  });

  it('estimates nothing for ethanol, whose every term oplsaa.ff has', () => {
    const { system, diagnostics } = run('CCO');
    expect(estimated(system)).toEqual([]);
    expect(diagnostics).toEqual([]);
  });

  it.each([
    // ffbonded.itp line 1807: "HC CM CT HC 3 0.66525 1.99576 0.00000 -2.66102 ; alkene".
    ['cyclohexene HC-CM-CT-CT', 'C1=CCCCC1', 'HC-CT-CM-HC', 1807, [0.66525, 1.99576, 0, -2.66102, 0, 0], 8],
    // ffbonded.itp line 1489: "CM CM C N 3 4.18400 -4.18400 …" for the quinone CM-CM-C_2-CM.
    ['benzoquinone CM-CM-C_2-CM', 'O=C1C=CC(=O)C=C1', 'CM-CM-C-N', 1489, [4.184, -4.184, 0, 0, 0, 0], 9],
  ])(
    'estimates a torsion no row or analogue gives from the nearest row, flagged (%s)',
    (_, smi, row, line, c, penalty) => {
      const { system, diagnostics } = run(smi);
      const p = system.dihedralParameters.find((d) =>
        d.provenance.estimatedFrom?.startsWith(`nearest oplsaa.ff row ${row} (ffbonded.itp line ${line})`),
      );
      expect(p).toMatchObject({ funct: 3, c, provenance: { estimated: true, line, penalty } });
      // The numbers are those of the cited line of the installed file.
      const lines = readFileSync(`${FF}/ffbonded.itp`, 'utf8').split('\n');
      const fields = lines[line - 1]!.split(/\s+/).filter(Boolean);
      expect(fields.slice(5, 11).map(Number)).toEqual(c);
      expect(diagnostics.some((d) => d.code === 'estimated-parameter')).toBe(true);
    },
  );
});
