import { expect } from 'vitest';
import type { EnergyTerms } from '../energy-terms.js';
import { ENERGY_TERMS } from '../energy-terms.js';
import { compareEnergies } from './compare-energies.js';
import { termSummary } from './cross-engine-support.js';

/** Two evaluators' energies of one framework agree term by term (compare-energies.ts), logged. */
export function expectSameTerms(name: string, a: EnergyTerms, b: EnergyTerms): void {
  const differences = compareEnergies(a, b);
  console.log(`${name}:\n${termSummary([differences])}`);
  for (const d of differences) expect(d.within, `${name} ${d.term}: ${d.a} vs ${d.b}`).toBe(true);
}

/** Every term has energy, so an agreement of zeros cannot pass for a check. */
export function expectEveryTerm(energies: EnergyTerms): void {
  for (const term of ENERGY_TERMS) expect(Math.abs(energies[term]), term).toBeGreaterThan(0.01);
}
