import { BondOrder } from '../../core/bond-order.js';
import type { Cell } from '../../core/cell.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { System } from '../../core/system.js';
import { findWaters } from '../../forcefields/water/find-waters.js';
import { addWaterVirtualSites } from '../../forcefields/water/four-point.js';
import { findWaterModel } from '../../forcefields/water/models.js';
import { parameterizeWithWater } from '../water-system.js';

/**
 * Two waters of `modelName` at the model's geometry, 3 Å apart along x (in `cell` when given), put
 * through the wizard's path: four-point conversion (4-site models), water typing, parameterisation.
 */
export function waterPairSystem(modelName: string, cell?: Cell): System {
  const model = findWaterModel(modelName)!;
  const half = (model.angleHOH * Math.PI) / 360;
  const b = new MoleculeBuilder('water pair').setCell(cell);
  for (const x of [1, 4]) {
    const o = b.addAtom({ element: 8, x, y: 1, z: 1, name: 'OW' });
    for (const sign of [1, -1]) {
      const h = b.addAtom({
        element: 1,
        x: x + sign * model.rOH * Math.sin(half),
        y: 1 + model.rOH * Math.cos(half),
        z: 1,
        name: sign > 0 ? 'HW1' : 'HW2',
      });
      b.addBond({ a: o, b: h, order: BondOrder.Single });
    }
  }
  const three = b.build();
  const mol = model.sites === 4 ? addWaterVirtualSites(three, model.name) : three;
  return parameterizeWithWater(mol, {
    types: Array<string>(mol.atomCount).fill(''),
    charges: new Float64Array(mol.atomCount),
    water: { model, waters: findWaters(mol) },
  }).system;
}
