import type { Molecule } from '@topoforge/chem';
import { ChemError, findChargeMethod, findFormat, perceive } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import {
  ChargeDataError,
  computeCharges,
  unavailableReason,
  UnavailableChargeMethodError,
} from './charge-runner.js';
import { isProgramError } from './program-error.js';
import { withSpawnHooks } from './run-program.js';
import { onPath } from './testing/find-program.js';

const method = (id: string) => {
  const found = findChargeMethod(id);
  if (!found) throw new Error(`no method ${id}`);
  return found;
};

const read = (mol2: string): Molecule => {
  const mol = findFormat('mol2')?.read?.(mol2).molecules[0];
  if (!mol) throw new Error('no molecule');
  return perceive(mol, { totalCharge: 0 }).molecule;
};

/** Acetamide, from `obabel -:CC(=O)N --gen3d -omol2` (Open Babel 3.1.1). */
const ACETAMIDE = read(`@<TRIPOS>MOLECULE
acetamide
 9 8 0 0 0
SMALL
GASTEIGER

@<TRIPOS>ATOM
      1 C           1.0358    0.1208   -0.0104 C.3     1  UNL1        0.0119
      2 C           2.5359    0.0794   -0.0359 C.2     1  UNL1        0.2074
      3 O           3.1820   -0.8061   -0.5821 O.2     1  UNL1       -0.2763
      4 N           3.1495    1.1142    0.6024 N.am    1  UNL1       -0.3295
      5 H           0.6387   -0.7466   -0.5454 H       1  UNL1        0.0322
      6 H           0.6793    1.0306   -0.5008 H       1  UNL1        0.0322
      7 H           0.6793    0.0908    1.0227 H       1  UNL1        0.0322
      8 H           2.6483    1.8602    1.0625 H       1  UNL1        0.1449
      9 H           4.1613    1.1256    0.6094 H       1  UNL1        0.1449
@<TRIPOS>BOND
     1     1     2    1
     2     2     3    2
     3     2     4   am
     4     1     5    1
     5     1     6    1
     6     1     7    1
     7     4     8    1
     8     4     9    1
`);

const XENON = read(
  '@<TRIPOS>MOLECULE\nxe\n 1 0 0 0 0\nSMALL\nNO_CHARGES\n\n@<TRIPOS>ATOM\n1 Xe 0 0 0 Xe 1 UNL1 0\n',
);

describe('computeCharges (the dispatcher of the CLI and the server)', () => {
  it('computes MMFF94 from the Open Babel tables, as Open Babel does', async () => {
    // Reference: `obabel acetamide.mol2 -omol2 --partialcharge mmff94` (Open Babel 3.1.1).
    const q = await computeCharges(method('MMFF94'), ACETAMIDE, { netCharge: 0 });
    expect(Array.from(q)).toEqual([0.061, 0.569, -0.57, -0.8, 0, 0, 0, 0.37, 0.37]);
  });

  it('applies the scale on top, keeping the net charge', async () => {
    const q = await computeCharges(method('MMFF94'), ACETAMIDE, { netCharge: 0, scale: 2 });
    expect(q[3]).toBeCloseTo(-1.6, 9);
    expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 9);
  });

  it('says why a method cannot be computed', () => {
    expect(unavailableReason(method('GNN-RESP'))).toMatch(/neural network/);
    expect(unavailableReason(method('--'))).toMatch(/not computed/);
    for (const id of [
      'MMFF94',
      'AM1-BCC',
      'cm1a',
      '1.14xCM1A',
      'CM5',
      '1.2xCM5',
      'XTB-RESP',
      'QEq',
      'EEM',
      'Eqeq',
    ]) {
      expect(unavailableReason(method(id)), id).toBeUndefined();
    }
    // m-CBAC needs a trained model TopoForge does not have (issue 17 item 3).
    return expect(computeCharges(method('m-CBAC'), ACETAMIDE, { netCharge: 0 })).rejects.toBeInstanceOf(
      UnavailableChargeMethodError,
    );
  });

  it('names the atoms of elements a method has no parameters for, before running anything', async () => {
    const error = await computeCharges(method('AM1-BCC'), XENON, { netCharge: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChemError);
    expect((error as Error).message).toBe('AM1-BCC has no parameters for Xe (atoms 1).');
  });

  it('reports missing MMFF94 tables as ChargeDataError naming the file', async () => {
    const error = await computeCharges(method('MMFF94'), ACETAMIDE, {
      netCharge: 0,
      openBabelData: '/nonexistent-openbabel-data',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChargeDataError);
    expect((error as Error).message).toMatch(
      /^cannot read the MMFF94 table \/nonexistent-openbabel-data\/\w+\.par: no such file/,
    );
  });

  it.skipIf(!onPath('xtb'))('kills a running xtb when the signal aborts', async () => {
    // Aborted just after xtb has started (XTB-RESP on acetamide now ends in a fraction of a second,
    // too soon for a timer to land inside the run).
    const controller = new AbortController();
    const spawned: string[] = [];
    const error = await withSpawnHooks(
      {
        onSpawn: (p) => {
          spawned.push(p.command);
          queueMicrotask(() => controller.abort());
        },
      },
      () =>
        computeCharges(method('XTB-RESP'), ACETAMIDE, { netCharge: 0, signal: controller.signal }).catch(
          (e: unknown) => e,
        ),
    );
    expect(spawned).toEqual(['xtb']);
    expect(isProgramError(error) && error.kind).toBe('cancelled');
  });
});

describe("the spec's 'oplsaa' charge type", () => {
  it('gives each atom its OPLS-AA type charge from oplsaa.ff (methanol as gromacs-data types it)', async () => {
    // gromacs-data oplsaa.ff/methanol.itp: C opls_157 0.145, H opls_156 0.04, O opls_154 −0.683,
    // HO opls_155 0.418 (Jorgensen et al. 1996); the group sums to 0, so the net-charge rule changes nothing.
    const methanol = read(`@<TRIPOS>MOLECULE
methanol
 6 5 0 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 C          -0.0187    0.0146   -0.0068 C.3     1  UNL1  0
      2 O           1.3952   -0.0122    0.0107 O.3     1  UNL1  0
      3 H          -0.3963    0.8213    0.6203 H       1  UNL1  0
      4 H          -0.3760   -0.9457    0.3723 H       1  UNL1  0
      5 H          -0.3785    0.1596   -1.0290 H       1  UNL1  0
      6 H           1.6848   -0.8470   -0.3943 H       1  UNL1  0
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
     3     1     4    1
     4     1     5    1
     5     2     6    1
`);
    const charges = await computeCharges(method('oplsaa'), methanol, { netCharge: 0 });
    expect([...charges]).toEqual([0.145, -0.683, 0.04, 0.04, 0.04, 0.418]);
  });
});
