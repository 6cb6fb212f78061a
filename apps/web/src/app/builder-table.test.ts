import { UPLOAD_FLOWS, builderFlow } from '@topoforge/chem';
import { builderPath, forceFieldListRoutes } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/resources/en';
import { zh } from '../i18n/resources/zh';
import { NO_BACKUP, parameterBackup } from '../features/auto-ff/atom-types/parameter-backup';
import { defaultForceField, initialSelection } from '../features/auto-ff/structure/force-field-defaults';
import { libraryFlow } from '../api/builder';
import { backupOf } from '../features/auto-ff/engine/builder';
import { BUILDER_PAGES } from './builder-table';

const definitions = () => Promise.all(BUILDER_PAGES.map((page) => page.load()));

describe('the builder table (000 §1, 002 §2 builder pages)', () => {
  it('routes each builder at its page, on its row of the flow table, with its own force-field list', async () => {
    const table = (await definitions()).map((d, i) => [
      BUILDER_PAGES[i]?.id,
      BUILDER_PAGES[i]?.path,
      d.flow.id,
      d.flow.upload,
      d.flow.forceFieldList,
      d.flow.backup,
    ]);
    expect(table).toEqual([
      ['all-atom', '/personal-space/auto-ff/all-atom', 'all-atom', 'molecule', 'supported', true],
      ['united-atom', '/personal-space/auto-ff/united-atom', 'united-atom', 'molecule', 'ua', false],
      ['ion-liquid', '/personal-space/auto-ff/ion-liquid', 'ion-liquid', 'molecule', 'il', false],
      // 001 §2.4: the structure is built on the page (fullerene tree, sheets, tubes), the carbon list.
      [
        'carbon-material',
        '/personal-space/auto-ff/carbon-material',
        'carbon-material',
        null,
        'carbon',
        false,
      ],
      ['mof-cof', '/personal-space/auto-ff/mof-cof', 'mof-cof', 'crystal', 'mof', false],
      [
        'inorganic-crystals',
        '/personal-space/auto-ff/inorganic-crystals',
        'inorganic-crystals',
        'crystal',
        'inorganic',
        false,
      ],
      // 001 §2.1: the chain is built on the page, no file input; its list is the polymer one.
      ['polymers', '/personal-space/auto-ff/polymers', 'polymers', null, 'aminoacid', false],
      // 001 §2.2: the small-molecule front (general list, backup) ahead of the coarse-grained steps.
      ['coarse', '/personal-space/auto-ff/coarse', 'coarse', 'coarse-grained', 'supported', true],
    ]);
    // Each list is a GET route of the contract, so the server answers it.
    const listPaths = forceFieldListRoutes.map((r) => r.path);
    for (const d of await definitions()) {
      expect(listPaths).toContain(builderPath(`forcefield/${d.flow.forceFieldList ?? ''}`));
    }
  });

  it('gives every builder its structure step (a crystal file on the crystal pages, the chain builder on the polymer page, the carbon builders on the carbon page), then atom types and topology', async () => {
    const own: Record<string, string> = { polymers: 'polymer', 'carbon-material': 'carbon' };
    for (const d of await definitions()) {
      // 001 §2.3: the coarse-grained page cuts beads instead of choosing atom types.
      if (d.flow.id === 'coarse') {
        expect(d.steps.map((s) => s.title)).toEqual(['structure', 'cutBeads', 'topology']);
        continue;
      }
      const first = own[d.flow.id] ?? (d.flow.upload === 'crystal' ? 'crystal' : 'structure');
      expect(d.steps.map((s) => s.title)).toEqual([first, 'atomTypes', 'topology']);
    }
  });

  it('titles every builder page in English and Chinese as 002 §2 names the pages', () => {
    const titles = (m: typeof en) => BUILDER_PAGES.map((p) => m.wizard.titles[p.titleKey]);
    expect(titles(en)).toEqual([
      'All-atom force field',
      'United-atom',
      'Ionic liquid',
      'Carbon material',
      'Metal/covalent organic frameworks',
      'Crystal materials',
      'Polymer modelling',
      'Coarse-graining',
    ]);
    expect(titles(zh)).toEqual([
      '全原子力场',
      '联合原子',
      '离子液体',
      '碳材料',
      '金属/共价有机框架',
      '晶体材料',
      '聚合物建模',
      '粗粒化',
    ]);
  });

  it("takes the list's first entry as the default (000 §7) and selects it only where the builder does", () => {
    expect(defaultForceField(['TraPPE-UA', 'GROMOS-54A7'])).toBe('TraPPE-UA');
    expect(defaultForceField([])).toBeUndefined();
    const chooses = { selectDefault: true };
    expect(initialSelection(chooses, ['TraPPE-UA', 'GROMOS-54A7'], [])).toEqual(['TraPPE-UA']);
    expect(initialSelection(chooses, ['CL&P'], [])).toEqual(['CL&P']);
    // The all-atom flow keeps its drag-in selection; an empty list selects nothing.
    expect(initialSelection({ selectDefault: false }, ['GAFF'], [])).toEqual([]);
    expect(initialSelection(chooses, [], [])).toEqual([]);
    // Coming back to step 1 keeps the user's choice (the same array, so no store update follows).
    const chosen = ['GROMOS-54A7'];
    expect(initialSelection(chooses, ['TraPPE-UA', 'GROMOS-54A7'], chosen)).toBe(chosen);
  });

  it('keeps a backup in the builder exactly where its flow has the selector, and sends none elsewhere', async () => {
    const sent = (await definitions()).map((d) => [
      d.flow.id,
      d.backup !== undefined,
      parameterBackup(backupOf(d)),
    ]);
    expect(sent).toEqual([
      ['all-atom', true, 'OPLS-AA/L'],
      ['united-atom', false, NO_BACKUP],
      ['ion-liquid', false, '-'],
      ['carbon-material', false, '-'],
      ['mof-cof', false, '-'],
      ['inorganic-crystals', false, '-'],
      ['polymers', false, '-'],
      ['coarse', true, 'OPLS-AA/L'],
    ]);
    // A flow with the selector whose builder keeps no backup is a programming error, said at once.
    expect(() => backupOf({ flow: builderFlow('coarse'), steps: [] })).toThrow(/keeps no backup/);
    expect(backupOf({ flow: builderFlow('polymers'), steps: [] })).toBeNull();
  });

  it("sends each builder's own upload flow, whose limits the server applies", async () => {
    const limits = (await definitions()).map((d) => [
      d.flow.id,
      d.flow.upload,
      UPLOAD_FLOWS[d.flow.upload ?? 'molecule'].atomLimit,
      libraryFlow(d.flow.upload ?? undefined) ?? null,
    ]);
    // 000 §5: the molecule flow's 4000 atoms; the crystal flow's 1000 (its libraries have their own routes).
    expect(limits).toEqual([
      ['all-atom', 'molecule', 4000, 'molecule'],
      ['united-atom', 'molecule', 4000, 'molecule'],
      ['ion-liquid', 'molecule', 4000, 'molecule'],
      ['carbon-material', null, 4000, null],
      ['mof-cof', 'crystal', 1000, null],
      ['inorganic-crystals', 'crystal', 1000, null],
      ['polymers', null, 4000, null],
      // 000 §5: 5000 atoms in the small-molecule and coarse-grained flow.
      ['coarse', 'coarse-grained', 5000, 'coarse-grained'],
    ]);
    // The library holds molecule files: a crystal builder reads it with the server's default.
    expect(libraryFlow('crystal')).toBeUndefined();
    expect(libraryFlow(undefined)).toBeUndefined();
  });
});
