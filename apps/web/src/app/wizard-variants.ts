import type { ForceFieldListPath } from '@topoforge/contract';
import { ALL_ATOM_PATH, ION_LIQUID_PATH, UNITED_ATOM_PATH } from './wizard-paths';

/** The wizard variants this release routes (000 §1: variants of one wizard; 002 §2 builder pages). */
export type WizardVariantId = 'all-atom' | 'united-atom' | 'ion-liquid';

/** What tells one variant of the shared wizard from another; everything else is the same wizard. */
export interface WizardVariant {
  readonly id: WizardVariantId;
  readonly path: string;
  /** Key under `wizard.titles` of the page title (002 §2). */
  readonly titleKey: 'allAtom' | 'unitedAtom' | 'ionLiquid';
  /** The force-field list step 1 offers (000 §7 list routes; its first entry is the default). */
  readonly forceFieldList: ForceFieldListPath;
  /**
   * Whether step 1 shows the backup force-field selector (000 §2: the non-crystal all-atom flow). A
   * backup supplies all-atom parameters, which would be wrong for united-atom sites or CL&P ions.
   */
  readonly backupPicker: boolean;
  /**
   * Whether the list's default is put into the selected list when the page opens. The all-atom flow
   * combines force fields by dragging them in (as before); the united-atom and ionic-liquid flows
   * parameterize with one force field, so its default is chosen for the user.
   */
  readonly selectDefault: boolean;
}

export const WIZARD_VARIANTS: readonly WizardVariant[] = [
  {
    id: 'all-atom',
    path: ALL_ATOM_PATH,
    titleKey: 'allAtom',
    forceFieldList: 'supported',
    backupPicker: true,
    selectDefault: false,
  },
  {
    id: 'united-atom',
    path: UNITED_ATOM_PATH,
    titleKey: 'unitedAtom',
    forceFieldList: 'ua',
    backupPicker: false,
    selectDefault: true,
  },
  {
    id: 'ion-liquid',
    path: ION_LIQUID_PATH,
    titleKey: 'ionLiquid',
    forceFieldList: 'il',
    backupPicker: false,
    selectDefault: true,
  },
];

export function wizardVariant(id: WizardVariantId): WizardVariant {
  const variant = WIZARD_VARIANTS.find((v) => v.id === id);
  if (variant === undefined) throw new Error(`unknown wizard variant ${id}`);
  return variant;
}

/** The backup sent with the parameter call: none ('-') in a variant without the backup selector. */
export const NO_BACKUP = '-';
export const parameterBackup = (variant: WizardVariant, stored: string): string =>
  variant.backupPicker ? stored : NO_BACKUP;

/** The default force field of a list: its first entry (000 §7); undefined for an empty list. */
export const defaultForceField = (offered: readonly string[]): string | undefined => offered[0];

/**
 * The selection once the variant's list has arrived: a variant that selects its default gets it when
 * nothing is selected yet; a selection already made (coming back from step 2) is kept as it is.
 */
export function initialSelection(
  variant: WizardVariant,
  offered: readonly string[],
  selected: readonly string[],
): readonly string[] {
  const first = defaultForceField(offered);
  if (!variant.selectDefault || selected.length > 0 || first === undefined) return selected;
  return [first];
}
