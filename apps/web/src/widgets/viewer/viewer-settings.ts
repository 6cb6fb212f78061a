/**
 * The viewer's numbers from spec 000 §4 and §9, kept free of NGL so the wizard and unit tests can use them
 * without loading the 3D library.
 */

/** Wizard step whose viewer size applies: step 1 shows the structure large, steps 2–3 beside a table. */
export type ViewerStep = 1 | 2 | 3;

export interface ViewerSize {
  width: number;
  height: number;
}

/** Label layers of step 3 (000 §4): 0 none, 1 atom (element), 2 id (1-based serial), 3 charge. */
export type LabelMode = 0 | 1 | 2 | 3;

/** 000 §9: sizes are given for a 1920-pixel-wide screen; narrower screens scale them down. */
const DESIGN_SCREEN_WIDTH = 1920;
const BASE_SIZE: Record<ViewerStep, ViewerSize> = {
  1: { width: 900, height: 670 },
  2: { width: 600, height: 600 },
  3: { width: 600, height: 600 },
};

export function viewerSize(step: ViewerStep, screenWidth: number): ViewerSize {
  const base = BASE_SIZE[step];
  const scale = Math.min(Math.max(screenWidth, 0), DESIGN_SCREEN_WIDTH) / DESIGN_SCREEN_WIDTH;
  return { width: Math.round(base.width * scale), height: Math.round(base.height * scale) };
}

/** 000 §9: 16 segments, then 8, 6, 4, 2 above 50, 100, 200, 300 atoms (large systems stay fluid). */
const SEGMENT_STEPS: ReadonlyArray<readonly [number, number]> = [
  [300, 2],
  [200, 4],
  [100, 6],
  [50, 8],
];

export function sphereSegments(atomCount: number): number {
  for (const [above, segments] of SEGMENT_STEPS) if (atomCount > above) return segments;
  return 16;
}

/**
 * NGL builds mesh spheres from a subdivided icosahedron (level 0 has 20 faces, each level ×4) rather than
 * from segments. This picks the level whose face count is closest to a UV sphere of `segments` × `segments`
 * / 2 quads × 2 triangles, so the spec's detail steps reduce the triangle count the same way.
 */
export function icosahedronDetail(segments: number): number {
  const triangles = segments * segments;
  let best = 0;
  for (let level = 1; level <= 3; level++) {
    if (Math.abs(20 * 4 ** level - triangles) < Math.abs(20 * 4 ** best - triangles)) best = level;
  }
  return best;
}

/** 000 §4: zoom (initial camera distance over current distance) stays between 0.125 and 8. */
export const MIN_ZOOM = 0.125;
export const MAX_ZOOM = 8;

/** The camera distance allowed for `distance`, given the distance that fits the whole molecule. */
export function clampCameraDistance(distance: number, fitDistance: number): number {
  return Math.min(Math.max(distance, fitDistance / MAX_ZOOM), fitDistance / MIN_ZOOM);
}

/** mol2 and NGL spell elements in capitals ("CL"); labels use the chemical spelling ("Cl"). */
export function elementSymbol(element: string): string {
  return element.charAt(0).toUpperCase() + element.slice(1).toLowerCase();
}

/**
 * The label text of atom `index` (0-based). Charge labels show two decimals (000 §2 step 3); an atom
 * without a charge gets no label rather than a made-up one.
 */
export function labelText(
  mode: LabelMode,
  index: number,
  element: string,
  charges: readonly number[] | undefined,
): string {
  switch (mode) {
    case 0:
      return '';
    case 1:
      return elementSymbol(element);
    case 2:
      return String(index + 1);
    case 3: {
      const charge = charges?.[index];
      return charge === undefined || !Number.isFinite(charge) ? '' : charge.toFixed(2);
    }
  }
}

/** Clicking an atom toggles it in the selection (000 §4); the wizard keeps the list, sorted. */
export function toggleAtom(selected: readonly number[], index: number): number[] {
  return selected.includes(index)
    ? selected.filter((i) => i !== index)
    : [...selected, index].sort((a, b) => a - b);
}
