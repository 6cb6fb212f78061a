import { describe, expect, it } from 'vitest';
import { signState, STATE_TTL_MS, verifyState } from './state.js';

const KEY = new TextEncoder().encode('a test secret of thirty-two bytes!!');
const OTHER = new TextEncoder().encode('another secret of thirty-two bytes');

describe('WeChat login state', () => {
  it('accepts a state this server signed within 10 minutes, and no other', () => {
    const now = 1_800_000_000_000;
    const state = signState(KEY, now);
    expect(verifyState(KEY, state, now + STATE_TTL_MS)).toBe(true);
    expect(verifyState(KEY, state, now + STATE_TTL_MS + 1)).toBe(false);
    expect(verifyState(OTHER, state, now)).toBe(false);
    const [time, nonce] = state.split('.');
    expect(verifyState(KEY, `${time}.${nonce}x.${state.split('.')[2]}`, now)).toBe(false);
    expect(verifyState(KEY, 'not-a-state', now)).toBe(false);
  });

  it('is fresh for every login', () => {
    expect(signState(KEY, 1)).not.toBe(signState(KEY, 1));
  });
});
