/**
 * A deduplicating parameter table: equal values with equal provenance become one row, and terms
 * point at it, so that editing one row changes every term that uses it.
 */
export class ParameterTable<T extends object> {
  private readonly rows: T[] = [];
  private readonly index = new Map<string, number>();
  /**
   * Rows by object identity. The resolvers hand back one object per type tuple, so on a large
   * molecule the sorted-key JSON is computed once per distinct object rather than once per term.
   */
  private readonly byObject = new Map<T, number>();

  add(value: T): number {
    const known = this.byObject.get(value);
    if (known !== undefined) return known;
    const key = stableKey(value);
    let row = this.index.get(key);
    if (row === undefined) {
      this.rows.push(value);
      row = this.rows.length - 1;
      this.index.set(key, row);
    }
    this.byObject.set(value, row);
    return row;
  }

  get values(): readonly T[] {
    return this.rows;
  }
}

/**
 * JSON with object keys sorted, so key order never splits equal rows. Parameter rows are plain data
 * (objects, arrays, numbers, strings), which `plainKey` writes directly; anything else (toJSON,
 * class instances, integer-like keys, which JSON orders first) goes through the general form.
 */
export function stableKey(value: unknown): string {
  return plainKey(value, 0) ?? sortedJson(value);
}

function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

const MAX_DEPTH = 32;
const INTEGER_LIKE = /^(0|[1-9][0-9]*)$/;
/** Values JSON leaves out of objects and writes as null in arrays. */
const skipped = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** sortedJson(value) for plain data, or undefined when the value needs the general form. */
function plainKey(value: unknown, depth: number): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (depth > MAX_DEPTH || typeof (value as { toJSON?: unknown }).toJSON === 'function') return undefined;
      return Array.isArray(value)
        ? arrayKey(value as readonly unknown[], depth)
        : objectKey(value as Record<string, unknown>, depth);
    default:
      return undefined;
  }
}

function arrayKey(value: readonly unknown[], depth: number): string | undefined {
  let out = '[';
  for (let i = 0; i < value.length; i++) {
    const item = value[i];
    const key = skipped(item) ? 'null' : plainKey(item, depth + 1);
    if (key === undefined) return undefined;
    out += i === 0 ? key : `,${key}`;
  }
  return `${out}]`;
}

/** JSON.stringify(key) + ':', for the few property names parameter rows use. */
const QUOTED = new Map<string, string>();

function quoted(k: string): string {
  let q = QUOTED.get(k);
  if (q === undefined) {
    q = `${JSON.stringify(k)}:`;
    if (QUOTED.size < 1024) QUOTED.set(k, q);
  }
  return q;
}

function objectKey(value: Record<string, unknown>, depth: number): string | undefined {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const keys = Object.keys(value);
  for (const k of keys) {
    const c = k.charCodeAt(0);
    if (c >= 48 && c <= 57 && INTEGER_LIKE.test(k)) return undefined;
  }
  if (keys.length > 1) keys.sort((a, b) => (a < b ? -1 : 1));
  let out = '';
  for (const k of keys) {
    const v = value[k];
    if (skipped(v)) continue;
    const key = plainKey(v, depth + 1);
    if (key === undefined) return undefined;
    out += out === '' ? quoted(k) + key : `,${quoted(k)}${key}`;
  }
  return `{${out}}`;
}
