import { describe, expect, it } from 'vitest';
import { FORCE_FIELDS, forceFieldList } from './registry.js';
import { checkForceFields, parseForceFieldSelection } from './registry-check.js';

const gaff = FORCE_FIELDS.find((f) => f.name === 'GAFF')!;

describe('force-field lists', () => {
  it('offer only force fields TopoForge can type, the default first', () => {
    expect(forceFieldList('general')).toEqual(['GAFF', 'OPLS-AA/L']);
    // Spec 000 §3: the backup defaults to OPLS-AA/L.
    expect(forceFieldList('aa')).toEqual(['OPLS-AA/L', 'GAFF']);
    expect(forceFieldList('ua')).toEqual(['TraPPE-UA', 'GROMOS-54A7']);
    // The ion/crystal (crystal) flow: CL&P's ionic liquids, ClayFF's minerals.
    expect(forceFieldList('il')).toEqual(['CL&P', 'CLAYFF']);
    expect(forceFieldList('inorganic')).toContain('CLAYFF');
    // Carbon sheets, tubes and cages: OPLS-AA/L's CA first (every term in oplsaa.ff), then GAFF's ca and
    // the materials force fields' C_R (packages/engines/src/carbon-typing.test.ts types and parameterizes each).
    expect(forceFieldList('carbon')).toEqual(['OPLS-AA/L', 'GAFF', 'UFF', 'DREIDING']);
    expect(forceFieldList('mof')).toContain('DREIDING');
    // Peptide-like chains (the polymer page): the typers that work from each atom's environment; ff14SB
    // and CHARMM36 type by residue and atom names and have no typer here.
    expect(forceFieldList('aminoacid')).toEqual(['GAFF', 'OPLS-AA/L']);
  });

  it('record each force field’s own nonbonded conventions', () => {
    expect(gaff.defaults).toMatchObject({ combinationRule: 2, fudgeLJ: 0.5 });
    expect(gaff.defaults.fudgeQQ).toBeCloseTo(0.8333, 4);
    expect(FORCE_FIELDS.find((f) => f.name === 'OPLS-AA/L')?.defaults).toMatchObject({
      combinationRule: 3,
      fudgeLJ: 0.5,
      fudgeQQ: 0.5,
    });
  });
});

describe('checkForceFields', () => {
  const free = { premium: false };
  it('accepts GAFF with a water model', () => {
    expect(checkForceFields('SPCE+GAFF', free)).toMatchObject({ continue: true, warning: false });
    expect(parseForceFieldSelection('SPCE+GAFF').waterModel?.name).toBe('SPCE');
  });

  it('accepts a water model alone, refuses nothing at all', () => {
    expect(checkForceFields('TIP3P', free).continue).toBe(true);
    expect(checkForceFields('-', free)).toEqual({
      continue: false,
      warning: false,
      code: 'no-forcefield',
      data: {},
    });
    expect(checkForceFields('', free).continue).toBe(false);
  });

  it('limits non-premium users to 5 force fields, premium users not', () => {
    const six = 'GAFF+GAFF2+OPLS-AA/L+CGenFF+UFF+DREIDING';
    expect(checkForceFields(six, free)).toMatchObject({ code: 'forcefield-limit', data: { limit: 5 } });
    expect(checkForceFields(six, { premium: true }).code).toBe('no-typer');
  });

  it('refuses unknown names, two water models and force fields without a typer', () => {
    expect(checkForceFields('GAFF+FOO', free)).toMatchObject({
      code: 'unknown-forcefield',
      data: { name: 'FOO' },
    });
    expect(checkForceFields('SPCE+TIP3P+GAFF', free)).toMatchObject({
      code: 'water-models',
      data: { names: ['SPCE', 'TIP3P'] },
    });
    expect(checkForceFields('GAFF+CGenFF', free)).toMatchObject({
      continue: false,
      code: 'no-typer',
      data: { forceField: 'CGenFF' },
    });
  });

  it('warns when force fields mix combination rules or 1-4 scaling', () => {
    const r = checkForceFields('GAFF+OPLS-AA/L', free);
    expect(r).toMatchObject({ continue: true, warning: true });
    expect(r).toMatchObject({
      code: 'mixed-conventions',
      data: { first: 'GAFF', firstConventions: /Lorentz–Berthelot/, second: 'OPLS-AA/L' },
    });
    expect(r.data['secondConventions']).toMatch(/geometric/);
    expect(checkForceFields('OPLS-AA/L+CL&P', free)).toMatchObject({ continue: true, warning: false });
  });

  it('refuses a united-atom force field with any other force field, water models aside', () => {
    expect(checkForceFields('TraPPE-UA+GAFF', free)).toMatchObject({ continue: false });
    expect(checkForceFields('GROMOS-54A7+TraPPE-UA', free)).toMatchObject({
      code: 'united-atom-mix',
      data: { unitedAtom: 'GROMOS-54A7', other: 'TraPPE-UA' },
    });
    expect(checkForceFields('SPCE+GAFF', free).code).toBe('forcefield-ok');
    expect(checkForceFields('SPCE+TraPPE-UA', free)).toMatchObject({ continue: true, warning: false });
  });
});
