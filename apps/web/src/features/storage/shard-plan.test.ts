import { describe, expect, it } from 'vitest';
import { childPath, folderAt, folderNames, partRange, shardPlan } from './shard-plan';

describe('shard plan', () => {
  it('cuts a file into ceil(size / part) parts, the last one holding the rest', () => {
    const plan = shardPlan(2500, 1000);
    expect(plan).toEqual({ partSize: 1000, partCount: 3 });
    expect([1, 2, 3].map((n) => partRange(2500, plan, n))).toEqual([
      [0, 1000],
      [1000, 2000],
      [2000, 2500],
    ]);
    expect(shardPlan(2000, 1000).partCount).toBe(2);
    expect(shardPlan(0, 1000)).toEqual({ partSize: 1000, partCount: 1 });
  });

  it('walks folders for the breadcrumb', () => {
    expect(folderNames('/a/b/')).toEqual(['a', 'b']);
    expect(folderAt(['a', 'b'], 1)).toBe('/a');
    expect(folderAt(['a', 'b'], 0)).toBe('/');
    expect(childPath('/', 'x')).toBe('/x');
    expect(childPath('/a', 'x')).toBe('/a/x');
  });
});
