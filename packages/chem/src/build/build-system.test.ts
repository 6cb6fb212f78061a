import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectAtoms } from '../core/edit/select-atoms.js';
import type { Molecule } from '../core/molecule.js';
import { parseGromacsForceField } from '../forcefields/gromacs-ff/parse.js';
import { findWaters } from '../forcefields/water/find-waters.js';
import { methanolAndWater } from '../forcefields/water/testing/waters.js';
import { findWaterModel } from '../forcefields/water/models.js';
import { findForceFieldModel } from '../params/models/force-field-models.js';
import { parameterizeModelWithWater } from '../params/models/with-water.js';
import { miniGaff } from '../params/testing/molecules.js';
import { parameterizeWithWater } from '../params/water-system.js';
import { ionPair } from '../typing/clandp/testing/ions.js';
import { typeClandp } from '../typing/clandp/type-clandp.js';
import { typeOpls } from '../typing/opls/type-opls.js';
import { TRAPPE_TEST_MOLECULES } from '../typing/united-atom/trappe-test-molecules.js';
import { typeWater } from '../typing/water.js';
import type { AtomChoice, BuildRequest } from './build-request.js';
import { checkBackupChoice } from './backup.js';
import { buildDataNeeds, buildSystem } from './build-system.js';

const OPLS_FF = '/usr/share/gromacs/top/oplsaa.ff';
const oplsaa = () =>
  parseGromacsForceField(
    'forcefield.itp',
    (n) => (existsSync(`${OPLS_FF}/${n}`) ? readFileSync(`${OPLS_FF}/${n}`, 'utf8') : undefined),
    OPLS_FF,
  );

const spce = findWaterModel('SPCE')!;
/** CH3Cl in mini-gaff's types; two SPC/E waters from atom 5, an Lp (lone pair) at 11 with `mSite`. */
const CH3CL = ['c3', 'cl', 'hc', 'hc', 'hc'];

/** Per atom: the water model's site where typeWater finds one, else `solute(i)`. */
function choicesOf(mol: Molecule, solute: (i: number) => AtomChoice[], water = spce): AtomChoice[][] {
  const sites = typeWater(mol, water).types;
  return Array.from({ length: mol.atomCount }, (_, i) => {
    const site = sites[i];
    return site ? [{ name: water.name, type: site }] : solute(i);
  });
}

const request = (
  mol: Molecule,
  atomTypes: AtomChoice[][],
  extra: Partial<BuildRequest> = {},
): BuildRequest => ({
  molecule: mol,
  atomTypes,
  searchMode: 'fuzzy',
  charges: mol.partialCharges ?? new Float64Array(mol.atomCount),
  useCurrentStructure: 0,
  premium: false,
  ...extra,
});

describe('buildSystem: GAFF with model water', () => {
  const mol = methanolAndWater({ charges: true, chloromethane: true, mSite: true });
  const site = (type: string): AtomChoice[] => [{ name: 'SPCE', type }];
  const waterChoices = [site('OW'), site('HW'), site('HW'), site('OW'), site('HW'), site('HW')];
  const typed = [
    ...CH3CL.map((type) => [{ name: 'GAFF', type }]),
    ...waterChoices,
    [{ name: 'Lp', type: 'Lp' }],
  ];
  const req = request(mol, typed, { waterModel: 'SPCE' });

  it('needs gaff.dat only, drops the lone pair and builds what the one GAFF pass builds', () => {
    expect(buildDataNeeds(req)).toEqual(['gaff']);
    const built = buildSystem(req, { gaff: miniGaff() });
    const kept = [...Array(mol.atomCount - 1).keys()];
    const withoutLp = selectAtoms(mol, kept);
    const direct = parameterizeWithWater(withoutLp, {
      types: [...CH3CL, 'OW', 'HW', 'HW', 'OW', 'HW', 'HW'],
      charges: withoutLp.partialCharges!,
      forceField: miniGaff(),
      water: { model: spce, waters: findWaters(withoutLp) },
    });
    expect(built.system).toEqual(direct.system);
    expect(built.atoms).toEqual(kept);
    expect(built.meta).toEqual({ forceFields: ['GAFF'], backup: null, waterModel: 'SPCE' });
  });

  it('needs no parameter file for a box of model water alone', () => {
    const waters = selectAtoms(mol, [5, 6, 7, 8, 9, 10]);
    const only = request(
      waters,
      choicesOf(waters, () => []),
    );
    expect(buildDataNeeds(only)).toEqual([]);
    const built = buildSystem(only, {});
    expect(built.system.atoms.map((a) => a.forceField)).toEqual(Array(6).fill('SPCE'));
    expect(built.meta).toEqual({ forceFields: [], backup: null, waterModel: 'SPCE' });
  });

  it('gives the fuzzy candidates of the chosen force field only, in fuzzy mode only', () => {
    const plain = methanolAndWater({ charges: true, chloromethane: true });
    // mini-gaff has no type 'cx'; fuzzy mode takes the candidate c3 of the same force field (the OPLS
    // option is not GAFF's), accurate mode falls through to analogy.
    const fuzzy = choicesOf(plain, (i) =>
      i === 0
        ? [
            { name: 'GAFF', type: 'cx' },
            { name: 'OPLS-AA/L', type: 'opls_135' },
            { name: 'GAFF', type: 'c3' },
          ]
        : [{ name: 'GAFF', type: CH3CL[i] ?? '' }],
    );
    const estimatedFrom = (mode: 'fuzzy' | 'accurate') =>
      buildSystem(request(plain, fuzzy, { searchMode: mode }), { gaff: miniGaff() }).system.atoms[0]
        ?.provenance.estimatedFrom;
    expect(estimatedFrom('fuzzy')).toBe('fuzzy-mode candidate types c3 for cx');
    expect(estimatedFrom('accurate')).toBe('analogous types c3 for cx');
    const mixed = fuzzy.map((c, i) => (i === 1 ? [{ name: 'OPLS-AA/L', type: 'opls_151' }] : c));
    expect(() => buildDataNeeds(request(plain, mixed, { searchMode: 'accurate' }))).toThrow(
      expect.objectContaining({ code: 'accurate-mode' }),
    );
  });
});

