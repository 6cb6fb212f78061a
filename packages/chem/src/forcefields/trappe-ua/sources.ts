/**
 * The TraPPE-UA papers the numbers of this folder come from. TraPPE publishes energies as ε/k_B and
 * force constants as k/k_B in kelvin; the data modules keep the published units and the conversion
 * to GROMACS units happens once, in units.ts. The numbers were checked against three independent
 * transcriptions: the alkane rows against GOMC's Par_TraPPE_Alkanes_CHARMM.inp (GOMC-WSU/GOMC), the
 * alkane and alcohol rows against MoSDeF foyer's trappe-ua.xml (RB form; trappe-ua.test.ts repeats
 * that check), and the site parameters against the Siepmann group's MCCCS-MN parameter table.
 * Ethers, ketones and aldehydes are not here: their bonded terms could not be confirmed that way.
 */
export const TRAPPE_UA_SOURCES = {
  alkanes:
    'Martin & Siepmann, J. Phys. Chem. B 1998, 102, 2569 (doi:10.1021/jp972543+): n-alkanes (CH4, CH3, CH2)',
  branched:
    'Martin & Siepmann, J. Phys. Chem. B 1999, 103, 4508 (doi:10.1021/jp984742e): branched alkanes (CH, C)',
  alcohols:
    'Chen, Potoff & Siepmann, J. Phys. Chem. B 2001, 105, 3093 (doi:10.1021/jp003882x): primary, secondary and tertiary alcohols',
} as const;

export type TrappeUaFamily = keyof typeof TRAPPE_UA_SOURCES;

/** Force-field name carried by every System row this data produces. */
export const TRAPPE_UA = 'TraPPE-UA';
