import type { System } from '../core/system.js';

/**
 * The molecules of a System, the one source of "components" for every writer: atoms joined by a bond
 * or by any term, pair, virtual site or rigid water of the System end up in one component. An ionic
 * liquid typed and parameterized as one structure (params/clandp, every other force field) is thus
 * BMIM + BF4, and a solute composed with its waters (compose-systems.ts) is the solute plus one
 * component per water; a 4-point water's M site (bonded to nothing) joins its water through the
 * virtual site. Components are ordered by their lowest atom, atoms ascending (0-based).
 */
export interface SystemComponents {
  /** 0-based component of every atom. */
  readonly of: Int32Array;
  /** Each component's atoms, ascending. */
  readonly atoms: readonly (readonly number[])[];
}

export function systemComponents(system: System): SystemComponents {
  const n = system.atoms.length;
  const parent = new Int32Array(n);
  for (let i = 0; i < n; i++) parent[i] = i;
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r]!;
    while (parent[i] !== r) {
      const next = parent[i]!;
      parent[i] = r;
      i = next;
    }
    return r;
  };
  const join = (atoms: readonly number[]): void => {
    const root = find(atoms[0]!);
    for (let k = 1; k < atoms.length; k++) {
      const other = find(atoms[k]!);
      if (other !== root) parent[Math.max(root, other)] = Math.min(root, other);
    }
  };
  const { bonds } = system.molecule;
  for (let b = 0; b < bonds.count; b++) join([bonds.a[b]!, bonds.b[b]!]);
  for (const terms of [system.bonds, system.angles, system.dihedrals, system.impropers, system.pairs])
    for (const t of terms) join(t.atoms);
  for (const v of system.virtualSites ?? []) join([v.site, ...v.atoms]);
  for (const w of system.rigidWaters ?? []) join([w.o, w.h1, w.h2]);
  const of = new Int32Array(n);
  const atoms: number[][] = [];
  const idOfRoot = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    let id = idOfRoot.get(root);
    if (id === undefined) {
      id = atoms.length;
      idOfRoot.set(root, id);
      atoms.push([]);
    }
    of[i] = id;
    atoms[id]!.push(i);
  }
  return { of, atoms };
}

/**
 * Groups components into kinds: components with the same key (a writer's description of everything
 * it writes for one molecule, in the molecule's own atom order) are one kind. `kindOf[c]` is the
 * 0-based kind of component c; `first[k]` the first component of kind k. Keys are only asked for
 * components that share their atom count with another, so a lone large component costs nothing.
 */
export function componentKinds(
  components: SystemComponents,
  keyOf: (component: number) => string,
): { readonly kindOf: Int32Array; readonly first: readonly number[] } {
  const sizeCount = new Map<number, number>();
  for (const atoms of components.atoms) sizeCount.set(atoms.length, (sizeCount.get(atoms.length) ?? 0) + 1);
  const kindOf = new Int32Array(components.atoms.length);
  const first: number[] = [];
  const kindOfKey = new Map<string, number>();
  components.atoms.forEach((atoms, c) => {
    const key = sizeCount.get(atoms.length)! > 1 ? `${atoms.length}\u0001${keyOf(c)}` : `unique\u0001${c}`;
    let kind = kindOfKey.get(key);
    if (kind === undefined) {
      kind = first.length;
      kindOfKey.set(key, kind);
      first.push(c);
    }
    kindOf[c] = kind;
  });
  return { kindOf, first };
}
