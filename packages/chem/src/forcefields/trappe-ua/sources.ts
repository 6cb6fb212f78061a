/**
 * The TraPPE-UA papers the numbers of this folder come from. TraPPE publishes energies as ε/k_B and
 * force constants as k/k_B in kelvin; the data modules keep the published units and the conversion
 * to GROMACS units happens once, in units.ts. The numbers were checked against three independent
 * transcriptions: the alkane rows against GOMC's Par_TraPPE_Alkanes_CHARMM.inp (GOMC-WSU/GOMC), the
 * alkane and alcohol rows against MoSDeF foyer's trappe-ua.xml (RB form; trappe-ua.test.ts repeats
 * that check), and the site parameters against the Siepmann group's MCCCS-MN parameter table.
 * The ether rows were checked against two independent transcriptions: the Siepmann group's MCCCS-MN
 * code (suijtab.f sites 71–73, suvibe.f bond 44, bends 56–57, torsion type 25; mirrored on GitHub as
 * xuebai1990/MCCCS) and the Maginn group's Cassandra examples (Examples/NVT/dimethylether/dme.mcf,
 * Examples/NPT/diethylether/dee.mcf, MaginnGroup/Cassandra). Only what both state is here: ether CH
 * and C sites, O–CH2–CH2–CHx torsions, ketones and aldehydes are not (see the report of issue 8).
 */
export const TRAPPE_UA_SOURCES = {
  alkanes:
    'Martin & Siepmann, J. Phys. Chem. B 1998, 102, 2569 (doi:10.1021/jp972543+): n-alkanes (CH4, CH3, CH2)',
  branched:
    'Martin & Siepmann, J. Phys. Chem. B 1999, 103, 4508 (doi:10.1021/jp984742e): branched alkanes (CH, C)',
  alcohols:
    'Chen, Potoff & Siepmann, J. Phys. Chem. B 2001, 105, 3093 (doi:10.1021/jp003882x): primary, secondary and tertiary alcohols',
  ethers:
    'Stubbs, Potoff & Siepmann, J. Phys. Chem. B 2004, 108, 17596 (doi:10.1021/jp049459w): ethers (O with CH3/CH2 neighbours)',
} as const;

export type TrappeUaFamily = keyof typeof TRAPPE_UA_SOURCES;

/** Force-field name carried by every System row this data produces. */
export const TRAPPE_UA = 'TraPPE-UA';
