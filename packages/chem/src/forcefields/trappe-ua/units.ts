/**
 * k_B N_A in kJ mol⁻¹ K⁻¹, exact since the 2019 SI (k_B = 1.380649e-23 J/K, N_A = 6.02214076e23
 * mol⁻¹): TraPPE's ε/k_B, k/k_B and torsion coefficients are in kelvin.
 */
export const KJ_PER_MOL_PER_KELVIN = (1.380649e-23 * 6.02214076e23) / 1000;

export const kelvinToKjPerMol = (kelvin: number): number => kelvin * KJ_PER_MOL_PER_KELVIN;
