import { areaList } from '@vant/area-data';
import { describe, expect, it } from 'vitest';
import { SHIPPED_UNIVERSITIES, createUniversityDirectory } from './universities.js';

describe('the shipped university list', () => {
  it('holds the codes a second transcription of the Ministry list gives', () => {
    // Second source: the seed data of the public repository stick-i/scblogs (university table, its own
    // transcription of the Ministry of Education list), rows 1–7; 南京大学 from the Ministry's list as
    // quoted in other public projects (NJU 4132010284) and 中国科学院大学 as listed under 中国科学院.
    const expected: Record<string, string> = {
      北京大学: '4111010001',
      中国人民大学: '4111010002',
      清华大学: '4111010003',
      北京交通大学: '4111010004',
      北京工业大学: '4111010005',
      北京航空航天大学: '4111010006',
      北京理工大学: '4111010007',
      南京大学: '4132010284',
    };
    for (const [name, code] of Object.entries(expected)) {
      expect(SHIPPED_UNIVERSITIES.find((u) => u.name === name)?.id, name).toBe(code);
    }
  });

  it('has unique 10-digit codes whose province digits name the listed province (GB/T 2260)', () => {
    const ids = SHIPPED_UNIVERSITIES.map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(800);
    for (const u of SHIPPED_UNIVERSITIES) {
      expect(u.id, u.name).toMatch(/^4[12]\d{8}$/);
      // The code is 4 + a type digit + the province's two GB/T 2260 digits + serial; the province name comes from an
      // independent table (the region data package), so a shifted or mistyped code shows here.
      expect(u.province, u.name).toBe(areaList.province_list[`${u.id.slice(2, 4)}0000`]);
    }
  });
});

describe('createUniversityDirectory', () => {
  const directory = createUniversityDirectory();

  it('finds names containing the keyword, those starting with it first, at most the limit', () => {
    const hits = directory.search('北京', 20);
    expect(hits).toHaveLength(20);
    expect(hits[0]?.name.startsWith('北京')).toBe(true);
    expect(hits.every((u) => u.name.includes('北京'))).toBe(true);
    expect(directory.search('科学院', 20).map((u) => u.name)).toContain('中国科学院大学');
    expect(directory.search('no such university', 20)).toEqual([]);
  });

  it('answers the start of the list for an empty keyword', () => {
    expect(directory.search('  ', 5).map((u) => u.id)).toEqual(
      SHIPPED_UNIVERSITIES.slice(0, 5).map((u) => u.id),
    );
  });

  it('merges administrators’ additions: new entries are found (English too), a shipped id is replaced', () => {
    const extended = createUniversityDirectory([
      { id: 'X-1', name: '示例研究所', nameEn: 'Example Institute of Chemistry' },
      { id: '4111010001', name: '北京大学（更正）' },
    ]);
    expect(extended.size).toBe(directory.size + 1);
    expect(extended.search('example INSTITUTE', 20).map((u) => u.id)).toEqual(['X-1']);
    expect(extended.search('ＥＸＡＭＰＬＥ', 20).map((u) => u.id)).toEqual(['X-1']);
    expect(extended.byId('4111010001')?.name).toBe('北京大学（更正）');
  });
});
