import type { MmffGraph } from './graph.js';
import { Bond, bondKind, degree, inRingOfSize } from './graph.js';

/**
 * Aliphatic carbon types (Halgren 1996, Table III): CR / CR4R / CR3R by ring size; for three
 * neighbours CNN+ (amidinium, guanidinium), CO2M (carboxylate), CR4E, C=X (carbonyl, imine,
 * thiocarbonyl…: type 3) or C=C/CSP2 (type 2); CSP (type 4); isonitrile C%- (type 60).
 */
export function carbonType(g: MmffGraph, i: number): number {
  switch (degree(g, i)) {
    case 4:
      if (inRingOfSize(g, i, 3)) return 22; // CR3R
      return inRingOfSize(g, i, 4) ? 20 : 1; // CR4R : CR
    case 3:
      return trigonalCarbon(g, i);
    case 2:
      return 4; // CSP, =C=
    case 1:
      return 60; // C%-
    default:
      return 0;
  }
}

function trigonalCarbon(g: MmffGraph, i: number): number {
  let n3 = 0;
  let n2Double = 0;
  let terminalO = 0;
  let terminalS = 0;
  let doubleTo = 0;
  for (const a of g.neighbours[i]!) {
    const z = g.elements[a]!;
    const isDouble = bondKind(g, i, a) === Bond.Double;
    if (isDouble) doubleTo = z;
    if (degree(g, a) === 1) {
      if (z === 8) terminalO++;
      else if (z === 16) terminalS++;
    } else if (z === 7) {
      if (degree(g, a) === 3) n3++;
      else if (degree(g, a) === 2 && isDouble) n2Double++;
    }
  }
  if (n3 >= 2 && n2Double === 0 && doubleTo === 7) return 57; // CNN+, CGD+
  if (terminalO === 2 || terminalS === 2) return 41; // CO2M, CS2M
  if (inRingOfSize(g, i, 4) && doubleTo === 6) return 30; // CR4E
  if (doubleTo === 7 || doubleTo === 8 || doubleTo === 15 || doubleTo === 16) return 3; // C=O, C=N…
  return 2; // C=C, CSP2
}
