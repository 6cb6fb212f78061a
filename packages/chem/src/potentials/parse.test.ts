import { describe, expect, it } from 'vitest';
import { ParseError } from '../core/errors.js';
import { parseFuncfl, parsePolymorphic, parseSetfl } from './eam-files.js';
import { FUNCFL_CU, HE_PDHHE, POLY_CUTA, SETFL_CUNI, reaxff } from './fixtures.test-helpers.js';
import { parseHeader } from './header.js';
import { parseReaxff } from './reaxff-file.js';

describe('parseHeader', () => {
  it('reads the metadata keys, the first DATE of several, a key without colon and a trailing comma', () => {
    const h = parseHeader(
      '### DATE: 2011-02-18 UNITS: real DATE: 2010-11-03 CONTRIBUTOR: X. W. Zhou, x@y.z, CITATION: Z (2004) COMMENT Reactive',
    );
    expect(h).toEqual({
      date: '2011-02-18',
      units: 'real',
      contributor: 'X. W. Zhou, x@y.z',
      citation: 'Z (2004)',
      comment: 'Reactive',
    });
  });

  it('answers null for keys the line lacks (ADP files have no UNITS)', () => {
    expect(parseHeader('DATE: 2011-06-20 CONTRIBUTOR: Unknown CITATION: Mishin').units).toBeNull();
  });
});

describe('EAM-family parsers', () => {
  it('funcfl: the element from the atomic number of line 2 (29 → Cu)', () => {
    const p = parseFuncfl('Cu_u3.eam', FUNCFL_CU);
    expect(p).toMatchObject({ style: 'eam', family: 'EAM', elements: ['Cu'], units: 'metal' });
    expect(p.header.citation).toBe('Foiles et al, Phys Rev B, 33, 7983 (1986)');
  });

  it('setfl: the elements of line 4 in file order', () => {
    expect(parseSetfl('CuNi.eam.alloy', SETFL_CUNI, 'eam/alloy').elements).toEqual(['Ni', 'Cu']);
  });

  it('eam/he: the grid line carries rhomax as a sixth number', () => {
    expect(parseSetfl('PdHHe.eam.he', HE_PDHHE, 'eam/he').elements).toEqual(['Pd', 'H', 'He']);
    const short = HE_PDHHE.replace(' 137.8', '');
    expect(() => parseSetfl('PdHHe.eam.he', short, 'eam/he')).toThrow(/PdHHe\.eam\.he, line 5/);
  });

  it('polymorphic: one "Z mass symbol" line per type, Z checked against the symbol', () => {
    expect(parsePolymorphic('CuTa_eam.poly', POLY_CUTA).elements).toEqual(['Cu', 'Ta']);
    expect(() => parsePolymorphic('x.poly', POLY_CUTA.replace('73', '74'))).toThrow(/x\.poly, line 4/);
  });

  it('refuses a broken file with a ParseError naming file and line', () => {
    const broken = SETFL_CUNI.replace('    2  Ni  Cu', '    3  Ni  Cu');
    const error = (() => {
      try {
        parseSetfl('Bad.eam.alloy', broken, 'eam/alloy');
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ParseError);
    expect(error).toMatchObject({ fileName: 'Bad.eam.alloy', line: 4, code: 'parse' });
    expect(() => parseFuncfl('Zz.eam', FUNCFL_CU.replace('   29 ', '  200 '))).toThrow(/Zz\.eam, line 2/);
    expect(() => parseSetfl('Q.eam.fs', SETFL_CUNI.replace('Ni  Cu', 'Qq  Cu'), 'eam/fs')).toThrow(/"Qq"/);
  });
});

describe('parseReaxff', () => {
  it('reads the atom block symbols and keeps the dummy X', () => {
    const p = parseReaxff('ffield.reax.test', reaxff(4));
    expect(p).toMatchObject({ style: 'reaxff', family: 'ReaxFF', elements: ['C', 'H', 'X'], units: 'real' });
    expect(p.lgvdw).toBe(false);
    expect(p.header.comment).toBe('Reactive MD-force field');
  });

  it('recognises the lg files by their 5-line atom entries', () => {
    expect(parseReaxff('ffield.reax.lg', reaxff(5)).lgvdw).toBe(true);
  });

  it('reports a missing atom entry at the atom-count line', () => {
    const text = reaxff(4).replace('  3    ! Nr of atoms', '  4    ! Nr of atoms');
    expect(() => parseReaxff('ffield.reax.short', text)).toThrow(
      /ffield\.reax\.short, line 5: expected 4 atom entries/,
    );
  });
});
