/**
 * A deduplicating parameter table: equal values with equal provenance become one row, and terms
 * point at it, so that editing one row changes every term that uses it.
 */
export class ParameterTable<T> {
  private readonly rows: T[] = [];
  private readonly index = new Map<string, number>();

  add(value: T): number {
    const key = stableKey(value);
    const found = this.index.get(key);
    if (found !== undefined) return found;
    this.rows.push(value);
    this.index.set(key, this.rows.length - 1);
    return this.rows.length - 1;
  }

  get values(): readonly T[] {
    return this.rows;
  }
}

/** JSON with object keys sorted, so key order never splits equal rows. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}
