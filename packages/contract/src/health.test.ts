import { describe, expect, it } from 'vitest';
import { healthResponseSchema } from './health.js';

const valid = {
  status: 'ok',
  name: 'TopoForge',
  version: '0.1.0',
  uptimeSeconds: 12,
  programs: {
    obabel: { found: true, version: '3.1.1' },
    xtb: { found: true, version: null },
    mopac: { found: false, version: null },
  },
};

describe('healthResponseSchema', () => {
  it('accepts a complete report', () => {
    expect(healthResponseSchema.parse(valid)).toEqual(valid);
  });

  it('rejects a version for a program that was not found', () => {
    const programs = { ...valid.programs, mopac: { found: false, version: '22.0.6' } };
    expect(healthResponseSchema.safeParse({ ...valid, programs }).success).toBe(false);
  });

  it('rejects a report that leaves out a program', () => {
    const { obabel: _dropped, ...programs } = valid.programs;
    expect(healthResponseSchema.safeParse({ ...valid, programs }).success).toBe(false);
  });

  it('rejects any status but ok and degraded, and a negative uptime', () => {
    expect(healthResponseSchema.safeParse({ ...valid, status: 'fine' }).success).toBe(false);
    expect(healthResponseSchema.safeParse({ ...valid, uptimeSeconds: -1 }).success).toBe(false);
  });

  it('gives problems exactly when degraded', () => {
    const problems = [{ code: 'temp-dir', message: 'the temp directory /gone (TMPDIR) does not exist' }];
    const degraded = { ...valid, status: 'degraded', problems };
    expect(healthResponseSchema.parse(degraded)).toEqual(degraded);
    expect(healthResponseSchema.safeParse({ ...valid, status: 'degraded' }).success).toBe(false);
    expect(healthResponseSchema.safeParse({ ...valid, problems }).success).toBe(false);
    expect(healthResponseSchema.safeParse({ ...degraded, problems: [] }).success).toBe(false);
  });
});
