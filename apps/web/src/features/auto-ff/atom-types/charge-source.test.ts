import { AM1_ATTEMPTS, CHARGE_SOURCE_HEADER } from '@topoforge/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeCharges } from '../../../api/builder';
import { en } from '../../../i18n/resources/en';
import { zh } from '../../../i18n/resources/zh';
import { chargeSourceNoteKey } from './charge-source';

/** The text of a dotted key in a resource tree. */
const textOf = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe("step 2's note on where the charges came from", () => {
  it('names each AM1 fallback, in en and zh, and says what the run was', () => {
    expect(chargeSourceNoteKey('scf-convergers')).toBe('step2.chargeSource.scf-convergers');
    for (const attempt of AM1_ATTEMPTS.filter((a) => a !== 'standard')) {
      const key = chargeSourceNoteKey(attempt)!;
      expect(textOf(en, key), key).toMatch(/\S/);
      expect(textOf(zh, key), key).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(textOf(en, chargeSourceNoteKey('scf-convergers')!)).toMatch(
      /^AM1 SCF did not converge with the standard settings; .*SCF convergence aids \(PULAY, CAMP, SHIFT\)/,
    );
    expect(textOf(en, chargeSourceNoteKey('input-geometry')!)).toMatch(
      /single point on the input geometry, not optimised/,
    );
  });

  it('says nothing for the standard run, a method without AM1 (no header) or an unknown value', () => {
    expect(chargeSourceNoteKey('standard')).toBeUndefined();
    expect(chargeSourceNoteKey(undefined)).toBeUndefined();
    expect(chargeSourceNoteKey('')).toBeUndefined();
    expect(chargeSourceNoteKey('something-new')).toBeUndefined();
  });
});

describe('the charge call reads the charge-source header', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The server's answer: the envelope with the charges, and the header when given. */
  const answer = (source: string | undefined) =>
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ status: 200, data: [0.1, -0.1] }), {
          status: 200,
          headers: {
            'content-type': 'application/json',
            ...(source === undefined ? {} : { [CHARGE_SOURCE_HEADER]: source }),
          },
        }),
      ),
    );

  it('returns the AM1 attempt the header names, and undefined when the header is absent', async () => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    vi.stubGlobal('fetch', answer('density-guess'));
    const body = { data: 'mol2', charge: 0, scale: 1 };
    expect(await computeCharges('am1bcc', body, undefined)).toEqual({
      charges: [0.1, -0.1],
      am1Attempt: 'density-guess',
    });
    vi.stubGlobal('fetch', answer(undefined));
    expect(await computeCharges('mmff94', body, undefined)).toEqual({
      charges: [0.1, -0.1],
      am1Attempt: undefined,
    });
    vi.stubGlobal('fetch', answer('not-an-attempt'));
    expect((await computeCharges('am1bcc', body, undefined)).am1Attempt).toBeUndefined();
  });
});
