import { describe, expect, it } from 'vitest';
import { buildRegionTree } from './regions.js';
import type { RegionNode } from './regions.js';

const find = (nodes: readonly RegionNode[] | undefined, code: string): RegionNode | undefined =>
  nodes?.find((n) => n.code === code);

describe('buildRegionTree', () => {
  const tree = buildRegionTree();

  it('has the 34 provincial-level divisions of GB/T 2260 with their codes', () => {
    // 23 provinces, 5 autonomous regions, 4 municipalities, 2 special administrative regions.
    expect(tree).toHaveLength(34);
    expect(find(tree, '110000')?.name).toBe('北京市');
    expect(find(tree, '310000')?.name).toBe('上海市');
  });

  it('nests cities and districts under their codes (东城区 110101, 浦东新区 310115)', () => {
    const beijing = find(find(tree, '110000')?.children, '110100');
    expect(find(beijing?.children, '110101')?.name).toBe('东城区');
    const shanghai = find(find(tree, '310000')?.children, '310100');
    expect(find(shanghai?.children, '310115')).toEqual({ code: '310115', name: '浦东新区' });
  });

  it('keeps every child under its parent’s code prefix', () => {
    for (const province of tree) {
      for (const city of province.children ?? []) {
        expect(city.code.slice(0, 2)).toBe(province.code.slice(0, 2));
        for (const district of city.children ?? [])
          expect(district.code.slice(0, 4)).toBe(city.code.slice(0, 4));
      }
    }
  });
});
