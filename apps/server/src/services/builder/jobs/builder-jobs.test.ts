import { describe, expect, it } from 'vitest';
import { SERVER_CHARGE_TYPES } from '../charges/charge-types.js';
import { BUILDER_JOBS } from './builder-jobs.js';
import { chargeJobKind } from './charge-jobs.js';

describe('BUILDER_JOBS', () => {
  const inProcess = Object.keys(BUILDER_JOBS.inProcess);

  it('has every charge type of the server as exactly one kind: a program on the main thread, else a worker', () => {
    for (const method of SERVER_CHARGE_TYPES) {
      const kind = chargeJobKind(method);
      const onMain = method.provider.kind === 'program';
      expect(inProcess.includes(kind), kind).toBe(onMain);
      expect(BUILDER_JOBS.inWorker.includes(kind), kind).toBe(!onMain);
    }
  });

  it('computes typing and parameters in workers and runs 3D generation (obabel) on the main thread', () => {
    expect(BUILDER_JOBS.inWorker).toEqual(
      expect.arrayContaining(['forcefield:atomtype', 'forcefield:param']),
    );
    expect(inProcess).toContain('convert:gen3d');
    expect(BUILDER_JOBS.inWorker.filter((k) => inProcess.includes(k))).toEqual([]);
  });

  it('runs every conversion call (reading, perceiving, writing) in workers, off the event loop', () => {
    expect(BUILDER_JOBS.inWorker).toEqual(
      expect.arrayContaining([
        'convert:structure',
        'convert:read',
        'convert:write',
        'convert:cell-to-mol2',
        'convert:mol2-to-cell',
        'convert:sortmol2',
        'convert:reduce',
      ]),
    );
  });

  it('names a worker module beside it with the extension this code runs from', () => {
    expect(BUILDER_JOBS.workerModule.href).toBe(new URL('./worker-jobs.ts', import.meta.url).href);
  });
});
