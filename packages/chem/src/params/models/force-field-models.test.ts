import { describe, expect, it } from 'vitest';
import { selectAtoms } from '../../core/edit/select-atoms.js';
import { findWaterModel } from '../../forcefields/water/models.js';
import { FORCE_FIELDS } from '../../forcefields/registry.js';
import { findWaters } from '../../forcefields/water/find-waters.js';
import { hydrogenSuppressed } from '../../typing/united-atom/trappe-test-molecules.js';
import { FORCE_FIELD_MODELS, findForceFieldModel } from './force-field-models.js';
import { parameterizeModelWithWater } from './with-water.js';

describe('FORCE_FIELD_MODELS', () => {
  it('hold code for exactly the registry entries marked typer: true', () => {
    const typed = FORCE_FIELDS.filter((f) => f.typer).map((f) => f.name);
    expect(FORCE_FIELD_MODELS.map((m) => m.name).sort()).toEqual([...typed].sort());
    for (const m of FORCE_FIELD_MODELS)
      expect(FORCE_FIELDS.find((f) => f.name === m.name)?.parameters).toBe(true);
  });

  it('are found by registry name and command-line name', () => {
    expect(findForceFieldModel('opls-aa/l')?.cliName).toBe('oplsaa');
    expect(findForceFieldModel('trappe-ua')?.unitedAtom).toBe(true);
    expect(findForceFieldModel('clp')?.name).toBe('CL&P');
    expect(findForceFieldModel('cgenff')).toBeUndefined();
  });

  it('give TraPPE-UA σ/ε in GROMACS units (Martin & Siepmann 1998: CH3 3.75 Å, 98 K)', () => {
    const ch3 = findForceFieldModel('TraPPE-UA')!.atom('CH3', {});
    expect(ch3?.sigma).toBeCloseTo(0.375, 10);
    // 98 K × k_B N_A = 98 × 0.0083144626 kJ/mol.
    expect(ch3?.epsilon).toBeCloseTo(0.8148173, 6);
    expect(findForceFieldModel('TraPPE-UA')!.atom('CH9', {})).toBeUndefined();
  });
});

describe('parameterizeModelWithWater', () => {
  /** 1-propanol (C, C, C, O and their H) followed by one water (O and two H), all single bonds. */
  function propanolAndWater() {
    const propanol = hydrogenSuppressed(
      [
        [6, 3],
        [6, 2],
        [6, 2],
        [8, 1],
        [8, 2],
      ],
      [
        [0, 1],
        [1, 2],
        [2, 3],
      ],
    );
    return propanol;
  }

  it('merges the solute, adds the model water rigidly, and maps every kept atom back', () => {
    const mol = propanolAndWater();
    const waters = findWaters(mol);
    expect(waters).toHaveLength(1);
    const trappe = findForceFieldModel('TraPPE-UA')!;
    const inWater = new Set([waters[0]!.o, waters[0]!.h1, waters[0]!.h2]);
    // TraPPE-UA has no water: the solute is typed alone, as the server and the CLI do.
    const solute = [...Array(mol.atomCount).keys()].filter((i) => !inWater.has(i));
    const soluteTypes = trappe.type(selectAtoms(mol, solute)).types;
    const types = new Array<string>(mol.atomCount).fill('');
    solute.forEach((atom, k) => {
      types[atom] = soluteTypes[k] ?? '';
    });
    const built = parameterizeModelWithWater(mol, trappe, {
      types,
      charges: new Float64Array(mol.atomCount),
      data: {},
      water: { model: findWaterModel('SPCE')!, waters },
    });
    // 4 united atoms + the hydroxyl H + 3 water sites; the CH hydrogens are gone.
    expect(built.system.atoms.map((a) => a.type)).toEqual(['CH3', 'CH2', 'CH2a', 'O', 'OW', 'H', 'HW', 'HW']);
    expect(built.atoms).toHaveLength(8);
    expect(built.system.defaults).toMatchObject({ combinationRule: 2, fudgeLJ: 0, fudgeQQ: 0 });
    expect(built.system.rigidWaters).toHaveLength(1);
    const w = built.system.rigidWaters![0]!;
    expect(built.system.atoms[w.o]?.type).toBe('OW');
  });
});
