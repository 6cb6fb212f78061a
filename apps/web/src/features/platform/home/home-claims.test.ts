import { ENGINE_WRITERS, FORCE_FIELD_LIST_ROUTES, forceFieldList } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { BUILDER_PAGES } from '../../../app/builder-table';
import { en } from '../../../i18n/resources/en';
import { zh } from '../../../i18n/resources/zh';

/** The force fields the routed builder pages offer: their flows' list routes, as the server answers them. */
async function offeredForceFields(): Promise<string[]> {
  const builders = await Promise.all(BUILDER_PAGES.map((page) => page.load()));
  return builders.flatMap((b) => {
    const list = b.flow.forceFieldList;
    return list === null ? [] : forceFieldList(FORCE_FIELD_LIST_ROUTES[list].forceFields);
  });
}

describe('the home page describes only what works (issue 16 item 6)', () => {
  it('names every force field the builder pages offer, in both languages', async () => {
    const offered = await offeredForceFields();
    expect(offered.length).toBeGreaterThan(0);
    for (const name of offered) {
      expect(en.home.description, name).toContain(name);
      expect(zh.home.description, name).toContain(name);
    }
  });

  it('names only programs TopoForge writes input for', () => {
    const written = new Set(ENGINE_WRITERS.map((w) => w.id.toLowerCase()));
    for (const name of ['GROMACS', 'LAMMPS', 'AMBER', 'OpenMM']) {
      expect(en.home.description).toContain(name);
      expect(zh.home.description).toContain(name);
      expect(written.has(name.toLowerCase()), name).toBe(true);
    }
  });

  it('claims the materials the builder pages handle, polymers (issue 18) and carbon nanomaterials (issue 19) among them', async () => {
    const flows = (await Promise.all(BUILDER_PAGES.map((page) => page.load()))).map((b) => b.flow.id);
    expect(flows).toEqual([
      'all-atom',
      'united-atom',
      'ion-liquid',
      'carbon-material',
      'mof-cof',
      'inorganic-crystals',
      'polymers',
      'coarse',
    ]);
    expect(en.home.description).toMatch(/polymer/i);
    expect(en.home.description).toMatch(/Martini/);
    expect(zh.home.description).toMatch(/粗粒化/);
    expect(zh.home.description).toMatch(/聚合物/);
    expect(en.home.description).toMatch(/carbon nanomaterials/);
    expect(zh.home.description).toMatch(/碳纳米材料/);
  });
});
