import { addFunctionalGroups } from '../../packages/chem/src/carbon/functional/functionalize.js';
import type { FunctionalizeRequest } from '../../packages/chem/src/carbon/functional/request.js';
import { buildGraphene } from '../../packages/chem/src/carbon/graphene/graphene.js';
import { buildNanotube } from '../../packages/chem/src/carbon/nanotube/nanotube.js';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { bestOf } from './timing.js';

/**
 * `npm run bench:functional-groups`: time of chem's addFunctionalGroups (issue 19 item 4) on the largest
 * structures the carbon page builds for everyone (graphene 20 × 20, a 20 Å armchair tube 10 periods long)
 * and on a VIP-sized tube, and how many groups fit at most (the no-site error's count) on a 10 × 10 sheet.
 * Best of 3 after a warm-up. Prints, not a test.
 */
function line(label: string, molecule: Molecule, request: FunctionalizeRequest): void {
  const t = bestOf(3, () => addFunctionalGroups(molecule, request));
  console.log(
    `${label.padEnd(50)} ${String(molecule.atomCount).padStart(7)} atoms  ${String(request.count).padStart(5)} ` +
      `${String(request.group).padEnd(6)} ${(t.seconds * 1000).toFixed(1).padStart(9)} ms  ${t.value.description.formula}`,
  );
}

const sheet = buildGraphene({ x: 20, y: 20 }).molecule;
const flake = buildGraphene({ x: 20, y: 20, terminalH: true }).molecule;
const tube = buildNanotube({ tube: { type: 'armchair', diameter: 20 }, periods: 10 }).molecule;
const big = buildNanotube({ tube: { type: 'armchair', diameter: 100 }, periods: 100 }).molecule;

line('graphene 20 x 20 periodic, hydroxyl', sheet, { group: '-OH', count: 100 });
line('graphene 20 x 20 periodic, epoxide', sheet, { group: '_O_', count: 100 });
line('graphene 20 x 20 H-terminated, carboxyl', flake, { group: '-COOH', count: 30 });
line('armchair d 20 Å, 10 periods, hydroxyl', tube, { group: '-OH', count: 100 });
line('armchair d 100 Å, 100 periods (VIP), hydroxyl', big, { group: '-OH', count: 100 });

const small = buildGraphene({ x: 10, y: 10 }).molecule;
for (const group of ['-OH', '_O_'] as const) {
  try {
    addFunctionalGroups(small, { group, count: small.atomCount });
  } catch (e) {
    const placed = (e as { data?: { placed?: number } }).data?.placed;
    console.log(`graphene 10 x 10 (${small.atomCount} C): at most ${String(placed)} ${group} fit (seed 1)`);
  }
}
