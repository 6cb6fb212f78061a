import type { AtomTypeLookup } from '../atom-types/use-atom-types';

/** How a builder's structure step treats the default of its force-field list (000 §7). */
export interface StructureStepOptions {
  /**
   * Whether the list's default is put into the selected list when the page opens (every molecule
   * builder does: all-atom gets GAFF, the spec's default force (000 §3, §9), beside which the user may
   * drag more; united-atom and ionic-liquid parameterize with their one default). False leaves it empty.
   */
  readonly selectDefault: boolean;
  /**
   * What Next asks before the wizard moves, in place of the atom-type lookup (the coarse-grained page
   * maps the molecule into beads); its failure keeps the wizard in step 1 with the message.
   */
  readonly beforeNext?: () => Promise<AtomTypeLookup>;
}

/** The default force field of a list: its first entry (000 §7); undefined for an empty list. */
export const defaultForceField = (offered: readonly string[]): string | undefined => offered[0];

/**
 * The selection once the builder's list has arrived: a builder that selects its default gets it when
 * nothing is selected yet; a selection already made (coming back from step 2) is kept as it is.
 */
export function initialSelection(
  options: StructureStepOptions,
  offered: readonly string[],
  selected: readonly string[],
): readonly string[] {
  const first = defaultForceField(offered);
  if (!options.selectDefault || selected.length > 0 || first === undefined) return selected;
  return [first];
}

/** The backup to show: the stored one when the server offers it, else the server's first (its default). */
export function pickBackup(stored: string, offered: readonly string[]): string {
  return offered.includes(stored) ? stored : (offered[0] ?? stored);
}