describe.runIf(existsSync(`${OPLS_FF}/forcefield.itp`))(
  'buildSystem: OPLS-AA/L (gromacs-data oplsaa.ff)',
  () => {
    const mol = methanolAndWater({ charges: true });
    const methanol = typeOpls(selectAtoms(mol, [0, 1, 2, 3, 4, 5])).types;
    const ff = oplsaa();

    it('parameterizes the solute by its model and the water by SPC/E, joined under OPLS defaults', () => {
      const req = request(
        mol,
        choicesOf(mol, (i) => [{ name: 'OPLS-AA/L', type: methanol[i] ?? '' }]),
      );
      expect(buildDataNeeds(req)).toEqual(['oplsaa']);
      const built = buildSystem(req, { oplsaa: ff });
      const opls = findForceFieldModel('OPLS-AA/L')!;
      const direct = parameterizeModelWithWater(mol, opls, {
        types: [...methanol, '', '', '', '', '', ''],
        charges: mol.partialCharges!,
        data: { oplsaa: ff },
        water: { model: spce, waters: findWaters(mol) },
      });
      expect(built.system).toEqual(direct.system);
      expect(built.system.defaults.combinationRule).toBe(3);
      expect(built.meta).toEqual({ forceFields: ['OPLS-AA/L'], backup: null, waterModel: 'SPCE' });
    });

    it('puts OPLS-AA/L behind GAFF when asked, or when an atom has an OPLS-AA/L type', () => {
      const chloromethane = selectAtoms(methanolAndWater({ chloromethane: true }), [0, 1, 2, 3, 4]);
      const gaff = CH3CL.map((type) => [{ name: 'GAFF', type }]);
      const asked = request(chloromethane, gaff, { backup: 'OPLS-AA/L' });
      expect(buildDataNeeds(asked)).toEqual(['gaff', 'oplsaa']);
      expect(buildSystem(asked, { gaff: miniGaff(), oplsaa: ff }).meta.backup).toBe('OPLS-AA/L');
      const typed = request(chloromethane, [[{ name: 'OPLS-AA/L', type: 'opls_151' }], ...gaff.slice(1)]);
      expect(buildDataNeeds(typed)).toEqual(['gaff', 'oplsaa']);
      const built = buildSystem(typed, { gaff: miniGaff(), oplsaa: ff });
      expect(built.meta).toEqual({
        forceFields: ['OPLS-AA/L', 'GAFF'],
        backup: 'OPLS-AA/L',
        waterModel: null,
      });
      // The backup is not asked for where it does not apply: behind another force field.
      expect(
        buildDataNeeds(
          request(
            mol,
            choicesOf(mol, () => [{ name: 'OPLS-AA/L', type: 'opls_154' }]),
            { backup: 'OPLS-AA/L' },
          ),
        ),
      ).toEqual(['oplsaa']);
    });
  },
);

describe('buildSystem: united atoms and ionic liquids', () => {
  it('merges TraPPE-UA hydrogens and maps the united atoms back to the input', () => {
    const mol = TRAPPE_TEST_MOLECULES.hexane;
    const trappe = findForceFieldModel('TraPPE-UA')!;
    const types = trappe.type(mol).types;
    const req = request(
      mol,
      types.map((type) => [{ name: 'TraPPE-UA', type }]),
    );
    expect(buildDataNeeds(req)).toEqual([]);
    const built = buildSystem(req, {});
    expect(built.atoms).toEqual([0, 1, 2, 3, 4, 5]);
    expect(built.system.atoms.map((a) => a.type)).toEqual(['CH3', 'CH2', 'CH2', 'CH2', 'CH2', 'CH3']);
    expect(built.meta.forceFields).toEqual(['TraPPE-UA']);
    const fit = { mode: 3 as const, text: '', fileName: 'h.hess', vibrationalScaling: 1, source: 'h' };
    expect(() => buildDataNeeds({ ...req, seminario: fit })).toThrow(
      expect.objectContaining({ code: 'hessian-united-atom', data: { forceField: 'TraPPE-UA' } }),
    );
  });

  it("gives CL&P's own charges, whatever the request carries", () => {
    const t = typeClandp(ionPair('c4c1im-bf4'));
    const req = request(
      t.molecule,
      t.types.map((type) => [{ name: 'CL&P', type }]),
      { charges: new Float64Array(t.types.length).fill(9) },
    );
    const built = buildSystem(req, {});
    expect(built.system.atoms.every((a) => a.forceField === 'CL&P' && a.charge !== 9)).toBe(true);
    expect(built.system.atoms.reduce((s, a) => s + a.charge, 0)).toBeCloseTo(0, 6);
  });
});

