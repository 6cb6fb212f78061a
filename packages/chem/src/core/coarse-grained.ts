/**
 * The coarse-grained force fields as a System's atoms name them (SystemAtom.forceField). A wire atom of
 * one of these is a bead, not an element: the structure read back from a parameter set gives it the
 * pseudo-element 0, as the coarse-grained System was built (coarse/params), so no writer calls a bead
 * "B1" boron.
 */
export const COARSE_GRAINED_FORCE_FIELDS = { martini3: 'Martini 3', martini2: 'Martini 2.2' } as const;

const NAMES: ReadonlySet<string> = new Set(Object.values(COARSE_GRAINED_FORCE_FIELDS));

export const isCoarseGrainedForceField = (forceField: string): boolean => NAMES.has(forceField);
