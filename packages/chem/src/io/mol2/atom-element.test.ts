import { describe, expect, it } from 'vitest';
import { elementOfName, elementOfType } from './atom-element.js';

describe('elementOfType', () => {
  it.each([
    ['C.ar', 6],
    ['C.3', 6],
    ['N.pl3', 7],
    ['Cl', 17],
    ['Ca', 20],
    ['Co.oh', 27],
    ['H', 1],
    ['LP', 0],
  ])('reads the SYBYL type %s as element %i', (type, z) => {
    expect(elementOfType(type)).toEqual({ kind: 'element', z });
  });

  it.each(['ca', 'c3', 'cl', 'hc', 'CT', 'CA', 'N3', 'opls_135', 'C_3', 'Na+'])(
    'does not take %s for a SYBYL type',
    (type) => {
      expect(elementOfType(type)).toEqual({ kind: 'not-sybyl' });
    },
  );

  it('recognises dummy and query types', () => {
    expect(elementOfType('Du')).toEqual({ kind: 'dummy' });
    expect(elementOfType('Du.C')).toEqual({ kind: 'dummy' });
    expect(elementOfType('Any')).toEqual({ kind: 'query' });
    expect(elementOfType('Hal')).toEqual({ kind: 'query' });
  });
});

describe('elementOfName', () => {
  it.each([
    ['Cl1', 'c3', 17, false],
    ['Br', 'x', 35, false],
    ['C1', 'c3', 6, false],
    ['1HB', 'hc', 1, false],
    ['CA', 'ca', 6, true],
    ['CL1', 'c3', 6, true],
    ['CL1', 'cl', 17, false],
    ['cl1', 'cl', 17, false],
    ['BR2', 'br', 35, false],
    ['BR2', 'cl', 5, true],
    ['ZN1', 'zn', 30, false],
    ['MG', 'x', 12, false],
    ['Ho', 'ho', 67, false],
  ])('reads %s (type %s) as element %i, ambiguous %s', (name, type, z, ambiguous) => {
    expect(elementOfName(name, type)).toEqual({ z, ambiguous });
  });

  it.each(['', '123', 'X1', 'LP1', 'Qq'])('finds no element in %j', (name) => {
    expect(elementOfName(name, 'x')).toBeUndefined();
  });
});
