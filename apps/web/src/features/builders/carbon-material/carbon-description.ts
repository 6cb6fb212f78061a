/**
 * What the page says was built, from an answer's `description` (chem's record of the build: the diameter
 * actually built, the isomer's Atlas number …): a key under `carbon.built` and its parameters, or null for
 * a record the page does not know (then only the atom count is shown).
 */
export interface BuiltText {
  readonly key: 'fullerene' | 'tube' | 'graphene' | 'functional';
  readonly params: Readonly<Record<string, string | number>>;
}

type Record_ = Readonly<Record<string, unknown>>;

const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
/** Lengths as the page shows them: Å to 3 decimals. */
const angstrom = (value: unknown): string => num(value).toFixed(3);

function tubeText(d: Record_): BuiltText {
  const walls = Array.isArray(d.walls) ? (d.walls as Record_[]) : [];
  return {
    key: 'tube',
    params: {
      walls: walls.map((w) => `(${num(w.n)},${num(w.m)}) ${angstrom(w.diameter)} Å`).join(', '),
      length: angstrom(d.length),
      periods: num(d.periods),
      atoms: num(d.atomCount),
      hydrogens: num(d.hydrogenCount),
    },
  };
}

export function builtText(description: Record_ | null): BuiltText | null {
  if (description === null) return null;
  if (description.kind === 'fullerene')
    return {
      key: 'fullerene',
      params: {
        name: String(description.name),
        pointGroup: String(description.pointGroup),
        atlas: description.atlas === null ? '—' : num(description.atlas),
        atoms: num(description.atomCount),
      },
    };
  if (description.kind === 'nanotube') return tubeText(description);
  if (description.kind === 'graphene')
    return {
      key: 'graphene',
      params: {
        x: num(description.x),
        y: num(description.y),
        a: angstrom(description.cellA),
        b: angstrom(description.cellB),
        atoms: num(description.atomCount),
        hydrogens: num(description.hydrogenCount),
      },
    };
  if (typeof description.group === 'string')
    return {
      key: 'functional',
      params: {
        count: num(description.count),
        group: description.group,
        formula: String(description.formula),
      },
    };
  return null;
}
