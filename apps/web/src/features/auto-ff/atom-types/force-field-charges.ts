/**
 * Force fields whose partial charges are part of the force field (TraPPE-UA sites, GROMOS 54A7 atom
 * charges, CL&P ion charges, ClayFF's charge per species, Cygan et al. 2004 Table 1): the parameter call
 * applies them, so the wizard offers no charge method.
 */
export const FORCE_FIELD_CHARGE_NAMES: readonly string[] = ['TraPPE-UA', 'GROMOS-54A7', 'CL&P', 'CLAYFF'];

/** charge_type recorded with a parameter call whose charges come from the force field. */
export const FORCE_FIELD_CHARGE_TYPE = 'force-field';

/**
 * True when every selected force field brings its own charges. A mix with a force field that needs
 * computed charges (GAFF + CL&P) still offers the charge methods: those atoms need them.
 */
export const chargesFromForceField = (selected: readonly string[]): boolean =>
  selected.length > 0 && selected.every((name) => FORCE_FIELD_CHARGE_NAMES.includes(name));
