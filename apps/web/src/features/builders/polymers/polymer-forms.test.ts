import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/resources/en';
import { zh } from '../../../i18n/resources/zh';
import type { BlockRow, Choice, PolymerForms, RandomForm } from './polymer-forms';
import {
  POLYMER_FORM_DEFAULTS,
  RANDOM_DEFAULTS,
  addBlockRow,
  addMatrixMonomer,
  changeBuildType,
  defaultProbabilityRow,
  deleteBlockRow,
  deleteMatrixMonomer,
  setMatrixCell,
} from './polymer-forms';
import { checkBuild, checkTwoD, probabilityField } from './polymer-requests';

const styrene: Choice = { id: 'styrene', name: 'Styrene' };
const mma: Choice = { id: 'mma', name: 'Methyl methacrylate' };

const withRandom = (random: RandomForm): PolymerForms => ({ ...POLYMER_FORM_DEFAULTS, random });

/** A random form with `n` chosen monomers, added one by one as the page does. */
function randomWith(n: number, base: RandomForm = RANDOM_DEFAULTS): RandomForm {
  let form = base;
  for (let i = 0; i < n; i++) {
    const next = addMatrixMonomer(form);
    if (next === false) throw new Error('full');
    form = next;
  }
  return { ...form, monomers: form.monomers.map((m, i) => ({ ...m, monomer: i % 2 ? mma : styrene })) };
}

describe('the polymer forms (001 §3 defaults, §4 resets)', () => {
  it('starts every form at the spec defaults: ht, degree 1, torsion 180, seed off (1), prob type', () => {
    const { homopolymer, block, random, twoD } = POLYMER_FORM_DEFAULTS;
    expect(homopolymer).toMatchObject({ polytype: 'ht', dp: 1, torsion: 180, randomTorsion: false });
    expect(homopolymer).toMatchObject({ hasSeed: false, seed: 1, monomer: { id: '' } });
    expect(block.rows).toEqual([]);
    expect(random).toMatchObject({ buildType: 'prob', forcedConcentration: false, monomers: [], matrix: [] });
    expect(twoD).toMatchObject({ mrv: '', torsion: 180, randomTorsion: false, hasSeed: false, seed: 1 });
  });

  it('gives probability rows of 1/n to 3 decimals that sum to exactly 1', () => {
    expect(defaultProbabilityRow(2)).toEqual([0.5, 0.5]);
    expect(defaultProbabilityRow(3)).toEqual([0.333, 0.333, 0.334]);
    for (let n = 1; n <= 9; n++) {
      const sum = defaultProbabilityRow(n).reduce((s, x) => s + x, 0);
      expect(Math.round(sum * 1000)).toBe(1000);
    }
  });

  it('resets the numbers when a monomer is added or deleted (probability type)', () => {
    let form = randomWith(2);
    form = setMatrixCell(form, 0, 0, 0.2);
    form = setMatrixCell(form, 0, 1, 0.8);
    expect(form.matrix).toEqual([
      [0.2, 0.8],
      [0.5, 0.5],
    ]);
    const added = addMatrixMonomer(form);
    expect(added && added.matrix).toEqual([
      [0.333, 0.333, 0.334],
      [0.333, 0.333, 0.334],
      [0.333, 0.333, 0.334],
    ]);
    if (added === false) return;
    const edited = setMatrixCell(added, 2, 2, 0.9);
    const deleted = deleteMatrixMonomer(edited, 0);
    expect(deleted.monomers.map((m) => m.key)).toEqual(added.monomers.slice(1).map((m) => m.key));
    expect(deleted.matrix).toEqual([
      [0.5, 0.5],
      [0.5, 0.5],
    ]);
  });

  it('refuses a tenth monomer (001 §5 at most 9)', () => {
    const full = randomWith(9);
    expect(full.monomers).toHaveLength(9);
    expect(addMatrixMonomer(full)).toBe(false);
  });

  it('resets concentrations to 0.5 and ratios to 1 in the competitive type; its diagonal stays 1', () => {
    let form = randomWith(2, changeBuildType('comp'));
    expect(form.monomers.map((m) => m.concentration)).toEqual([0.5, 0.5]);
    expect(form.matrix).toEqual([
      [1, 1],
      [1, 1],
    ]);
    form = setMatrixCell(form, 0, 0, 0.3); // the disabled diagonal
    form = setMatrixCell(form, 0, 1, 0.52);
    form = { ...form, monomers: form.monomers.map((m, i) => (i === 0 ? { ...m, concentration: 0.7 } : m)) };
    expect(form.matrix[0]).toEqual([1, 0.52]);
    const added = addMatrixMonomer(form);
    expect(added && added.monomers.map((m) => m.concentration)).toEqual([0.5, 0.5, 0.5]);
    expect(added && added.matrix[0]).toEqual([1, 1, 1]);
  });

  it('resets the whole random form when the build type changes', () => {
    const form = { ...randomWith(3), dp: 40, forcedConcentration: true };
    const changed = changeBuildType('comp');
    expect(changed).toEqual({ ...RANDOM_DEFAULTS, buildType: 'comp' });
    expect(changed.monomers).toEqual([]);
    expect(form.monomers).toHaveLength(3);
  });

  it('renumbers the block rows from 1 after a delete and stops at 9 rows', () => {
    let rows: readonly BlockRow[] = [];
    for (let i = 0; i < 4; i++) {
      const next = addBlockRow(rows);
      if (next === false) throw new Error('full');
      rows = next;
    }
    expect(rows.map((r) => [r.name, r.num])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ]);
    const keys = rows.map((r) => r.key);
    const after = deleteBlockRow(rows, 1);
    expect(after.map((r) => r.name)).toEqual([1, 2, 3]);
    expect(after.map((r) => r.key)).toEqual([keys[0], keys[2], keys[3]]);
    let full: readonly BlockRow[] = [];
    for (let i = 0; i < 9; i++) full = addBlockRow(full) || full;
    expect(full).toHaveLength(9);
    expect(addBlockRow(full)).toBe(false);
  });
});

