import type { PotentialHeader } from './types.js';

type Key = 'DATE' | 'UNITS' | 'CONTRIBUTOR' | 'CITATION' | 'COMMENT';

/**
 * Reads the LAMMPS metadata keys from a file's first line (the convention of the potentials folder:
 * `DATE: 2007-06-11 UNITS: metal CONTRIBUTOR: … CITATION: … COMMENT: …`). Several files repeat DATE;
 * the first one counts. A key written without its colon (`COMMENT Reactive …`) is still read.
 */
export function parseHeader(line: string): PotentialHeader {
  const text = line.replace(/^[#\s]+/, '');
  const marks: { key: Key; at: number; end: number }[] = [];
  const pattern = /\b(DATE|UNITS|CONTRIBUTOR|CITATION|COMMENT)\b:?/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    marks.push({ key: m[1] as Key, at: m.index, end: m.index + m[0].length });
  }
  const found = new Map<Key, string>();
  marks.forEach((mark, i) => {
    const next = marks[i + 1];
    const value = text
      .slice(mark.end, next ? next.at : undefined)
      .trim()
      .replace(/,$/, '')
      .trim();
    if (!found.has(mark.key) && value !== '') found.set(mark.key, value);
  });
  const get = (key: Key): string | null => found.get(key) ?? null;
  return {
    date: get('DATE'),
    units: get('UNITS'),
    contributor: get('CONTRIBUTOR'),
    citation: get('CITATION'),
    comment: get('COMMENT'),
  };
}
