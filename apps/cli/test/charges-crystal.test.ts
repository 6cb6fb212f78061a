import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCaptured } from './run-captured.js';

/** IRMOF-1 from the project's own framework library (apps/server/frameworks, written by our CIF writer). */
const IRMOF1 = fileURLToPath(new URL('../../server/frameworks/IRMOF/IRMOF-1.cif', import.meta.url));

const run = (...args: string[]) => runCaptured(...args);

describe('topoforge charges on a crystal', () => {
  it('asks EQeq for a neutral cell by default, not the sum of the perceived formal charges', async () => {
    // Perception charges the 48 carboxylate O of IRMOF-1's BDC linkers but not its Zn²⁺: that sum is −48.
    const r = await run('charges', IRMOF1, '--method', 'eqeq', '--json');
    expect(r.code).toBe(0);
    const charges = JSON.parse(r.out.join('\n')) as number[];
    expect(charges).toHaveLength(424);
    expect(Math.abs(charges.reduce((s, q) => s + q, 0))).toBeLessThan(1e-4);
  });

  it('still takes --net-charge when given', async () => {
    const r = await run('charges', IRMOF1, '--method', 'eqeq', '--net-charge=-2', '--json');
    expect(r.code).toBe(0);
    const charges = JSON.parse(r.out.join('\n')) as number[];
    expect(charges.reduce((s, q) => s + q, 0)).toBeCloseTo(-2, 4);
  });
});
