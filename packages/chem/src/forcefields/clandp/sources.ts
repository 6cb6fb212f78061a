/**
 * Where the CL&P numbers come from. The parameters were collected by the authors in the il.ff
 * database (github.com/agiliopadua/clandp, version 2021/05/14), which cites the papers below per ion
 * family; our tables are typed from it and keyed to the same papers so every row can be traced.
 */
export const CLANDP_SOURCES = {
  /** Dialkylimidazolium cations, chloride and hexafluorophosphate (and its 2004 correction, 108, 11250). */
  imidazolium: 'Canongia Lopes, Deschamps & Pádua, J. Phys. Chem. B 2004, 108, 2038, doi:10.1021/jp0362133',
  /** Ammonium and pyrrolidinium cations, bistriflamide and triflate. */
  ammonium: 'Canongia Lopes & Pádua, J. Phys. Chem. B 2004, 108, 16893, doi:10.1021/jp0476545',
  /** Pyridinium, phosphonium, dicyanamide, bromide; the CL&P summary of 2006. */
  pyridinium: 'Canongia Lopes & Pádua, J. Phys. Chem. B 2006, 110, 19586, doi:10.1021/jp063901o',
  /** The CL&P overview and the collected database. */
  overview: 'Canongia Lopes & Pádua, Theor. Chem. Acc. 2012, 131, 1129, doi:10.1007/s00214-012-1129-7',
  /** Alkyl chains, alcohols: OPLS-AA. */
  oplsAlkanes: 'Jorgensen, Maxwell & Tirado-Rives, J. Am. Chem. Soc. 1996, 118, 11225, doi:10.1021/ja9621760',
  /** Aromatic rings and impropers: AMBER (Cornell et al.). */
  amber: 'Cornell et al., J. Am. Chem. Soc. 1995, 117, 5179, doi:10.1021/ja00124a002',
  /** Chloride and bromide Lennard-Jones as il.ff now gives them (OPLS-AA halide ions). */
  oplsHalides: 'OPLS-AA halide ions as adopted by il.ff 2021/05/14 (earlier CL&P papers: see atom-types.ts)',
  /** Hexafluorophosphate bonded terms. */
  pf6: 'Lynden-Bell et al., J. Chem. Soc. Perkin Trans. 2 1999, 2365 (as used in CL&P 2004)',
  /** Triflate refinement (charges of OTF oxygens), fluorinated sulfonylamides. */
  triflate: 'Shimizu, Pádua & Canongia Lopes, Phys. Chem. Chem. Phys. 2017, 19, 29617 (as cited by il.ff)',
  /** Acetate and carboxylates: OPLS-AA. */
  oplsCarboxylates: 'OPLS-AA carboxylates (Jorgensen et al. 1996) as collected in il.ff 2021/05/14',
} as const;

export type ClandpSource = keyof typeof CLANDP_SOURCES;

/** Force-field name the System's atoms and provenance carry (the registry's name). */
export const CLANDP_NAME = 'CL&P';
export const CLANDP_VERSION = 'il.ff 2021/05/14';
