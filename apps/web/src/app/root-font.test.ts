import { describe, expect, it } from 'vitest';
import { rootFontSize } from './root-font';

describe('rootFontSize (spec 002 §9)', () => {
  it('is 16 px from 1920 px up and 12 px from 1440 px down, linear between', () => {
    expect(rootFontSize(2560)).toBe(16);
    expect(rootFontSize(1920)).toBe(16);
    expect(rootFontSize(1680)).toBe(14);
    expect(rootFontSize(1440)).toBe(12);
    expect(rootFontSize(800)).toBe(12);
  });
});
