import { COMPUTING_SOFTWARES, CRYSTAL_SOFTWARES, builderFlow } from '@topoforge/chem';
import type { TopfileSoftware } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { narrowedSoftwares, offeredSoftwares, pickSoftware } from './software-choice';

const listed: TopfileSoftware[] = COMPUTING_SOFTWARES.map((s) => ({
  id: s.id,
  label: s.label,
  moleculesOnly: s.moleculesOnly,
  available: s.id !== 'tinker',
}));
const ids = (offered: readonly TopfileSoftware[]) => offered.map((s) => s.id);

describe('the softwares step 3 offers (000 §9)', () => {
  it('offers the molecule builders every listed software, less the molecules-only ones for a cell', () => {
    for (const id of ['all-atom', 'united-atom', 'ion-liquid'] as const) {
      const flow = builderFlow(id);
      expect(ids(offeredSoftwares(listed, flow.softwares, false))).toEqual(ids(listed));
      expect(ids(offeredSoftwares(listed, flow.softwares, true))).toEqual(
        ids(listed.filter((s) => !s.moleculesOnly)),
      );
    }
  });

  it("keeps to the flow's own list, in the server's order", () => {
    expect(ids(offeredSoftwares(listed, CRYSTAL_SOFTWARES, false))).toEqual([...CRYSTAL_SOFTWARES]);
    expect(ids(offeredSoftwares(listed, ['lammps', 'gromacs'], false))).toEqual(['gromacs', 'lammps']);
    expect(offeredSoftwares(listed, [], false)).toEqual([]);
  });

  it('preselects the stored choice while it can be written, else the first that can', () => {
    expect(pickSoftware('amber', listed)).toBe('amber');
    expect(pickSoftware('tinker', listed)).toBe('gromacs');
    expect(pickSoftware(undefined, [])).toBeUndefined();
  });
});

describe("variant D's computer list (001 §2.6, §4)", () => {
  const rule = {
    load: () => Promise.resolve([]),
    listedOnly: ['lammps', 'moltemplate'],
    preferred: 'lammps',
  } as const;
  const firstAtom = (forceField: string) => ({
    atoms: [['Cu1', forceField, 'Cu4+2', 0, 0, 0, 0.9, 63.55, 0.311, 0.021] as const],
  });
  it("leaves lammps and moltemplate when the first atom's force field is listed, lammps preselected", () => {
    const narrowed = narrowedSoftwares(listed, firstAtom('UFF4MOF') as never, rule, ['UFF', 'UFF4MOF']);
    expect(ids(narrowed)).toEqual(['lammps', 'moltemplate']);
    expect(pickSoftware(rule.preferred, narrowed)).toBe('lammps');
  });
  it('keeps every software when the first atom is not listed, the list has not come, or there is no rule', () => {
    expect(narrowedSoftwares(listed, firstAtom('DREIDING') as never, rule, ['UFF'])).toBe(listed);
    expect(narrowedSoftwares(listed, firstAtom('UFF') as never, rule, null)).toBe(listed);
    expect(narrowedSoftwares(listed, firstAtom('UFF') as never, undefined, ['UFF'])).toBe(listed);
    expect(narrowedSoftwares(listed, { atoms: [] }, rule, ['UFF'])).toBe(listed);
  });
});