describe('buildSystem refusals (code, data)', () => {
  const mol = methanolAndWater({ charges: true, chloromethane: true });
  const gaff = (i: number): AtomChoice[] => [{ name: 'GAFF', type: CH3CL[i] ?? 'hc' }];
  const refused = (req: BuildRequest, code: string, data: object): void => {
    expect(() => buildDataNeeds(req)).toThrow(
      expect.objectContaining({ code, data: expect.objectContaining(data) as unknown }),
    );
  };
  const edit = (at: number, choice: AtomChoice[]) =>
    choicesOf(mol, gaff).map((c, i) => (i === at ? choice : c));

  it('checks the atom-type lists: one per atom, a chosen type, not DU', () => {
    refused(request(mol, choicesOf(mol, gaff).slice(1)), 'invalid-request', {
      reason: 'atomtype-count',
      entries: 10,
      atomCount: 11,
    });
    refused(request(mol, edit(2, [])), 'atom-untyped', { reason: 'no-choice', atoms: [3] });
    refused(request(mol, edit(2, [{ name: 'GAFF', type: 'DU' }])), 'atom-type-du', { atoms: [3] });
  });

  it('checks the water model: one, the one the request names, each site and each whole water', () => {
    const tip3p = choicesOf(mol, gaff).map((c, i) => (i >= 8 ? c.map((o) => ({ ...o, name: 'TIP3P' })) : c));
    refused(request(mol, tip3p), 'invalid-water-model', { reason: 'several', names: ['SPCE', 'TIP3P'] });
    refused(request(mol, choicesOf(mol, gaff), { waterModel: 'TIP3P' }), 'invalid-water-model', {
      reason: 'request',
      requested: 'TIP3P',
      model: 'SPCE',
    });
    refused(request(mol, edit(6, [{ name: 'SPCE', type: 'OW' }])), 'invalid-water-type', {
      reason: 'site',
      atoms: [7],
      type: 'OW',
      actual: 'HW',
    });
    refused(request(mol, edit(6, gaff(6))), 'invalid-water-type', { reason: 'mixed', atoms: [7] });
  });

  it('checks the force fields: known, with parameters, within the limit, mixed only behind GAFF', () => {
    refused(request(mol, edit(1, [{ name: 'NOPE', type: 'x' }])), 'invalid-forcefield', {
      reason: 'unknown',
      name: 'NOPE',
      atoms: [2],
    });
    refused(request(mol, edit(1, [{ name: 'CHARMM36', type: 'x' }])), 'no-parameters', {
      name: 'CHARMM36',
      atoms: [2],
    });
    const many = ['GAFF', 'GAFF2', 'CGenFF', 'OPLS-UA', 'ff14SB', 'UFF'].map((name) => ({ name, type: 'x' }));
    const crowded = edit(0, many);
    refused(request(mol, crowded), 'forcefield-limit', { limit: 5 });
    expect(() => buildDataNeeds(request(mol, crowded, { premium: true }))).not.toThrow();
    refused(request(mol, edit(1, [{ name: 'TraPPE-UA', type: 'CH3' }])), 'forcefield-mixing', {
      atoms: [2],
      name: 'TraPPE-UA',
      forceField: 'GAFF',
    });
  });

  it('asks for the Hessian file when a fit is asked for', () => {
    const fit = { mode: 1 as const, text: ' ', fileName: 'hessian', vibrationalScaling: 1, source: 'x' };
    expect(() =>
      buildSystem(request(mol, choicesOf(mol, gaff), { seminario: fit }), { gaff: miniGaff() }),
    ).toThrow(expect.objectContaining({ code: 'hessian-required' }));
  });

  it('lets a command line ask for OPLS-AA/L behind GAFF only', () => {
    expect(() => checkBackupChoice('GAFF', 'OPLS-AA/L')).not.toThrow();
    expect(() => checkBackupChoice('TraPPE-UA', undefined)).not.toThrow();
    expect(() => checkBackupChoice('GAFF', 'GAFF2')).toThrow(
      expect.objectContaining({ code: 'invalid-backup', data: { reason: 'unknown', backup: 'GAFF2' } }),
    );
    expect(() => checkBackupChoice('TraPPE-UA', 'OPLS-AA/L')).toThrow(
      expect.objectContaining({
        code: 'invalid-backup',
        data: { reason: 'not-gaff', backup: 'OPLS-AA/L', forceField: 'TraPPE-UA' },
      }),
    );
  });
});
