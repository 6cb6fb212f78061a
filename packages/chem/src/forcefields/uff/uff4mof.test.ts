import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import { parseUffPrm, uffTypeElement } from './uff-prm.js';
import { UFF4MOF_TYPES, withUff4mof } from './uff4mof.js';

/** Debian's openbabel package (3.1.1): UFF.prm is read at run time, never copied into the project. */
const UFF_PRM = '/usr/share/openbabel/3.1.1/UFF.prm';
const uff = parseUffPrm(readFileSync(UFF_PRM, 'utf8'), UFF_PRM);
const mof = withUff4mof(uff);

describe('parseUffPrm', () => {
  it('reads every param line of UFF.prm with its line', () => {
    // UFF.prm's C_3 row: r1 0.757, θ0 109.47, x1 3.851, D1 0.105, ζ 12.73, Z* 1.912, V 2.119, U 2, χ 5.343.
    expect(uff.types.get('C_3')).toMatchObject({
      r1: 0.757,
      theta0: 109.47,
      x1: 3.851,
      d1: 0.105,
      z1: 1.912,
      v1: 2.119,
      u1: 2,
      xi: 5.343,
      source: UFF_PRM,
    });
    expect(uff.types.get('C_3')?.line).toBeGreaterThan(100);
    expect(uff.types.size).toBeGreaterThan(120);
  });

  it('names the line of a broken param row', () => {
    const bad = 'atom [#6] C_3\nparam C_3 0.757 109.47 3.851 x 12.73 1.912 2.119 2 5.343 5.063 0.759\n';
    expect(() => parseUffPrm(bad, 'bad.prm')).toThrow(ParseError);
    expect(() => parseUffPrm(bad, 'bad.prm')).toThrow(/line 2.*C_3: d1 'x' is not a number/);
    expect(() => parseUffPrm('# nothing\n', 'empty.prm')).toThrow(/no param lines/);
  });

  it('knows the element of every type name', () => {
    expect(['K_', 'Lw6+3', 'Zn3f2', 'O_3_f', 'Zr8f4'].map(uffTypeElement)).toEqual([19, 103, 30, 8, 40]);
  });
});

describe('UFF4MOF', () => {
  it('keeps the values other tools got wrong', () => {
    // lammps-interface's UFF4MOF table: Pt4+2 r1 1.125 (the 2016 Pt4f2 radius), Cu4+2 Z* 2.43,
    // Co3+2/Co4+2 Z* 1.308. UFF's Pt4+2 is unchanged (Coupry 2016: UFF's parameters are not
    // modified); the new types inherit their element's Z* (Cu3+1 1.756, Co6+3 2.43 in UFF.prm).
    expect(mof.types.get('Pt4+2')?.r1).toBe(1.364);
    expect(mof.types.get('Pt4f2')?.r1).toBe(1.125);
    expect(mof.types.get('Cu4+2')?.z1).toBe(1.756);
    expect(mof.types.get('Co4+2')?.z1).toBe(2.43);
    expect(mof.types.get('Co3+2')?.z1).toBe(2.43);
    expect(mof.types.get('Sc6+3')?.z1).toBe(2.592);
  });

  it('takes r1 and θ0 from the papers and the rest from the parent UFF type', () => {
    const zn = mof.types.get('Zn3f2')!;
    const parent = uff.types.get('Zn3+2')!;
    expect(zn).toMatchObject({
      r1: 1.24,
      theta0: 109.47,
      x1: parent.x1,
      d1: parent.d1,
      z1: parent.z1,
      xi: parent.xi,
    });
    expect(zn.source).toContain('Addicoat, Vankova, Akter & Heine, J. Chem. Theory Comput. 2014, 10, 880');
    expect(zn.source).toContain(`Zn3+2 of ${UFF_PRM}, line ${parent.line}`);
    expect(mof.types.get('Zr8f4')).toMatchObject({ r1: 1.68, theta0: 72.4, z1: uff.types.get('Zr3+4')!.z1 });
    expect(mof.types.get('Zr8f4')?.source).toContain('Coupry, Addicoat & Heine');
    expect(mof.types.get('O_3_f')).toMatchObject({ r1: 0.634, v1: uff.types.get('O_3')!.v1 });
  });

  it('has one fitted type per element and geometry, so the typer never has to guess', () => {
    const seen = new Set<string>();
    for (const t of UFF4MOF_TYPES.values()) {
      const key = `${uffTypeElement(t.type)} ${t.type[2]}`;
      expect(seen.has(key), t.type).toBe(false);
      seen.add(key);
      expect(uffTypeElement(t.parent)).toBe(uffTypeElement(t.type));
    }
  });

  it('refuses a UFF.prm that lacks a parent type', () => {
    const partial = parseUffPrm('param H_ 0.354 180 2.886 0.044 12 0.712 0 0 4.528 6.9452 0.371\n', 'h.prm');
    expect(() => withUff4mof(partial)).toThrow(/O_3_f takes .* from UFF's O_3, which h.prm lacks/);
  });
});
