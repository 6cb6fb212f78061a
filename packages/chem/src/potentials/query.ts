import { atomicNumber } from '../core/elements.js';
import type { PotentialModule } from './module-entry.js';
import type { PotentialFamily } from './types.js';

export interface ModuleFilter {
  readonly type?: PotentialFamily | undefined;
  /** Chosen elements: a module matches when it holds every one of them. */
  readonly elements?: readonly string[] | undefined;
  /** Case-insensitive text in the title, authors, elements or a file name. */
  readonly keyword?: string | undefined;
}

const holdsAll = (module: PotentialModule, chosen: readonly string[]): boolean =>
  chosen.every((e) => module.elements.includes(e));

function matchesKeyword(module: PotentialModule, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [
    module.title,
    module.authors,
    ...module.elements,
    ...module.fileNames.map((f) => f.fileName),
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** The modules of a type that hold every chosen element and match the keyword, in catalogue order. */
export function filterModules(modules: readonly PotentialModule[], filter: ModuleFilter): PotentialModule[] {
  const chosen = filter.elements ?? [];
  return modules.filter(
    (m) =>
      (filter.type === undefined || m.potentialFunctionType === filter.type) &&
      holdsAll(m, chosen) &&
      matchesKeyword(m, filter.keyword ?? ''),
  );
}

/**
 * The elements still selectable given the chosen ones (001 §4): the union of the elements of the modules
 * (of the type) that hold every chosen element, chosen ones included, in atomic-number order.
 */
export function selectableElements(
  modules: readonly PotentialModule[],
  type: PotentialFamily | undefined,
  chosen: readonly string[],
): string[] {
  const union = new Set<string>();
  for (const m of filterModules(modules, { type, elements: chosen }))
    for (const e of m.elements) union.add(e);
  return [...union].sort((a, b) => (atomicNumber(a) ?? 999) - (atomicNumber(b) ?? 999));
}

export interface ModulePage<T> {
  readonly records: T[];
  readonly total: number;
  readonly current: number;
  readonly size: number;
  readonly pages: number;
}

/** A MyBatis-style page: `current` from 1; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], current: number, size: number): ModulePage<T> {
  const start = (current - 1) * size;
  return {
    records: items.slice(start, start + size),
    total: items.length,
    current,
    size,
    pages: Math.ceil(items.length / size),
  };
}
