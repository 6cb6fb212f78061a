import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import type { Mmff94File } from './tables.js';
import { bciKey, loadMmff94Tables } from './tables.js';

// Hand-written snippets in the layout of the Merck files (comment lines start with *, $ ends a table).
const TEXT: Record<Mmff94File, string> = {
  'mmffprop.par':
    '* atype aspec crd val pilp mltb arom lin sbmb\n    1    6    4    4    0    0    0    0    0\n   37    6    3    4    0    0    1    0    0\n$\n',
  'mmffpbci.par': '*\n0   1     0.000     0.000   Fitted default\n0  32    -0.967     0.500   carboxylate\n',
  'mmffchg.par': '*  types       bci     Source\n0   1    5    0.0000   #C94\n1   2   37   -0.1000   X94\n',
};

describe('loadMmff94Tables', () => {
  it('parses the rows and keeps their file and line', () => {
    const tables = loadMmff94Tables((name) => TEXT[name]);
    expect(tables.properties.get(37)).toMatchObject({ element: 6, crd: 3, arom: true, sbmb: false, line: 3 });
    expect(tables.pbci.get(32)).toMatchObject({ pbci: -0.967, fcadj: 0.5, file: 'mmffpbci.par', line: 3 });
    expect(tables.bci.get(bciKey(1, 2, 37))).toMatchObject({ bci: -0.1, line: 3 });
    expect(tables.bci.has(bciKey(0, 2, 37))).toBe(false);
  });

  it('reports a malformed row with its file and line', () => {
    const broken = { ...TEXT, 'mmffchg.par': '*\n0   1    x    0.0000\n' };
    const load = (): unknown => loadMmff94Tables((name) => broken[name]);
    expect(load).toThrow(ParseError);
    expect(load).toThrow(/mmffchg\.par, line 2/);
  });

  it('refuses a table with no rows', () => {
    const empty = { ...TEXT, 'mmffprop.par': '* nothing here\n$\n' };
    expect(() => loadMmff94Tables((name) => empty[name])).toThrow(/mmffprop\.par: no parameter rows/);
  });
});
