import { readFileSync } from 'node:fs';
import { readMol } from '../../io/mol/read.js';
import { polymerUnit } from '../unit.js';
import type { PolymerUnit } from '../unit.js';

/**
 * Capped units made once with Open Babel (`obabel -ismi -osdf -h --gen3d` on the p-SMILES with each `*`
 * written as [H]) and kept as fixtures, so the chain tests need no program.
 */
export const FIXTURE_SMILES = {
  styrene: '*CC(*)c1ccccc1',
  mma: '*CC(*)(C)C(=O)OC',
  ethylene: '*CC*',
  pet: '*OCCOC(=O)c1ccc(C(*)=O)cc1',
  ch3: '*C',
  cooh: '*C(=O)O',
} as const;

export function fixtureUnit(name: keyof typeof FIXTURE_SMILES): PolymerUnit {
  const text = readFileSync(new URL(`../fixtures/${name}.mol`, import.meta.url), 'utf8');
  const stars = name === 'ch3' || name === 'cooh' ? 1 : 2;
  return polymerUnit(FIXTURE_SMILES[name], readMol(text).molecules[0]!, stars);
}

/** Every fixture unit keyed by its SMILES, as buildPolymer takes them. */
export const fixtureUnits = (): Map<string, PolymerUnit> =>
  new Map(
    (Object.keys(FIXTURE_SMILES) as (keyof typeof FIXTURE_SMILES)[]).map((k) => [
      FIXTURE_SMILES[k],
      fixtureUnit(k),
    ]),
  );
