import { describe, expect, it } from 'vitest';
import { obabelGen3d } from './obabel-gen3d.js';
import { ProgramError } from './program-error.js';
import { onPath } from './testing/find-program.js';

/*
 * Runs the real obabel (Debian package openbabel 3.1.1); skipped, with the reason, when it is not on PATH.
 * Ethanol as a sketch: three heavy atoms, flat, no hydrogens (hand-written V2000).
 */
const SKIP = !onPath('obabel');
const REASON = SKIP ? ' (skipped: obabel not found on PATH)' : '';

const ETHANOL_SKETCH = `ethanol
  sketch    2D

  3  2  0  0  0  0  0  0  0  0999 V2000
    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    0.8660    0.5000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0
    1.7321    0.0000    0.0000 O   0  0  0  0  0  0  0  0  0  0  0  0
  1  2  1  0  0  0  0
  2  3  1  0  0  0  0
M  END
`;

describe.skipIf(SKIP)(`obabelGen3d${REASON}`, () => {
  it('adds the hydrogens and leaves the plane', async () => {
    const sd = await obabelGen3d(ETHANOL_SKETCH);
    const counts = /^\s*(\d+)\s+(\d+)/m.exec(sd.split('\n')[3] ?? '');
    // C2H6O: 9 atoms, 8 bonds.
    expect(counts?.slice(1, 3)).toEqual(['9', '8']);
    const zs = sd
      .split('\n')
      .slice(4, 13)
      .map((l) => Number(l.slice(20, 30)));
    expect(Math.max(...zs) - Math.min(...zs)).toBeGreaterThan(0.5);
  });

  it('reads a SMILES line with inputFormat smi (issue 15.8): C2H6O from CCO, and bad output for a typo', async () => {
    const sd = await obabelGen3d('CCO\n', { inputFormat: 'smi' });
    expect(/^\s*(\d+)\s+(\d+)/m.exec(sd.split('\n')[3] ?? '')?.slice(1, 3)).toEqual(['9', '8']);
    const error = await obabelGen3d('C1CC\n', { inputFormat: 'smi' }).catch((e: unknown) => e);
    expect((error as ProgramError).kind).toBe('bad-output');
  });

  it('reports a molfile Open Babel cannot read as bad output', async () => {
    const error = await obabelGen3d('not a molfile\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProgramError);
    expect((error as ProgramError).kind).toBe('bad-output');
  });
});

describe('obabelGen3d without the program', () => {
  it('fails with kind not-found', async () => {
    const error = await obabelGen3d(ETHANOL_SKETCH, { command: '/nonexistent/obabel' }).catch(
      (e: unknown) => e,
    );
    expect((error as ProgramError).kind).toBe('not-found');
  });

  it('is cancelled by an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await obabelGen3d(ETHANOL_SKETCH, { signal: controller.signal }).catch((e: unknown) => e);
    expect((error as ProgramError).kind).toBe('cancelled');
  });
});
