import type { MmffGraph } from './graph.js';
import { Bond, bondKind, degree } from './graph.js';

/**
 * Types for the remaining elements MMFF94 covers (Halgren 1996, Table III): sulfur (S, S=C,
 * S=O, SO2, SO2M, =S=O, SM), phosphorus (PO4/PTET, P, -P=C), silicon, halogens and the
 * monatomic ions. 0 means MMFF94 has no type for the atom.
 */
export function otherType(g: MmffGraph, i: number): number {
  const d = degree(g, i);
  switch (g.elements[i]) {
    case 16:
      return sulfurType(g, i);
    case 15:
      return d === 4 ? 25 : d === 3 ? 26 : d === 2 ? 75 : 0; // PO4/PTET : P : -P=C
    case 14:
      return 19; // SI
    case 9:
      return d === 1 ? 11 : d === 0 ? 89 : 0; // F : F-
    case 17:
      return chlorineType(g, i);
    case 35:
      return d === 1 ? 13 : d === 0 ? 91 : 0; // Br : BR-
    case 53:
      return d === 1 ? 14 : 0; // I
    default:
      return d === 0 ? ionType(g.elements[i]!, g.formalCharges[i]!) : 0;
  }
}

/** Monatomic ions by element and charge (LI+, NA+, K+, MG+2, CA+2, ZN+2, FE+2/+3, CU+1/+2). */
function ionType(z: number, charge: number): number {
  const fixed: Record<number, number> = { 3: 92, 11: 93, 12: 99, 19: 94, 20: 96, 30: 95 };
  if (fixed[z] !== undefined) return fixed[z];
  if (z === 26) return charge === 2 ? 87 : charge === 3 ? 88 : 0;
  if (z === 29) return charge === 1 ? 97 : charge === 2 ? 98 : 0;
  return 0;
}

function chlorineType(g: MmffGraph, i: number): number {
  const d = degree(g, i);
  if (d === 4 && g.neighbours[i]!.filter((a) => g.elements[a] === 8).length === 4) return 77; // CLO4
  return d === 1 ? 12 : d === 0 ? 90 : 0; // Cl : Cl-
}

function sulfurType(g: MmffGraph, i: number): number {
  const d = degree(g, i);
  const nbrs = g.neighbours[i]!;
  const doubleTo = (z: number): boolean =>
    nbrs.some((a) => g.elements[a] === z && bondKind(g, i, a) === Bond.Double);
  if (d === 4) return 18; // SO2, SO2N, SO3, SO4, SNO
  if (d === 3) {
    const oOrN = nbrs.filter(
      (a) => (degree(g, a) === 1 && g.elements[a] === 8) || (degree(g, a) === 2 && g.elements[a] === 7),
    ).length;
    const terminalS = nbrs.filter((a) => degree(g, a) === 1 && g.elements[a] === 16).length;
    if (oOrN === 2) return doubleTo(6) ? 18 : 73; // =SO2 : SO2M
    if (oOrN > 0 && terminalS > 0) return 73; // SSOM
    return 17; // S=O, >S=N
  }
  if (d === 2) return doubleTo(8) ? 74 : 15; // =S=O : S
  if (d === 1) {
    const a = nbrs[0]!;
    const terminalSOnPartner = g.neighbours[a]!.filter(
      (b) => g.elements[b] === 16 && degree(g, b) === 1,
    ).length;
    return doubleTo(6) && terminalSOnPartner !== 2 ? 16 : 72; // S=C : SM, S-P, SSMO
  }
  return 0;
}
