import { CRYSTAL_SOFTWARES, chargeMethodsFor } from '@topoforge/chem';
import type { ParameterSet, TopfileSoftware } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { narrowedSoftwares, pickSoftware } from '../../auto-ff/parameters/software-choice';
import { FRAMEWORK_LIBRARY, mofCof } from './builder';

/** The crystal flow's softwares as GET topfile/softwares lists them, all written. */
const OFFERED: TopfileSoftware[] = CRYSTAL_SOFTWARES.map((id) => ({
  id,
  label: id,
  available: true,
  moleculesOnly: false,
}));

/** A parameter set whose first atom was typed with `forceField` (atom column 1). */
const firstAtomOf = (forceField: string): Pick<ParameterSet, 'atoms'> => ({
  atoms: [['Zn1', forceField, 'Zn3f2', 0, 0, 0, 1.2, 65.38, 0.246, 0.52]],
});

describe('the framework builder (002 §2.3 mof-cof, 001 §2.6 variants C and D)', () => {
  it('takes crystal files, offers the framework list and the framework library', () => {
    expect(mofCof.flow.upload).toBe('crystal');
    expect(mofCof.flow.forceFieldList).toBe('mof');
    expect(FRAMEWORK_LIBRARY.id).toBe('frameworks');
    expect(mofCof.steps.map((s) => s.title)).toEqual(['crystal', 'atomTypes', 'topology']);
  });

  it("offers the framework charge methods in step 2 (000 §9 paths containing 'mof-cof')", () => {
    expect(mofCof.flow.chargeMethods).toBe('mof-cof');
    // Zn, O, C, H (MOF-5): every spec name of the framework list is offered or listed with its reason.
    const { offered, unavailable } = chargeMethodsFor([30, 8, 6, 1], 'mof-cof');
    const ids = [...offered, ...unavailable.map((u) => u.method)].map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining(['Eqeq', 'EEM', 'GMP-QEq', 'MEPO-QEq']));
    expect(ids).not.toContain('XTB-RESP');
  });

  it('asks the server computer list in step 3 (variant D): lammps and moltemplate only, default lammps', () => {
    const rule = mofCof.computers;
    expect(rule?.listedOnly).toEqual(['lammps', 'moltemplate']);
    expect(rule?.preferred).toBe('lammps');
    const listed = ['UFF', 'UFF4MOF'];
    const narrowed = narrowedSoftwares(OFFERED, firstAtomOf('UFF4MOF'), rule, listed);
    expect(narrowed.map((s) => s.id)).toEqual(['lammps', 'moltemplate']);
    expect(pickSoftware(rule?.preferred, narrowed)).toBe('lammps');
  });

  it('keeps the full list (default lammps) when the first atom is not listed or the list has not come', () => {
    const rule = mofCof.computers;
    const full = CRYSTAL_SOFTWARES;
    expect(narrowedSoftwares(OFFERED, firstAtomOf('DREIDING'), rule, ['UFF']).map((s) => s.id)).toEqual(full);
    expect(narrowedSoftwares(OFFERED, firstAtomOf('UFF'), rule, null).map((s) => s.id)).toEqual(full);
    expect(pickSoftware(rule?.preferred, OFFERED)).toBe('lammps');
    // A builder without the rule (the mineral page) is never narrowed.
    expect(narrowedSoftwares(OFFERED, firstAtomOf('UFF'), undefined, ['UFF'])).toBe(OFFERED);
  });
});
