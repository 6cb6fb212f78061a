import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../kernel/config.js';
import { HttpError } from '../../../kernel/http/errors.js';
import type { JobRunner } from '../../../kernel/jobs/job-runner.js';
import { chargeTypeBySlug } from './charge-types.js';
import { chargesFor } from './compute-charges.js';

const WATER = `@<TRIPOS>MOLECULE
water
 3 2 0 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 O           0.0000    0.0000    0.1173 O.3     1  UNL1        0.0000
      2 H           0.0000    0.7572   -0.4692 H       1  UNL1        0.0000
      3 H           0.0000   -0.7572   -0.4692 H       1  UNL1        0.0000
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
`;

/** A job runner whose charge job answers `charges`, as a method that divided by zero would. */
const answering = (charges: number[]): JobRunner => ({
  run: <O>() => Promise.resolve(charges as O),
  status: () => undefined,
  cancel: () => undefined,
  close: () => Promise.resolve(),
});

const noProgram = { found: false, version: null } as const;

async function chargesOf(result: number[]): Promise<number[]> {
  const method = chargeTypeBySlug('mmff94');
  if (!method) throw new Error('MMFF94 is missing from the charge types');
  const services = {
    config: readConfig({}),
    programs: { obabel: noProgram, xtb: noProgram, mopac: noProgram },
    jobs: answering(result),
    log: { error: () => undefined, warn: () => undefined, info: () => undefined },
  };
  const call = { data: WATER, scale: 1, user: null, signal: new AbortController().signal };
  return chargesFor(services as Parameters<typeof chargesFor>[0], method, call);
}

describe('the charges a method returns', () => {
  it('pass when finite', async () => {
    expect(await chargesOf([-0.8, 0.4, 0.4])).toEqual([-0.8, 0.4, 0.4]);
  });

  it('are refused with a 400 naming the atoms when one is NaN or infinite (not a schema 500)', async () => {
    const error = await chargesOf([Number.NaN, Infinity, 0.4]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    expect((error as HttpError).message).toBe(
      'MMFF94 gave no finite charge for atoms 1, 2: check the structure (overlapping or far-apart atoms) or choose another charge type',
    );
  });
});
