import {
  B,
  BR,
  C,
  CL,
  F,
  H,
  N,
  O,
  P,
  S,
  type IonGraph,
  is,
  neighboursOf,
  neighboursWith,
} from './ion-graph.js';
import { complete, type Recogniser } from './recognised.js';

const halide: Recogniser = (g, atoms) => {
  if (atoms.length !== 1) return undefined;
  const i = atoms[0]!;
  if (is(g, i, CL, 0))
    return complete(atoms, { name: 'Cl-', family: 'halide', charge: -1 }, new Map([[i, 'Cl']]));
  if (is(g, i, BR, 0))
    return complete(atoms, { name: 'Br-', family: 'halide', charge: -1 }, new Map([[i, 'Br']]));
  return undefined;
};

/** A centre of element z with n terminal fluorines (BF4⁻, PF6⁻). */
function fluoride(
  g: IonGraph,
  atoms: readonly number[],
  z: number,
  n: number,
  centre: string,
  fluorine: string,
) {
  const c = atoms.find((i) => is(g, i, z, n));
  if (c === undefined || atoms.length !== n + 1) return undefined;
  const fs = neighboursWith(g, c, F).filter((f) => is(g, f, F, 1));
  if (fs.length !== n) return undefined;
  return new Map([[c, centre], ...fs.map((f) => [f, fluorine] as const)]);
}

const tetrafluoroborate: Recogniser = (g, atoms) => {
  const t = fluoride(g, atoms, B, 4, 'B', 'FB');
  return t && complete(atoms, { name: 'BF4-', family: 'tetrafluoroborate', charge: -1 }, t);
};

const hexafluorophosphate: Recogniser = (g, atoms) => {
  const t = fluoride(g, atoms, P, 6, 'P', 'FP');
  return t && complete(atoms, { name: 'PF6-', family: 'hexafluorophosphate', charge: -1 }, t);
};

/** CF3–SO2– (NTf2⁻, two oxygens and the N) or CF3–SO3⁻ (triflate, three oxygens) around sulfur s. */
function triflyl(
  g: IonGraph,
  s: number,
  oxygens: number,
  oxygenType: string,
  types: Map<number, string>,
): boolean {
  if (!is(g, s, S, 4)) return false;
  const os = neighboursWith(g, s, O).filter((o) => is(g, o, O, 1));
  const cs = neighboursWith(g, s, C).filter((c) => is(g, c, C, 4));
  if (os.length !== oxygens || cs.length !== 1) return false;
  const c = cs[0]!;
  const fs = neighboursWith(g, c, F).filter((f) => is(g, f, F, 1));
  if (fs.length !== 3) return false;
  types.set(s, 'SBT').set(c, 'CBT');
  for (const o of os) types.set(o, oxygenType);
  for (const f of fs) types.set(f, 'F1');
  return true;
}

const triflate: Recogniser = (g, atoms) => {
  if (atoms.length !== 8) return undefined;
  const s = atoms.find((i) => is(g, i, S, 4));
  const types = new Map<number, string>();
  if (s === undefined || !triflyl(g, s, 3, 'OTF', types)) return undefined;
  return complete(atoms, { name: 'OTf-', family: 'triflate', charge: -1 }, types);
};

const bistriflamide: Recogniser = (g, atoms) => {
  if (atoms.length !== 15) return undefined;
  const n = atoms.find((i) => is(g, i, N, 2) && neighboursWith(g, i, S).length === 2);
  if (n === undefined) return undefined;
  const types = new Map<number, string>([[n, 'NBT']]);
  if (!neighboursWith(g, n, S).every((s) => triflyl(g, s, 2, 'OBT', types))) return undefined;
  return complete(atoms, { name: 'NTf2-', family: 'bistriflamide', charge: -1 }, types);
};

const dicyanamide: Recogniser = (g, atoms) => {
  if (atoms.length !== 5) return undefined;
  const n = atoms.find((i) => is(g, i, N, 2) && neighboursWith(g, i, C).length === 2);
  if (n === undefined) return undefined;
  const types = new Map<number, string>([[n, 'N3A']]);
  for (const c of neighboursOf(g, n)) {
    const ends = neighboursWith(g, c, N).filter((t) => t !== n && is(g, t, N, 1));
    if (!is(g, c, C, 2) || ends.length !== 1) return undefined;
    types.set(c, 'CZA').set(ends[0]!, 'NZA');
  }
  return complete(atoms, { name: 'dca-', family: 'dicyanamide', charge: -1 }, types);
};

const acetate: Recogniser = (g, atoms) => {
  if (atoms.length !== 7) return undefined;
  const co = atoms.find(
    (i) => is(g, i, C, 3) && neighboursWith(g, i, O).filter((o) => is(g, o, O, 1)).length === 2,
  );
  if (co === undefined) return undefined;
  const methyl = neighboursWith(g, co, C)[0];
  if (methyl === undefined || !is(g, methyl, C, 4)) return undefined;
  const hs = neighboursWith(g, methyl, H).filter((h) => is(g, h, H, 1));
  if (hs.length !== 3) return undefined;
  const types = new Map<number, string>([
    [co, 'CO2'],
    [methyl, 'CTA'],
  ]);
  for (const o of neighboursWith(g, co, O)) types.set(o, 'O2');
  for (const h of hs) types.set(h, 'HC');
  return complete(atoms, { name: 'OAc-', family: 'acetate', charge: -1 }, types);
};

export const ANION_RECOGNISERS: readonly Recogniser[] = [
  halide,
  tetrafluoroborate,
  hexafluorophosphate,
  bistriflamide,
  triflate,
  dicyanamide,
  acetate,
];
