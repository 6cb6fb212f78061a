import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import type { XmlElement } from '../xml/xml-element.js';
import { childrenNamed, localName } from '../xml/xml-element.js';

/** One atom or bond as attribute → text, from either of CML's two spellings, with its source line. */
export interface CmlRecord {
  readonly attributes: Readonly<Record<string, string>>;
  readonly line: number;
}

/**
 * CML writes an atom (or bond) list either as child elements (`<atom id="a1" elementType="C" …/>`)
 * or as one array element whose attributes hold space-separated columns
 * (`<atomArray atomID="a1 a2" elementType="C O" …/>`). Both become one record per atom here; the
 * array form is renamed to the child form (`atomID` → `id`, `atomRef1`+`atomRef2` → `atomRefs2`).
 */
export function recordsOf(array: XmlElement, childName: string, ctx: TextContext): CmlRecord[] {
  const children = childrenNamed(array, childName);
  const columns = Object.entries(array.attributes).filter(([k]) => !isIgnorable(k));
  if (children.length > 0 || columns.length === 0) {
    return children.map((c) => ({ attributes: byLocalName(c.attributes), line: c.line }));
  }
  return transpose(columns, array.line, ctx);
}

function transpose(columns: [string, string][], line: number, ctx: TextContext): CmlRecord[] {
  const split = columns.map(
    ([k, v]) =>
      [
        localName(k),
        v
          .trim()
          .split(/\s+/)
          .filter((t) => t !== ''),
      ] as const,
  );
  const count = split[0]?.[1].length ?? 0;
  for (const [name, values] of split) {
    if (values.length !== count) {
      fail(
        ctx,
        line,
        `array attribute '${name}' has ${values.length} values but '${split[0]?.[0]}' has ${count}.`,
      );
    }
  }
  const records: CmlRecord[] = [];
  for (let i = 0; i < count; i++) {
    const attributes: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [name, values] of split) attributes[ARRAY_NAMES[name] ?? name] = values[i] ?? '';
    const r1 = attributes['atomRef1'];
    const r2 = attributes['atomRef2'];
    if (r1 !== undefined && r2 !== undefined) attributes['atomRefs2'] = `${r1} ${r2}`;
    records.push({ attributes, line });
  }
  return records;
}

const ARRAY_NAMES: Readonly<Record<string, string>> = { atomID: 'id', bondID: 'id' };

const isIgnorable = (name: string): boolean =>
  name === 'xmlns' || name.startsWith('xmlns:') || name === 'id' || name === 'title';

function byLocalName(attrs: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [k, v] of Object.entries(attrs)) out[k.startsWith('xmlns') ? k : localName(k)] = v;
  return out;
}
