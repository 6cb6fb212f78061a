import type { System } from '../../core/system.js';
import { componentKinds, type SystemComponents } from '../../params/molecule-components.js';
import type { GromacsAtom, GromacsInteraction, GromacsMolecules, GromacsMoleculeType } from './model.js';

const SECTIONS = ['bonds', 'pairs', 'angles', 'dihedrals', 'virtualSites', 'settles', 'constraints'] as const;
type Section = (typeof SECTIONS)[number];

/** The whole System's lines, 1-based over all atoms, as interactions.ts and friends make them. */
export type SystemLines = Readonly<Record<Section, readonly GromacsInteraction[]>> & {
  readonly exclusions: readonly (readonly number[])[];
};

type MoleculeLines = Record<Section, GromacsInteraction[]> & { exclusions: number[][] };

export interface GromacsMoleculeLayout {
  readonly moleculeTypes: readonly GromacsMoleculeType[];
  readonly molecules: readonly GromacsMolecules[];
  /** Type index of every component. */
  readonly typeOfComponent: Int32Array;
}

/**
 * Splits the System's lines by molecule (renumbered from 1 within it) and gives identical molecules
 * one [ moleculetype ]: identical means the same atom rows (type, name, charge, mass) and the same
 * lines, atom for atom in the molecule's own order. [ molecules ] lists the components in order,
 * consecutive molecules of one type on one line.
 */
export function moleculeLayout(
  system: System,
  components: SystemComponents,
  atoms: readonly GromacsAtom[],
  lines: SystemLines,
  names: (count: number, firstAtoms: readonly (readonly number[])[]) => readonly string[],
): GromacsMoleculeLayout {
  const local = new Int32Array(system.atoms.length);
  for (const list of components.atoms) list.forEach((a, k) => (local[a] = k + 1));
  const split = splitLines(components, local, lines);
  const valueText = new Map<readonly number[], string>();
  const text = (values: readonly number[]): string => {
    let t = valueText.get(values);
    if (t === undefined) valueText.set(values, (t = values.join(',')));
    return t;
  };
  const keyOf = (c: number): string => {
    const parts = components.atoms[c]!.map((a) => {
      const x = atoms[a]!;
      return `${x.type}|${x.name}|${x.charge}|${x.mass}|${system.molecule.elements[a] ?? 0}`;
    });
    const m = split[c]!;
    for (const section of SECTIONS)
      for (const l of m[section])
        parts.push(`${section}|${l.atoms.join(',')}|${l.funct}|${text(l.parameters)}`);
    for (const e of m.exclusions) parts.push(`x|${e.join(',')}`);
    return parts.join('\n');
  };
  const { kindOf, first } = componentKinds(components, keyOf);
  const typeNames = names(
    first.length,
    first.map((c) => components.atoms[c]!),
  );
  const heavy = (a: number): boolean => (system.molecule.elements[a] ?? 0) > 1 && (atoms[a]?.mass ?? 0) > 0;
  const moleculeTypes = first.map((c, k): GromacsMoleculeType => {
    const list = components.atoms[c]!;
    return {
      name: typeNames[k]!,
      atoms: list.map((a) => atoms[a]!),
      ...split[c]!,
      restrained: list.flatMap((a, i) => (heavy(a) ? [i + 1] : [])),
    };
  });
  const molecules: GromacsMolecules[] = [];
  for (const kind of kindOf) {
    const type = moleculeTypes[kind]!.name;
    const last = molecules.at(-1);
    if (last?.type === type) molecules[molecules.length - 1] = { type, count: last.count + 1 };
    else molecules.push({ type, count: 1 });
  }
  return { moleculeTypes, molecules, typeOfComponent: kindOf };
}

function splitLines(components: SystemComponents, local: Int32Array, lines: SystemLines): MoleculeLines[] {
  const split: MoleculeLines[] = components.atoms.map(() => ({
    bonds: [],
    pairs: [],
    angles: [],
    dihedrals: [],
    virtualSites: [],
    settles: [],
    constraints: [],
    exclusions: [],
  }));
  for (const section of SECTIONS) {
    for (const l of lines[section]) {
      const c = components.of[l.atoms[0]! - 1]!;
      split[c]![section].push({ ...l, atoms: l.atoms.map((a) => local[a - 1]!) });
    }
  }
  for (const e of lines.exclusions) {
    split[components.of[e[0]! - 1]!]!.exclusions.push(e.map((a) => local[a - 1]!));
  }
  return split;
}
