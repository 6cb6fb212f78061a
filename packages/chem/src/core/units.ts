/**
 * Branded unit types. Internally coordinates are in Å and parameters in GROMACS units
 * (nm, kJ/mol, degrees, kJ/mol/nm², kJ/mol/rad²); conversions happen only at the edges,
 * through the named functions below (docs/adr/0001-units.md).
 */
declare const unit: unique symbol;
export type Brand<T, B extends string> = T & { readonly [unit]: B };

export type Angstrom = Brand<number, 'Å'>;
export type Nanometer = Brand<number, 'nm'>;
export type KJPerMol = Brand<number, 'kJ/mol'>;
export type KcalPerMol = Brand<number, 'kcal/mol'>;
export type Degree = Brand<number, 'deg'>;
export type Radian = Brand<number, 'rad'>;

/** Thermochemical calorie, the one AMBER, CHARMM and GROMACS use: 1 kcal = 4.184 kJ exactly. */
export const KJ_PER_KCAL = 4.184;

export const angstrom = (v: number): Angstrom => v as Angstrom;
export const nanometer = (v: number): Nanometer => v as Nanometer;
export const kjPerMol = (v: number): KJPerMol => v as KJPerMol;
export const kcalPerMol = (v: number): KcalPerMol => v as KcalPerMol;
export const degree = (v: number): Degree => v as Degree;

export const angstromToNanometer = (v: Angstrom): Nanometer => (v / 10) as Nanometer;
export const nanometerToAngstrom = (v: Nanometer): Angstrom => (v * 10) as Angstrom;
export const kcalToKJ = (v: KcalPerMol): KJPerMol => (v * KJ_PER_KCAL) as KJPerMol;
export const kjToKcal = (v: KJPerMol): KcalPerMol => (v / KJ_PER_KCAL) as KcalPerMol;
export const degreeToRadian = (v: Degree): Radian => ((v * Math.PI) / 180) as Radian;
export const radianToDegree = (v: Radian): Degree => ((v * 180) / Math.PI) as Degree;
