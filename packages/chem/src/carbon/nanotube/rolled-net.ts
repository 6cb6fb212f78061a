import { BondOrder } from '../../core/bond-order.js';
import type { Vec3 } from '../../core/vec3.js';
import type { Net, NetLink, NetSite } from '../lattice/net.js';
import { wrapIndex } from '../lattice/net.js';
import type { Chirality } from './chirality.js';
import { tubeCell } from './tube-cell.js';

/**
 * Coaxial walls of one common period, `periods` cells long, as one net: the axis along z through the middle
 * of a square cross-section of side (outer diameter + vacuum), the cell along z exactly periods·|T|, so the
 * bonds leaving the last cell come back through the boundary to the first (image (0, 0, ±1)).
 */
export function rolledNet(walls: readonly Chirality[], periods: number, vacuum: number): Net {
  const period = walls[0]!.period;
  const side = Math.max(...walls.map((w) => w.diameter)) + vacuum;
  const sites: NetSite[] = [];
  const links: NetLink[] = [];
  for (const wall of walls) {
    const cell = tubeCell(wall);
    const radius = wall.diameter / 2;
    const first = sites.length;
    const per = cell.atoms.length;
    for (let p = 0; p < periods; p++) {
      for (const atom of cell.atoms) {
        const position: Vec3 = [
          side / 2 + radius * Math.cos(atom.phi),
          side / 2 + radius * Math.sin(atom.phi),
          atom.z + p * period,
        ];
        sites.push({ element: 6, position });
      }
      for (const l of cell.links) {
        const w = wrapIndex(p, l.shift, periods);
        links.push({
          a: first + p * per + l.a,
          b: first + w.index * per + l.b,
          order: BondOrder.Aromatic,
          image: [0, 0, w.shift],
        });
      }
    }
  }
  const vectors = [
    [side, 0, 0],
    [0, side, 0],
    [0, 0, periods * period],
  ] as const;
  return { sites, links, vectors };
}
