import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../kernel/config.js';
import { HttpError } from '../../../kernel/http/errors.js';
import type { JobRunner } from '../../../kernel/jobs/job-runner.js';
import type { ChargeJobResult } from '../jobs/charge-jobs.js';
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

/** A job runner whose charge job answers `result`: `charges`, as a method that divided by zero would. */
const answering = (result: ChargeJobResult): JobRunner => ({
  run: <O>() => Promise.resolve(result as O),
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
    jobs: answering({ charges: result }),
    log: { error: () => undefined, warn: () => undefined, info: () => undefined },
  };
  const call = { data: WATER, scale: 1, user: null, signal: new AbortController().signal };
  return (await chargesFor(services as Parameters<typeof chargesFor>[0], method, call)).charges;
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

const found = { found: true, version: '22.0.6' } as const;

async function call(result: ChargeJobResult) {
  const method = chargeTypeBySlug('am1bcc');
  if (!method) throw new Error('AM1-BCC is missing from the charge types');
  const warnings: { object: object; message: string }[] = [];
  const services = {
    config: readConfig({}),
    programs: { obabel: found, xtb: found, mopac: found },
    jobs: answering(result),
    log: {
      error: () => undefined,
      warn: (object: object, message: string) => warnings.push({ object, message }),
    },
  };
  const charge = { data: WATER, scale: 1, user: null, signal: new AbortController().signal };
  const answer = await chargesFor(services as Parameters<typeof chargesFor>[0], method, charge);
  return { answer, warnings };
}

const charges = [-0.8, 0.4, 0.4];

describe('the AM1-BCC answer of the server', () => {
  it('names the fallback that produced the charges and logs every attempt before it', async () => {
    const attempts = [
      { attempt: 'standard', ms: 40, failure: 'mopac: the AM1 SCF did not converge' },
      { attempt: 'scf-convergers', ms: 55, failure: 'mopac: the AM1 SCF did not converge' },
      { attempt: 'bfgs', ms: 61 },
    ] as const;
    const { answer, warnings } = await call({ charges, am1: { attempt: 'bfgs', attempts } });
    expect(answer).toEqual({ charges, am1Attempt: 'bfgs' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toBe(
      "AM1-BCC: charges from the AM1 fallback 'bfgs' after 2 failed attempt(s)",
    );
    expect(warnings[0]!.object).toMatchObject({ method: 'AM1-BCC', attempts });
  });

  it('says standard and logs nothing when the first run converged', async () => {
    const { answer, warnings } = await call({
      charges,
      am1: { attempt: 'standard', attempts: [{ attempt: 'standard', ms: 40 }] },
    });
    expect(answer).toEqual({ charges, am1Attempt: 'standard' });
    expect(warnings).toHaveLength(0);
  });
});
