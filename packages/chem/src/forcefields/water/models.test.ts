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
    expect(FOUR_POINT_WATER_MODELS.map((m) => m.name)).toEqual([
      'TIP4P',
      'TIP4P-Ew',
      'TIP4P2005',
      'OPC',
      'TIP4PICE',
      'TIP4PEPS',
      'TIP4P-FB',
    ]);
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

  it('TIPS3P equals GROMACS charmm27.ff (tips3p.itp; OT and HT of ffnonbonded.itp): LJ on H too', () => {
    const ff = '/usr/share/gromacs/top/charmm27.ff';
    const atoms = section(readFileSync(`${ff}/tips3p.itp`, 'utf8'), 'atoms');
    const types = section(readFileSync(`${ff}/ffnonbonded.itp`, 'utf8'), 'atomtypes');
    const m = model('TIPS3P');
    expect(Number(atoms[0]?.[6])).toBeCloseTo(m.chargeO, 6);
    expect(Number(atoms[1]?.[6])).toBeCloseTo(m.chargeH, 6);
    const row = (t: string) => types.find((r) => r[0] === t && Number(r[2]) < 16.5 && Number(r[2]) > 1);
    expect(Number(row('OT')?.[5])).toBeCloseTo(m.sigmaO, 6);
    expect(Number(row('OT')?.[6])).toBeCloseTo(m.epsilonO, 6);
    expect(Number(row('HT')?.[5])).toBeCloseTo(m.hydrogenLJ!.sigma, 9);
    expect(Number(row('HT')?.[6])).toBeCloseTo(m.hydrogenLJ!.epsilon, 6);
  });

  it("SPC/HW: Grigera's C6^(1/6) 0.3712 and C12^(1/12) 0.3428 give its σ and ε; deuterium masses", () => {
    const m = model('SPC/HW');
    const c6 = 0.3712 ** 6;
    const c12 = 0.3428 ** 12;
    expect((c12 / c6) ** (1 / 6)).toBeCloseTo(m.sigmaO, 4);
    expect(Math.abs(c6 ** 2 / (4 * c12) / m.epsilonO - 1)).toBeLessThan(2e-3);
    expect(m.massH).toBe(2.014);
  });

  // The authors' parameter files as Debian's python3-openmm ships them (present on the test machines
  // with OpenMM; without it there is nothing to compare, and the FB rows rest on the paper alone).
  const OPENMM = '/usr/lib/python3/dist-packages/openmm/app/data';
  it.skipIf(!existsSync(`${OPENMM}/tip4pfb.xml`))(
    'TIP3P-FB and TIP4P-FB equal OpenMM tip3pfb.xml/tip4pfb.xml',
    () => {
      const attr = (xml: string, tag: RegExp, name: string): number =>
        Number(new RegExp(`${name}="([^"]+)"`).exec(tag.exec(xml)?.[0] ?? '')?.[1]);
      for (const [name, file] of [
        ['TIP3P-FB', 'tip3pfb.xml'],
        ['TIP4P-FB', 'tip4pfb.xml'],
      ] as const) {
        const xml = readFileSync(`${OPENMM}/${file}`, 'utf8');
        const m = model(name);
        const o = /<Atom type="tip[34]p-fb-O"[^>]*\/>/;
        const h = /<Atom type="tip[34]p-fb-H"[^>]*\/>/;
        expect(attr(xml, o, 'sigma'), name).toBeCloseTo(m.sigmaO, 10);
        expect(attr(xml, o, 'epsilon'), name).toBeCloseTo(m.epsilonO, 10);
        expect(attr(xml, h, 'charge'), name).toBeCloseTo(m.chargeH, 10);
        expect(attr(xml, /<Bond class1="OW"[^>]*\/>/, 'length') * 10, name).toBeCloseTo(m.rOH, 8);
        expect((attr(xml, /<Angle class1="HW"[^>]*\/>/, 'angle') * 180) / Math.PI, name).toBeCloseTo(
          m.angleHOH,
          6,
        );
        if (m.sites === 4) {
          const w = attr(xml, /<VirtualSite[^>]*\/>/, 'weight2');
          expect(2 * w * m.rOH * Math.cos((m.angleHOH * Math.PI) / 360)).toBeCloseTo(m.rOM, 8);
        }
      }
    },
  );
});
