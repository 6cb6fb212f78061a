import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import { applyOperator, isIdentity, parseSymmetryOperator } from './symmetry-operator.js';

const ctx = { format: 'cif', fileName: 't.cif' };
const parse = (s: string) => parseSymmetryOperator(s, ctx, 7);

describe('parseSymmetryOperator', () => {
  it('reads rotations and translations in the usual spellings', () => {
    const op = parse('-x+1/2, y, -z');
    expect(op.rotation).toEqual([
      [-1, 0, 0],
      [0, 1, 0],
      [0, 0, -1],
    ]);
    expect(op.translation).toEqual([0.5, 0, 0]);
    expect(parse('1/2+X,Y-X,0.25-Z').translation).toEqual([0.5, 0, 0.25]);
    expect(parse('1/2+X,Y-X,0.25-Z').rotation[1]).toEqual([-1, 1, 0]);
    expect(isIdentity(parse('x,y,z'))).toBe(true);
    expect(isIdentity(parse('+x, +y, +z'))).toBe(true);
  });

  it('applies f′ = R·f + t', () => {
    // Hand calculation: -x+1/2 with x = 0.1 gives 0.4; y stays 0.2; -z gives -0.3.
    const f = applyOperator(parse('-x+1/2,y,-z'), [0.1, 0.2, 0.3]);
    expect(f[0]).toBeCloseTo(0.4, 12);
    expect(f[1]).toBeCloseTo(0.2, 12);
    expect(f[2]).toBeCloseTo(-0.3, 12);
  });

  it.each(['x,y', 'x,y,q', 'x,y,1/2', 'x,y,z+1/0', 'x,,z', 'x,y,z+', 'x,y,1..2+z'])(
    'rejects %j naming the line',
    (s) => {
      try {
        parse(s);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(ParseError);
        expect((e as ParseError).line).toBe(7);
      }
    },
  );
});
