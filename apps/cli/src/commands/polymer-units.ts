import type { PolymerPlan, PolymerUnit } from '@topoforge/chem';
import { cappedSmiles, findFormat, planSmiles, polymerUnit, readPolymerSmiles } from '@topoforge/chem';
import { isProgramError, obabelGen3d } from '@topoforge/engines';
import { FileError } from '../errors.js';
import { OBABEL_ENV } from '../smiles-input.js';

/**
 * The 3D units a polymer plan needs, as the server builds them: each p-SMILES (two `*`) or end group (one
 * `*`) is read by chem first (a typo is named before any program runs), written with every `*` as [H]
 * and given 3D coordinates by Open Babel (`obabel -ismi -osdf -h --gen3d`); chem then matches the capped
 * unit atom by atom to the string and finds the connection vectors at the cap hydrogens. A unit Open Babel
 * leaves touching itself is built again.
 */
export async function polymerUnits(
  plan: PolymerPlan,
  env: NodeJS.ProcessEnv,
): Promise<Map<string, PolymerUnit>> {
  const command = env[OBABEL_ENV] ?? 'obabel';
  const readSd = findFormat('sdf')?.read;
  if (!readSd) throw new Error('chem has no SD reader');
  const units = new Map<string, PolymerUnit>();
  const ends = new Set([plan.head?.smiles, plan.tail?.smiles].filter((s) => s !== undefined));
  for (const smiles of planSmiles(plan)) {
    const stars = ends.has(smiles) && !plan.monomers.some((m) => m.psmiles === smiles) ? 1 : 2;
    readPolymerSmiles(smiles, stars);
    units.set(smiles, await unitFor(smiles, stars, command, readSd));
  }
  return units;
}

/** Open Babel's --gen3d is stochastic: a unit it leaves touching itself is built again (at most 3 times). */
const ATTEMPTS = 3;

type ReadSd = NonNullable<ReturnType<typeof findFormat>>['read'];

async function unitFor(
  smiles: string,
  stars: 1 | 2,
  command: string,
  readSd: NonNullable<ReadSd>,
): Promise<PolymerUnit> {
  let unit: PolymerUnit | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && (unit === undefined || unit.selfContacts > 0); attempt++) {
    let sd: string;
    try {
      sd = await obabelGen3d(`${cappedSmiles(smiles)}\n`, { command, inputFormat: 'smi' });
    } catch (e) {
      throw unitFailure(e, smiles, command);
    }
    const capped = readSd(sd, { fileName: 'obabel-gen3d.sdf' }).molecules[0];
    if (!capped) throw new FileError(`Open Babel gave no structure for '${smiles}'.`);
    unit = polymerUnit(smiles, capped, stars);
  }
  return unit!;
}

function unitFailure(e: unknown, smiles: string, command: string): unknown {
  if (!isProgramError(e)) return e;
  if (e.kind === 'not-found' || e.kind === 'not-executable') {
    return new FileError(
      `polymer needs Open Babel to build each unit in 3D, and '${command}' ${e.kind === 'not-found' ? 'was not found' : 'cannot be run'}; ` +
        `install Open Babel 3 (e.g. apt install openbabel) or set ${OBABEL_ENV} to the obabel executable.`,
    );
  }
  return new FileError(`Open Babel could not build the unit '${smiles}' in 3D (${e.message}).`);
}
