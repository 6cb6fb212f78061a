import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParameterTable, stableKey } from './parameter-table.js';

/** The definition stableKey must agree with: JSON.stringify with every object's keys sorted. */
const reference = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

const outcome = (f: () => string): string => {
  try {
    return `ok ${f()}`;
  } catch (e) {
    return `throws ${(e as Error).constructor.name}`;
  }
};

describe('stableKey', () => {
  it('equals sorted-key JSON for any value (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBoxedValues: true,
          withNullPrototype: true,
          withSparseArray: true,
          withTypedArray: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withObjectString: true,
        }),
        (v) => {
          expect(outcome(() => stableKey(v))).toBe(outcome(() => reference(v)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes parameter rows as sorted JSON, -0 as 0 and NaN as null, integer-like keys first', () => {
    const row = { kb: 1, b0: -0, provenance: { source: 'x', line: 3, estimated: false }, e: NaN };
    expect(stableKey(row)).toBe(
      '{"b0":0,"e":null,"kb":1,"provenance":{"estimated":false,"line":3,"source":"x"}}',
    );
    expect(stableKey({ b: 1, 10: 2, 2: 3 })).toBe(reference({ b: 1, 10: 2, 2: 3 }));
    expect(stableKey([undefined, () => 1, { u: undefined }])).toBe('[null,null,{}]');
  });
});

describe('ParameterTable', () => {
  it('gives equal values one row, by value and by identity', () => {
    const table = new ParameterTable<{ k: number; p: { s: string } }>();
    const a = { k: 1, p: { s: 'x' } };
    expect(table.add(a)).toBe(0);
    expect(table.add(a)).toBe(0);
    expect(table.add({ p: { s: 'x' }, k: 1 })).toBe(0);
    expect(table.add({ k: 2, p: { s: 'x' } })).toBe(1);
    expect(table.values).toEqual([a, { k: 2, p: { s: 'x' } }]);
  });
});
