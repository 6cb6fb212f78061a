import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { Atoms4 } from '../../core/system.js';
import type { GromosGraph } from './gromos-kinds.js';

export interface ImproperSite {
  readonly atoms: Atoms4;
  readonly tetrahedral: boolean;
}

/**
 * gi_1 on every planar centre (carbonyl C: centre, O, hetero partner, carbon, as ASN CG-OD1-ND2-CB;
 * ester C: centre, OE, O, carbon, as dppc.itp C1A-OE-OF-C1B;
 * amide N: centre then its neighbours, as ASN ND2-HD21-HD22-CG; benzene C: centre, its two ring
 * neighbours, substituent, as PHE CG-CD1-CD2-CB), gi_1 over each four consecutive benzene ring atoms
 * (PHE's six ring impropers), and gi_2 on each CH1 with three heavy neighbours (ALA CA, VAL CB),
 * ordered so that the input geometry's improper is +35.26°, which keeps the input's chirality.
 */
export function gromosImpropers(
  g: GromosGraph,
  positions: Float64Array,
  diagnostics: Diagnostic[],
): ImproperSite[] {
  const out: ImproperSite[] = [];
  const kind = (i: number) => g.kinds[i]!;
  g.kinds.forEach((k, c) => {
    const nb = [...(g.neighbours[c] ?? [])];
    if (nb.length !== 3) return;
    if (k === 'Cest') {
      // dppc.itp C1A OE OF C1B: centre, ester O, carbonyl O, carbon
      const rank = (x: number): number => (kind(x) === 'OE' ? 0 : kind(x) === 'O' ? 1 : 2);
      nb.sort((a, b) => rank(a) - rank(b) || a - b);
      out.push({ atoms: [c, nb[0]!, nb[1]!, nb[2]!], tetrahedral: false });
    } else if (k === 'C') {
      const rank = (x: number): number =>
        kind(x) === 'O' || kind(x) === 'OM' ? 0 : /^[ONS]/.test(kind(x)) ? 1 : 2;
      nb.sort((a, b) => rank(a) - rank(b) || a - b);
      out.push({ atoms: [c, nb[0]!, nb[1]!, nb[2]!], tetrahedral: false });
    } else if (k === 'N' || k === 'NTa') {
      out.push({ atoms: [c, nb[0]!, nb[1]!, nb[2]!], tetrahedral: false });
    } else if (k === 'Car') {
      const ring = g.benzeneRings.find((r) => r.includes(c))!;
      const at = ring.indexOf(c);
      const before = ring[(at + 5) % 6]!;
      const after = ring[(at + 1) % 6]!;
      const sub = nb.find((x) => x !== before && x !== after)!;
      out.push({ atoms: [c, before, after, sub], tetrahedral: false });
    } else if (k === 'CH1') {
      const [a, b, d] = nb as [number, number, number];
      const phi = dihedralDegrees(positions, c, a, b, d);
      if (Math.abs(phi) < 10) {
        diagnostics.push(
          warning(
            'gromos-flat-centre',
            `Atom ${c + 1} (CH1) is not tetrahedral in the input (improper ${phi.toFixed(1)}°): its gi_2 sign follows that geometry.`,
            { atoms: [c] },
          ),
        );
      }
      out.push({ atoms: phi >= 0 ? [c, a, b, d] : [c, a, d, b], tetrahedral: true });
    }
  });
  for (const ring of g.benzeneRings) {
    for (let s = 0; s < 6; s++) {
      out.push({
        atoms: [ring[s]!, ring[(s + 1) % 6]!, ring[(s + 2) % 6]!, ring[(s + 3) % 6]!],
        tetrahedral: false,
      });
    }
  }
  return out;
}

/** Signed dihedral i-j-k-l in degrees (IUPAC sign, as GROMACS measures impropers). */
export function dihedralDegrees(p: Float64Array, i: number, j: number, k: number, l: number): number {
  const v = (a: number, b: number) => [
    p[3 * b]! - p[3 * a]!,
    p[3 * b + 1]! - p[3 * a + 1]!,
    p[3 * b + 2]! - p[3 * a + 2]!,
  ];
  const cross = (a: number[], b: number[]) => [
    a[1]! * b[2]! - a[2]! * b[1]!,
    a[2]! * b[0]! - a[0]! * b[2]!,
    a[0]! * b[1]! - a[1]! * b[0]!,
  ];
  const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  const b1 = v(i, j);
  const b2 = v(j, k);
  const b3 = v(k, l);
  const n1 = cross(b1, b2);
  const n2 = cross(b2, b3);
  const y = Math.sqrt(dot(b2, b2)) * dot(b1, n2);
  return (Math.atan2(y, dot(n1, n2)) * 180) / Math.PI;
}
