import { fixed } from '../number-format.js';
import type { AmberModel } from './model.js';

/**
 * The inpcrd (restart without velocities): title, atom count, coordinates in 6F12.7 (Å), and for a
 * periodic system a last line a b c α β γ. The box line carries all three angles, so a triclinic
 * cell is complete here even though the prmtop's BOX_DIMENSIONS holds β only.
 */
export function writeInpcrd(model: AmberModel): string {
  const lines = [model.title.replace(/\s+/g, ' ').slice(0, 80), String(model.atomNames.length).padStart(6)];
  const p = model.positions;
  for (let i = 0; i < p.length; i += 6) {
    let line = '';
    for (let k = i; k < Math.min(i + 6, p.length); k++) line += fixed(p[k]!, 7, 12);
    lines.push(line);
  }
  if (model.box) lines.push([...model.box.lengths, ...model.box.angles].map((v) => fixed(v, 7, 12)).join(''));
  lines.push('');
  return lines.join('\n');
}
