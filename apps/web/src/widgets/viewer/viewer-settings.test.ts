import { describe, expect, it } from 'vitest';
import {
  clampCameraDistance,
  icosahedronDetail,
  labelText,
  sphereSegments,
  toggleAtom,
  viewerSize,
} from './viewer-settings';

describe('viewerSize (000 §9: 900×670 in step 1, 600×600 later, for a 1920-pixel screen)', () => {
  it('gives the design size on a 1920-pixel screen and never more on wider ones', () => {
    expect(viewerSize(1, 1920)).toEqual({ width: 900, height: 670 });
    expect(viewerSize(1, 3840)).toEqual({ width: 900, height: 670 });
    expect(viewerSize(3, 2560)).toEqual({ width: 600, height: 600 });
  });
  it('scales with narrower screens', () => {
    // 1280 / 1920 = 2/3: 900 → 600, 670 → 446.7 → 447, 600 → 400.
    expect(viewerSize(1, 1280)).toEqual({ width: 600, height: 447 });
    expect(viewerSize(2, 1280)).toEqual({ width: 400, height: 400 });
  });
});

describe('sphereSegments (000 §9: 16, then 8, 6, 4, 2 above 50, 100, 200, 300 atoms)', () => {
  it.each([
    [1, 16],
    [50, 16],
    [51, 8],
    [100, 8],
    [101, 6],
    [200, 6],
    [201, 4],
    [300, 4],
    [301, 2],
    [5160, 2],
  ])('%i atoms → %i segments', (atoms, segments) => {
    expect(sphereSegments(atoms)).toBe(segments);
  });
  it('maps fewer segments to coarser NGL icosahedra', () => {
    // 16² = 256 triangles is nearest level 2 (320), 8² = 64 level 1 (80), 6² = 36 and below level 0 (20).
    expect([16, 8, 6, 4, 2].map(icosahedronDetail)).toEqual([2, 1, 0, 0, 0]);
  });
});

describe('clampCameraDistance (000 §4: zoom between 0.125 and 8)', () => {
  it('keeps distances between fit/8 and fit/0.125', () => {
    expect(clampCameraDistance(50, 40)).toBe(50);
    expect(clampCameraDistance(1, 40)).toBe(5);
    expect(clampCameraDistance(1000, 40)).toBe(320);
  });
});

describe('labelText (000 §4 label layers)', () => {
  const charges = [-0.4123, 0.005, 1];
  it('writes nothing, the element, the 1-based id or the charge with two decimals', () => {
    expect(labelText(0, 0, 'CL', charges)).toBe('');
    expect(labelText(1, 0, 'CL', charges)).toBe('Cl');
    expect(labelText(2, 0, 'CL', charges)).toBe('1');
    expect(labelText(3, 0, 'CL', charges)).toBe('-0.41');
    expect(labelText(3, 2, 'C', charges)).toBe('1.00');
  });
  it('leaves an atom without a charge unlabelled', () => {
    expect(labelText(3, 3, 'H', charges)).toBe('');
    expect(labelText(3, 0, 'H', undefined)).toBe('');
  });
});

describe('toggleAtom (000 §4: a click toggles the atom)', () => {
  it('adds an unselected atom in order and removes a selected one', () => {
    expect(toggleAtom([0, 5], 3)).toEqual([0, 3, 5]);
    expect(toggleAtom([0, 3, 5], 3)).toEqual([0, 5]);
  });
});