describe('the §5 checks and §7 bodies of the build tabs', () => {
  it('builds the homopolymer body: one monomer, probability empty, seed −1 unused, end groups when set', () => {
    const forms: PolymerForms = {
      ...POLYMER_FORM_DEFAULTS,
      homopolymer: {
        ...POLYMER_FORM_DEFAULTS.homopolymer,
        monomer: styrene,
        dp: 20,
        head: { id: 'CH3', name: 'methyl' },
      },
    };
    expect(checkBuild('homopolymer', forms)).toEqual({
      ok: true,
      request: {
        kind: 'homopolymer',
        body: {
          monomerlist: ['styrene'],
          probability: '',
          degree: 20,
          torsion: 180,
          seed: -1,
          polytype: 'ht',
          init: 'CH3',
        },
      },
    });
  });

  it('names the homopolymer rules in their order: monomer, degree, angle (unless the seed is on)', () => {
    const base = { ...POLYMER_FORM_DEFAULTS.homopolymer };
    const problem = (homopolymer: typeof base) => {
      const check = checkBuild('homopolymer', { ...POLYMER_FORM_DEFAULTS, homopolymer });
      return check.ok ? null : check.problem.key;
    };
    expect(problem(base)).toBe('monomerRequired');
    expect(problem({ ...base, monomer: styrene, dp: null })).toBe('degreeRequired');
    expect(problem({ ...base, monomer: styrene, dp: 501 })).toBe('degreeRange');
    expect(problem({ ...base, monomer: styrene, torsion: null })).toBe('angleRequired');
    expect(problem({ ...base, monomer: styrene, torsion: null, randomTorsion: true })).toBeNull();
    // With the seed switch on an empty angle is allowed (the server's default 180); the seed is sent.
    const seeded = checkBuild('homopolymer', {
      ...POLYMER_FORM_DEFAULTS,
      homopolymer: { ...base, monomer: styrene, torsion: null, hasSeed: true, seed: 7 },
    });
    expect(seeded.ok && seeded.request.body).toMatchObject({ seed: 7 });
    expect(seeded.ok && 'torsion' in seeded.request.body).toBe(false);
    expect(problem({ ...base, monomer: styrene, hasSeed: true, seed: 11 })).toBe('seedRange');
  });

  it('checks the block rows and sends numberlist in row order', () => {
    const rows = (addBlockRow([]) || []).concat(addBlockRow([]) || []);
    const block = { ...POLYMER_FORM_DEFAULTS.block, rows: deleteBlockRow(rows, 5) };
    const check = (b: typeof block) => checkBuild('block', { ...POLYMER_FORM_DEFAULTS, block: b });
    expect(check({ ...block, rows: [] })).toMatchObject({ ok: false, problem: { key: 'addMonomerFirst' } });
    expect(check(block)).toMatchObject({ ok: false, problem: { key: 'monomerListIncomplete' } });
    const filled = [
      { ...rows[0]!, monomer: styrene, num: 3 },
      { ...rows[1]!, monomer: mma, num: 2 },
    ];
    const ok = check({ ...block, rows: filled, dp: 10 });
    expect(ok.ok && ok.request).toMatchObject({
      kind: 'block',
      body: { monomerlist: ['styrene', 'mma'], numberlist: [3, 2], degree: 10, probability: '' },
    });
    const tooMany = check({ ...block, rows: [...filled, { ...filled[0]!, num: 6 }] });
    expect(tooMany).toMatchObject({ ok: false, problem: { key: 'blockCount', params: { row: 3 } } });
  });

  it('refuses a probability row that does not sum to 1 (001 §5), in zh with the spec text', () => {
    const form = setMatrixCell(randomWith(2), 0, 0, 0.9);
    const check = checkBuild('random', withRandom(form));
    expect(check).toEqual({ ok: false, problem: { key: 'rowSum', params: { row: 1 } } });
    expect(zh.polymer.rules.rowSum).toBe('概率构建下，单体数据每行相加之和需要为1');
    expect(en.polymer.rules.rowSum).toMatch(/sum to 1/);
  });

  it('refuses an empty cell or an unchosen monomer as the incomplete data list', () => {
    const empty = setMatrixCell(randomWith(2), 1, 0, null);
    expect(checkBuild('random', withRandom(empty))).toMatchObject({ problem: { key: 'matrixIncomplete' } });
    const unchosen = addMatrixMonomer(RANDOM_DEFAULTS);
    expect(unchosen && checkBuild('random', withRandom(unchosen))).toMatchObject({
      problem: { key: 'matrixIncomplete' },
    });
    expect(checkBuild('random', withRandom(RANDOM_DEFAULTS))).toMatchObject({
      problem: { key: 'addMonomerFirst' },
    });
  });

  it('sends the probability matrix as it is, and the reactive rows as concentration then ratios', () => {
    const prob = checkBuild('random', withRandom({ ...randomWith(2), dp: 100 }));
    expect(prob.ok && prob.request.body).toMatchObject({
      type: 'probability',
      monomerlist: ['styrene', 'mma'],
      probability: [
        [0.5, 0.5],
        [0.5, 0.5],
      ],
      forceconcentration: 0,
      degree: 100,
    });
    expect(checkBuild('random', withRandom({ ...randomWith(2), dp: 101 }))).toMatchObject({
      problem: { key: 'degreeRange', params: { max: 100 } },
    });
    let comp = randomWith(2, changeBuildType('comp'));
    comp = setMatrixCell(setMatrixCell(comp, 0, 1, 0.52), 1, 0, 0.46);
    comp = { ...comp, forcedConcentration: true };
    expect(probabilityField(comp)).toEqual([
      [0.5, 1, 0.52],
      [0.5, 0.46, 1],
    ]);
    const check = checkBuild('random', withRandom(comp));
    expect(check.ok && check.request.body).toMatchObject({ type: 'reactive', forceconcentration: 1 });
  });

  it('requires the 2D drawing (an empty sketch counts as none) and sends it as cml', () => {
    const form = POLYMER_FORM_DEFAULTS.twoD;
    expect(checkTwoD(form, '  ')).toMatchObject({ problem: { key: 'mrvRequired' } });
    const emptySketch = '\n  Ketcher\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END\n';
    expect(checkTwoD(form, emptySketch)).toMatchObject({ problem: { key: 'mrvRequired' } });
    expect(zh.polymer.rules.mrvRequired).toBe('请输入mrv格式字符串');
    const mrv = '<cml><MDocument/></cml>';
    expect(checkTwoD({ ...form, randomTorsion: true }, mrv)).toEqual({
      ok: true,
      request: { kind: '2d', body: { cml: mrv, torsion: 'random', seed: -1 } },
    });
  });

  it('gives every rule a text in both languages, the §5 ones as the spec words them', () => {
    expect(Object.keys(zh.polymer.rules).sort()).toEqual(Object.keys(en.polymer.rules).sort());
    expect(zh.polymer.rules).toMatchObject({
      monomerRequired: '请选择单体',
      degreeRequired: '请填写聚合度',
      angleRequired: '请填写角度或者勾选随机角度',
      addMonomerFirst: '请先新增单体',
      monomerListIncomplete: '单体列表信息不全, 请填写完整',
      matrixIncomplete: '单体数据列表信息不全, 请填写完整',
      maxBlockRows: '目前最多支持9个单体',
      maxMonomers: '最大可选9个单体',
    });
  });
});
