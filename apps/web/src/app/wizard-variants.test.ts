import { builderPath, forceFieldListRoutes } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/resources/en';
import { zh } from '../i18n/resources/zh';
import { ALL_ATOM_PATH, ION_LIQUID_PATH, UNITED_ATOM_PATH } from './wizard-paths';
import {
  NO_BACKUP,
  WIZARD_VARIANTS,
  defaultForceField,
  initialSelection,
  parameterBackup,
  wizardVariant,
} from './wizard-variants';

describe('wizard variants (000 §1, 002 §2 builder pages)', () => {
  it('routes each variant at its builder page and asks its own force-field list', () => {
    const table = WIZARD_VARIANTS.map((v) => [v.id, v.path, v.forceFieldList, v.backupPicker]);
    expect(table).toEqual([
      ['all-atom', ALL_ATOM_PATH, 'supported', true],
      ['united-atom', UNITED_ATOM_PATH, 'ua', false],
      ['ion-liquid', ION_LIQUID_PATH, 'il', false],
    ]);
    expect(UNITED_ATOM_PATH).toBe('/personal-space/auto-ff/united-atom');
    expect(ION_LIQUID_PATH).toBe('/personal-space/auto-ff/ion-liquid');
    // Each list is a GET route of the contract, so the server answers it.
    const listPaths = forceFieldListRoutes.map((r) => r.path);
    for (const v of WIZARD_VARIANTS) {
      expect(listPaths).toContain(builderPath(`forcefield/${v.forceFieldList}`));
    }
  });

  it('titles every variant in English and Chinese as 002 §2 names the pages', () => {
    const titles = (m: typeof en) => WIZARD_VARIANTS.map((v) => m.wizard.titles[v.titleKey]);
    expect(titles(en)).toEqual(['All-atom force field', 'United-atom', 'Ionic liquid']);
    expect(titles(zh)).toEqual(['全原子力场', '联合原子', '离子液体']);
  });

  it('finds a variant by id and refuses an unknown one', () => {
    expect(wizardVariant('united-atom').forceFieldList).toBe('ua');
    expect(() => wizardVariant('coarse' as never)).toThrow(/unknown wizard variant coarse/);
  });

  it("takes the list's first entry as the default (000 §7) and selects it only where the variant does", () => {
    expect(defaultForceField(['TraPPE-UA', 'GROMOS-54A7'])).toBe('TraPPE-UA');
    expect(defaultForceField([])).toBeUndefined();
    const ua = wizardVariant('united-atom');
    expect(initialSelection(ua, ['TraPPE-UA', 'GROMOS-54A7'], [])).toEqual(['TraPPE-UA']);
    expect(initialSelection(wizardVariant('ion-liquid'), ['CL&P'], [])).toEqual(['CL&P']);
    // The all-atom flow keeps its drag-in selection; an empty list selects nothing.
    expect(initialSelection(wizardVariant('all-atom'), ['GAFF'], [])).toEqual([]);
    expect(initialSelection(ua, [], [])).toEqual([]);
    // Coming back to step 1 keeps the user's choice (the same array, so no store update follows).
    const chosen = ['GROMOS-54A7'];
    expect(initialSelection(ua, ['TraPPE-UA', 'GROMOS-54A7'], chosen)).toBe(chosen);
  });

  it('sends no backup from a variant without the backup selector', () => {
    expect(parameterBackup(wizardVariant('all-atom'), 'OPLS-AA/L')).toBe('OPLS-AA/L');
    expect(parameterBackup(wizardVariant('united-atom'), 'OPLS-AA/L')).toBe(NO_BACKUP);
    expect(parameterBackup(wizardVariant('ion-liquid'), 'GAFF')).toBe('-');
  });
});
