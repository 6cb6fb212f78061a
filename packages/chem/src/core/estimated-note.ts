/**
 * The estimated-parameter note as data (issue 16): beside the English `estimatedFrom` sentence (kept
 * for the files, the CLI and the zip's README), every estimated term says which rule estimated it
 * (`key`, one of this closed list) and the data it used (`values`: types, counts, source file and line,
 * never translated), so that an interface renders the note in its own language. Each key lists the
 * value names its texts may interpolate.
 */
export const ESTIMATED_NOTE_VALUES = {
  /** The user's fuzzy-mode candidate types stood in for the assigned ones. */
  fuzzyTypes: ['types', 'target'],
  /** Analogous types from the force field's correspondence table (parmchk2-style). */
  analogousTypes: ['types', 'target'],
  /** Bond from covalent radii and a Badger-type scaling of same-element bonds. */
  empiricalBond: ['count', 'pair', 'source'],
  /** Angle as the mean of same-element angles. */
  empiricalAngle: ['count', 'angle', 'source'],
  /** parmchk2's default improper of a planar centre. */
  planarImproper: ['centre'],
  /** OPLS-AA/L analogous bond types (analogue table). */
  oplsAnalogousTypes: ['types', 'target'],
  /** The nearest oplsaa.ff row of the same kind. */
  oplsNearestRow: ['types', 'file', 'line', 'target'],
  /** A torsion about a linear sp centre: zero. */
  oplsLinearTorsion: [],
  /** No oplsaa.ff torsion row with central atoms of these elements: zero. */
  oplsNoRowTorsion: [],
  /** A GROMOS 54A7 macro applied beyond its comment, by analogy. */
  gromosAnalogy: ['macro'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type EstimatedNoteKey = keyof typeof ESTIMATED_NOTE_VALUES;

/** The closed list of note keys, in a form zod's enum takes. */
export const ESTIMATED_NOTE_KEYS = Object.keys(ESTIMATED_NOTE_VALUES) as [
  EstimatedNoteKey,
  ...EstimatedNoteKey[],
];

export interface EstimatedNote {
  readonly key: EstimatedNoteKey;
  readonly values: Readonly<Record<string, string | number>>;
}

/** A note with its key's values (typed by the key's list of value names). */
export function estimatedNote<K extends EstimatedNoteKey>(
  key: K,
  values: { readonly [V in (typeof ESTIMATED_NOTE_VALUES)[K][number]]: string | number },
): EstimatedNote {
  return { key, values };
}
