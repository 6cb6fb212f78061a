import { UNIVERSITY_ROWS } from './data/universities.js';

/** A university or institute of the organisation picker (spec 002 §3 university list item: id, name). */
export interface University {
  /** The Ministry of Education's 10-digit institution code (学校标识码), or an administrator's own id. */
  readonly id: string;
  readonly name: string;
  readonly nameEn?: string;
  readonly province?: string;
  readonly city?: string;
  /** The supervising authority (主管部门), e.g. 教育部 or 中国科学院. */
  readonly authority?: string;
}

export interface UniversityDirectory {
  /** Entries whose name contains the keyword, best first, at most `limit`. */
  search(keyword: string, limit: number): University[];
  byId(id: string): University | undefined;
  readonly size: number;
}

/** The shipped list (data/universities.ts) as entries. */
export const SHIPPED_UNIVERSITIES: readonly University[] = UNIVERSITY_ROWS.map(
  ([id, name, province, city, authority]) => ({ id, name, province, city, authority }),
);

interface Indexed {
  readonly entry: University;
  readonly zh: string;
  readonly en: string;
}

/** NFKC folds full-width letters and digits (ＵＳＴＣ) to the ones typed in names; case is ignored. */
const fold = (text: string): string => text.normalize('NFKC').toLowerCase().trim();

/** Where the keyword occurs in the entry's names (smallest), or -1. */
function matchAt(item: Indexed, keyword: string): number {
  const positions = [item.zh.indexOf(keyword), item.en.indexOf(keyword)].filter((at) => at >= 0);
  return positions.length === 0 ? -1 : Math.min(...positions);
}

/**
 * The university list with administrators' additions merged in (issue 22: administrators extend the list;
 * an addition with a shipped id replaces that entry, e.g. to correct a renamed university). Built once:
 * a search is a scan of about a thousand short names.
 */
export function createUniversityDirectory(additions: readonly University[] = []): UniversityDirectory {
  const byId = new Map<string, University>();
  for (const entry of [...SHIPPED_UNIVERSITIES, ...additions]) byId.set(entry.id, entry);
  const items: Indexed[] = [...byId.values()].map((entry) => ({
    entry,
    zh: fold(entry.name),
    en: fold(entry.nameEn ?? ''),
  }));
  return {
    size: items.length,
    byId: (id) => byId.get(id),
    search(keyword, limit) {
      const key = fold(keyword);
      if (key === '') return items.slice(0, limit).map((item) => item.entry);
      // Names that start with the keyword first, then earlier matches, then shorter names (北京 → 北京大学).
      return items
        .map((item, order) => ({ item, order, at: matchAt(item, key) }))
        .filter((hit) => hit.at >= 0)
        .sort((a, b) => a.at - b.at || a.item.zh.length - b.item.zh.length || a.order - b.order)
        .slice(0, limit)
        .map((hit) => hit.item.entry);
    },
  };
}
