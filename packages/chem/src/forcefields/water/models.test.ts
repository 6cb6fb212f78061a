import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOUR_POINT_WATER_MODELS, findWaterModel, WATER_MODELS, type WaterModel } from './models.js';

/**
 * Independent check of the published values in models.ts against GROMACS's own water topologies
 * (gromacs-data, installed by scripts/setup-system.sh): charges from the [ atoms ] of amber99sb.ff's
 * spc.itp, spce.itp, tip3p.itp, tip4p.itp, tip4pew.itp; r(OH) and r(HH) from [ settles ]; the M site
 * from [ virtual_sites3 ]; σ/ε of the oxygen type from amber99sb.ff/ffnonbonded.itp.
 */
const FF_DIR = '/usr/share/gromacs/top/amber99sb.ff';
const ITP: Readonly<Record<string, string>> = {
  SPC: 'spc.itp',
  SPCE: 'spce.itp',
  TIP3P: 'tip3p.itp',
  TIP4P: 'tip4p.itp',
  'TIP4P-Ew': 'tip4pew.itp',
};

const section = (text: string, name: string): string[][] => {
  const out: string[][] = [];
  let inside = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/;.*/, '').trim();
    if (line.startsWith('[')) inside = line.replace(/[[\]\s]/g, '') === name;
    else if (inside && line !== '' && !line.startsWith('#')) out.push(line.split(/\s+/));
  }
  return out;
};

const model = (name: string): WaterModel => {
  const m = findWaterModel(name);
  if (!m) throw new Error(`no model ${name}`);
  return m;
};

describe('water models', () => {
  it('are neutral and name SPC/E first (the wizard default)', () => {
    expect(WATER_MODELS[0]?.name).toBe('SPCE');
    for (const m of WATER_MODELS) {
      expect(m.chargeO + 2 * m.chargeH + m.chargeM, m.name).toBeCloseTo(0, 10);
      expect(m.citation.length, m.name).toBeGreaterThan(10);
    }
    expect(FOUR_POINT_WATER_MODELS.map((m) => m.name)).toEqual(['TIP4P', 'TIP4P-Ew', 'TIP4P2005', 'OPC']);
  });

  it('finds a model by UI name or published title, case-insensitively', () => {
    expect(findWaterModel('spc/e')?.name).toBe('SPCE');
    expect(findWaterModel('TIP4P/2005')?.name).toBe('TIP4P2005');
    expect(findWaterModel('TIP5P')).toBeUndefined();
  });

  describe.each(Object.entries(ITP))('%s equals GROMACS amber99sb.ff', (name, file) => {
    const itp = readFileSync(`${FF_DIR}/${file}`, 'utf8');
    const nonbonded = section(readFileSync(`${FF_DIR}/ffnonbonded.itp`, 'utf8'), 'atomtypes');
    const m = model(name);
    const atoms = section(itp, 'atoms');

    it('charges', () => {
      expect(Number(atoms[0]?.[6])).toBeCloseTo(m.chargeO, 6);
      expect(Number(atoms[1]?.[6])).toBeCloseTo(m.chargeH, 6);
      if (m.sites === 4) expect(Number(atoms[3]?.[6])).toBeCloseTo(m.chargeM, 6);
    });

    it('geometry from [ settles ]: doh = r(OH), dhh = 2 r sin(θ/2)', () => {
      const [, , doh, dhh] = section(itp, 'settles')[0] ?? [];
      expect(Number(doh) * 10).toBeCloseTo(m.rOH, 6);
      const hh = 2 * m.rOH * Math.sin((m.angleHOH / 2) * (Math.PI / 180));
      expect(Number(dhh) * 10).toBeCloseTo(hh, 3);
    });

    it('oxygen σ and ε from ffnonbonded.itp (ε to 0.1 %: files round 0.1554 kcal/mol differently)', () => {
      const type = atoms[0]?.[1];
      const row = nonbonded.find((r) => r[0] === type);
      expect(row, `atom type ${type}`).toBeDefined();
      expect(Number(row?.[5])).toBeCloseTo(m.sigmaO, 5);
      expect(Math.abs(Number(row?.[6]) / m.epsilonO - 1)).toBeLessThan(1e-3);
    });

    // Only 4-site models have an M site to compare, so 3-site models get no such test (not a skipped one).
    if (m.sites === 4) {
      it('M site: virtual_sites3 a = b gives |OM| = 2 a r(OH) cos(θ/2)', () => {
        const [, , , , , a] = section(itp, 'virtual_sites3')[0] ?? [];
        const om = 2 * Number(a) * m.rOH * Math.cos((m.angleHOH / 2) * (Math.PI / 180));
        expect(om).toBeCloseTo(m.rOM, 4);
      });
    }
  });

  it('GROMACS data is installed (otherwise the comparison above proves nothing)', () => {
    expect(existsSync(`${FF_DIR}/spce.itp`)).toBe(true);
  });
});
