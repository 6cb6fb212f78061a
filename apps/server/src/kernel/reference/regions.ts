import { areaList } from '@vant/area-data';

/** A province, city (prefecture) or district (county) with its GB/T 2260 code; districts have no children. */
export interface RegionNode {
  readonly code: string;
  readonly name: string;
  readonly children?: RegionNode[];
}

/**
 * China's administrative divisions as the consultation form's region tree (spec 002 §3: province, city
 * and district nodes with code, name, children), from npm @vant/area-data (MIT), whose codes are the
 * GB/T 2260 codes: a city's code starts with its province's first two digits, a district's with its
 * city's first four. Hong Kong, Macao and Taiwan are in it as 810000, 820000 and 710000.
 */
export function buildRegionTree(): RegionNode[] {
  // Grouped once by parent prefix: filtering 3,000 districts per city would cost a million comparisons.
  const grouped = (list: Record<string, string>, digits: number): Map<string, [string, string][]> => {
    const groups = new Map<string, [string, string][]>();
    for (const entry of Object.entries(list).sort(([a], [b]) => a.localeCompare(b))) {
      const key = entry[0].slice(0, digits);
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    return groups;
  };
  const cities = grouped(areaList.city_list, 2);
  const districts = grouped(areaList.county_list, 4);
  return [...grouped(areaList.province_list, 0).values()].flat().map(([code, name]) => ({
    code,
    name,
    children: (cities.get(code.slice(0, 2)) ?? []).map(([cityCode, cityName]) => ({
      code: cityCode,
      name: cityName,
      children: (districts.get(cityCode.slice(0, 4)) ?? []).map(([districtCode, districtName]) => ({
        code: districtCode,
        name: districtName,
      })),
    })),
  }));
}
