import { ENGINE_WRITERS, findEngine } from '@topoforge/chem';
import { TOPFILE_SOFTWARES } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../kernel/http/errors.js';
import { checkMoleculesOnly, topfileSoftwares, topologyWriter, unavailableReason } from './writers.js';

function thrown(f: () => unknown): HttpError {
  try {
    f();
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

describe('topology writers', () => {
  it('finds exactly the registered writers and says why the others are missing', () => {
    for (const s of TOPFILE_SOFTWARES) {
      const entry = findEngine(s.id);
      if (entry) {
        expect(topologyWriter(s.id)).toBe(entry);
        expect(unavailableReason(s.id)).toBeUndefined();
      } else {
        const error = thrown(() => topologyWriter(s.id));
        expect([error.statusCode, error.code]).toEqual([404, 'software-unavailable']);
        expect(error.message).toBe(`${s.label} is not available: ${unavailableReason(s.id)}`);
      }
    }
    expect(thrown(() => topologyWriter('GROMACS')).code).toBe('unknown-software');
    expect(topfileSoftwares().filter((s) => s.available)).toHaveLength(ENGINE_WRITERS.length);
  });

  it('refuses a crystal for a molecules-only writer (spec 000 §9: Gaussian, ORCA) and lets molecules through', () => {
    const gromacs = findEngine('gromacs')!;
    const moleculesOnly = { ...gromacs, name: 'Molecules-only', periodic: false };
    const error = thrown(() => checkMoleculesOnly(moleculesOnly, true));
    expect([error.statusCode, error.code]).toEqual([400, 'software-molecules-only']);
    expect(error.message).toMatch(
      /^Molecules-only files are written for molecules only, and this structure is a crystal/,
    );
    expect(() => checkMoleculesOnly(moleculesOnly, false)).not.toThrow();
    expect(() => checkMoleculesOnly(gromacs, true)).not.toThrow();
    expect(topfileSoftwares().find((s) => s.id === 'gromacs')?.moleculesOnly).toBe(false);
  });
});
