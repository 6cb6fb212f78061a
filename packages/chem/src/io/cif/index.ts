import type { StructureFormat } from '../format.js';
import { readCif } from './read.js';
import { writeCif } from './write.js';

export const cifFormat: StructureFormat = {
  id: 'cif',
  name: 'Crystallographic Information File',
  extensions: ['cif'],
  capabilities: {
    multipleRecords: true,
    cell: true,
    bonds: true,
    bondOrders: false,
    formalCharges: false,
    partialCharges: true,
    atomTypes: false,
    residues: false,
  },
  notes:
    'Reads CIF 1.1 data blocks: cell, atom sites (fractional or Cartesian, occupancy, _atom_site_charge as partial charges; element from the type symbol, else from the label), ' +
    'expanded with the listed symmetry operators (wrapped into [0,1), duplicates within 0.01 Å removed). ' +
    'Without operators they are generated from the Hall symbol, else the Hermann–Mauguin symbol (530 settings of International Tables; spacing and case free, :1/:2 origin, :H/:R axes — taken from the cell when not given; an unstated origin choice is chosen by the structure: no atoms closer than 0.5 Å, fewer atoms), else the IT number, with an info saying which; ' +
    'an expanded cell that is no whole multiple of _chemical_formula_sum is warned about, an unknown symbol is a warning naming it and the sites are read as P1. ' +
    'Symmetry images of one fully occupied site closer than 0.4 Å (a site split around a symmetry element) are kept once, with a warning. ' +
    'Disordered positions (partially occupied sites closer than 0.4 Å: mixed sites, split positions) become the site of largest occupancy and other partial sites are kept as full atoms, each with a warning naming the sites; ' +
    'hydrogens that _chemical_formula_sum lists but the sites lack are reported (not added), naming the candidate O sites; ' +
    'sites of elements the formula does not list are named, and AMCSD "Wat" labels without a type symbol are read as water O (not W) with a warning. ' +
    'Bonds are read from the _geom_bond loop of a P1 block (symmetry codes 1_klm give the periodic images). ' +
    'Writes P1 (with _atom_site_charge when partial charges exist) and the bonds as a _geom_bond loop with symmetry codes.',
  read: readCif,
  write: writeCif,
};
