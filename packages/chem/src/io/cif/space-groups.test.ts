import { describe, expect, it } from 'vitest';
import type { CellParameters } from '../../core/cell.js';
import { settingFromHermannMauguin, settingFromNumber } from './space-groups.js';

const hexagonal: CellParameters = { a: 6, b: 6, c: 14, alpha: 90, beta: 90, gamma: 120 };
const rhombohedral: CellParameters = { a: 6, b: 6, c: 6, alpha: 55, beta: 55, gamma: 55 };

/** "number extension Hall" of each candidate, or undefined when the symbol is unknown. */
const lookup = (hm: string, cell?: CellParameters): string[] | undefined =>
  settingFromHermannMauguin(hm, cell)?.candidates.map((s) => `${s.number}${s.extension} ${s.hall}`);

describe('space-group settings by Hermann–Mauguin symbol or IT number', () => {
  it('is tolerant of spacing, underscores and case', () => {
    for (const hm of ['P 63/m m c', 'P63/mmc', 'p 63/M M C', 'P_63/m_m_c'])
      expect([hm, lookup(hm)]).toEqual([hm, ['194 -P 6c 2c']]);
    for (const hm of ['Fm-3m', 'F m -3 m', 'FM-3M']) expect(lookup(hm)).toEqual(['225 -F 4 2 3']);
    expect(lookup('Pnma')).toEqual(['62 -P 2ac 2n']);
  });

  it('reads short monoclinic symbols as the unique-axis-b setting and full ones as written', () => {
    expect(lookup('P 21/c')).toEqual(['14 -P 2ybc']);
    expect(lookup('P21/n')).toEqual(['14 -P 2yn']);
    expect(lookup('P 1 1 21/b')).toEqual(['14 -P 2bc']);
    expect(lookup('C 2/c')).toEqual(['15 -C 2yc']);
    expect(lookup('P 2')).toEqual(['3 P 2y']);
  });

  it('reads ":1"/":2" origin choices and keeps both when the symbol does not say', () => {
    expect(lookup('Fd-3m:2')).toEqual(['2272 -F 4vw 2vw 3']);
    expect(lookup('F d -3 m :1')).toEqual(['2271 F 4d 2 3 -1d']);
    expect(lookup('F d -3 m')).toEqual(['2271 F 4d 2 3 -1d', '2272 -F 4vw 2vw 3']);
    // An extension a one-setting symbol does not need is ignored.
    expect(lookup('P 63/m m c:1')).toEqual(['194 -P 6c 2c']);
  });

  it('reads ":H"/":R" axes, and takes them from the cell when the symbol does not say', () => {
    expect(lookup('R -3 m:H')).toEqual(['166H -R 3 2"']);
    expect(lookup('R-3m:r')).toEqual(['166R -P 3* 2']);
    expect(lookup('R -3 m', hexagonal)).toEqual(['166H -R 3 2"']);
    expect(lookup('R -3 m', rhombohedral)).toEqual(['166R -P 3* 2']);
    expect(lookup('R -3 m')).toEqual(['166H -R 3 2"']);
  });

  it("reads International Tables' newer e-glide symbols (Cmce for Cmca)", () => {
    expect(lookup('C m c e')).toEqual(['64 -C 2ac 2']);
    expect(lookup('Aem2')).toEqual(['39 A 2 -2c']);
  });

  it('gives the standard setting of an IT number and nothing for unknown symbols or numbers', () => {
    const n = (k: number, cell?: CellParameters): string[] | undefined =>
      settingFromNumber(k, cell)?.candidates.map((s) => `${s.hermannMauguin}${s.extension}`);
    expect(n(14)).toEqual(['P 1 21/c 1']);
    expect(n(225)).toEqual(['F m -3 m']);
    expect(n(227)).toEqual(['F d -3 m1', 'F d -3 m2']);
    expect(n(166, rhombohedral)).toEqual(['R -3 mR']);
    expect(n(0)).toBeUndefined();
    expect(n(231)).toBeUndefined();
    expect(lookup('Q 99')).toBeUndefined();
    expect(lookup('R 3 c {rhombohedral axes}')).toBeUndefined();
  });
});
