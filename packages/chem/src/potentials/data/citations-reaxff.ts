import type { CitationRecord } from './citation-types.js';
import { HEADER as H, README_REAX as R } from './citation-types.js';

/*
 * The ReaxFF files of Debian's lammps-data (20220106), keyed by SHA-256: the header's CITATION written
 * out as fields, titles where the potentials folder's README.reax gives them, the DOI where the header
 * prints it. No abstracts are reproduced.
 */
export const REAXFF_CITATIONS: Readonly<Record<string, CitationRecord>> = {
  '7813cc55f15171b89a50f9f03b210b3e3a014fac794c157e3bcab1ecfdaa8d96': {
    fileName: 'ffield.reax.AB',
    authors: ['Weismiller, M.R.; van Duin, A.C.T.; Lee, J.; Yetter, R.A.', R],
    year: ['2010', H],
    journal: ['J Phys Chem A', H],
    volume: ['114', H],
    pages: ['5485-5492', H],
  },
  '5844788b0b28a7d2a8119d9e95b8c5f39594e6aa0ea644a2272b52e1e619ccda': {
    fileName: 'ffield.reax.AuO',
    authors: ['Joshi et al', H],
    year: ['2010', H],
    journal: ['J Mat Chem', H],
    volume: ['20', H],
    pages: ['10431-10437', H],
  },
  db41eb3874e43d97fff3fdad16fddba44722854786b61753994aa2ee79971e4d: {
    fileName: 'ffield.reax.FC',
    authors: ['Singh', H],
    year: ['2013', H],
    journal: ['Phys Rev B', H],
    volume: ['87', H],
    pages: ['104114', H],
  },
  '201cb64d0f9c3f1ff89b72119692fcb81d8b87bbe1bea26756822e5d927ccb80': {
    fileName: 'ffield.reax.Fe_O_C_H',
    authors: ['Aryanpour, M.; van Duin, A. C. T.; Kubicki, J. D.', R],
    year: ['2010', H],
    journal: ['J Phys Chem A', H],
    volume: ['114', H],
    pages: ['6298-6307', H],
  },
  '58631f2d005c142de88ebed6fed5b1060c0531a1fb2426408a6c337c384ae0cf': {
    fileName: 'ffield.reax.V_O_C_H',
    authors: ['Chenoweth et al', H],
    year: ['2008', H],
    journal: ['J Phys Chem C', H],
    volume: ['112', H],
    pages: ['14645-14654', H],
  },
  b5af5a65573ce60f32405a973e33f7cc89a90bc69e624a8ca89811eb67b1a07b: {
    fileName: 'ffield.reax.ZnOH',
    authors: ['Raymand, D.; van Duin, A. C. T.; Spangberg, D.; Goddard, W. A.; Hermansson, K.', R],
    year: ['2010', H],
    journal: ['Surf Sci', H],
    volume: ['604', H],
    pages: ['741-752', H],
  },
  ee100a5dbbc360947e359c420ba8cf5c407633c0f3a8c336dd8bab557fc937e9: {
    fileName: 'ffield.reax.budzien',
    authors: ['J. Budzien, A. P. Thompson, and S. V. Zybin', R],
    year: ['2009', H],
    journal: ['J Phys Chem', H],
    volume: ['113', H],
    pages: ['13142', H],
    title: [
      'Reactive Molecular Dynamics Simulations of Shock Through a Single Crystal of Pentaerythritol Tetranitrate',
      R,
    ],
  },
  c5240c07e664dde5626fcdb740be1bdbe5e7e34d919902603db0bf962fea9aee: {
    fileName: 'ffield.reax.cho',
    authors: ['Kimberly Chenoweth, Adri C. T. van Duin, and William A. Goddard, III', R],
    year: ['2008', H],
    journal: ['J Phys Chem A', H],
    volume: ['112', H],
    pages: ['1040-1053', H],
    title: ['ReaxFF Reactive Force Field for Molecular Dynamics Simulations of Hydrocarbon Oxidation', R],
  },
  ea8a5842997291fdb9367c98524657e519e6dff36aee588593aff3921518decb: {
    fileName: 'ffield.reax.lg',
    authors: ['L. Liu, Y. Liu, S. V. Zybin, H. Sun and W. A. Goddard', R],
    year: ['2011', H],
    journal: ['Journal of Physical Chemistry A', R],
    volume: ['115', H],
    pages: ['11016-11022', H],
  },
  '46d5eb6af8cfc7aa5dbcae893d43e653904f39ddc947e9670335e7735bc5391c': {
    fileName: 'ffield.reax.mattsson',
    authors: [
      'T. R. Mattsson, J. M. D. Lane, K. R. Cochrane, M. P. Desjarlais, A. P. Thompson, F. Pierce, and G. S. Grest',
      R,
    ],
    year: ['2010', H],
    journal: ['Phys Rev B', H],
    volume: ['81', H],
    pages: ['054103', H],
    title: ['First-Principles and Classical Molecular Dynamics Simulation of Shocked Polymers', R],
  },
  b6ced12fc2ba1512b7081cfae79550e8f14402d0fc955f4d29b8366678c4cd0a: {
    fileName: 'ffield.reax.rdx',
    authors: ['Strachan et al', H],
    year: ['2003', H],
    journal: ['Phys Rev Lett', H],
    volume: ['91', H],
    pages: ['098301', H],
  },
  '634e0b1a8587076b8af7b2cb9a4331acd7f7d234afdf00844482658f0893ffc0': {
    fileName: 'ffield.ci-reax.CH',
    authors: [
      'Michal Kanski, Dawid Maciazek, Zbigniew Postawa, Adri C.T. van Duin, Chowdhury Ashraf, and Barbara J. Garrison',
      H,
    ],
    year: ['2018', H],
    journal: ['J. Phys. Chem. Lett.', H],
    volume: ['9', H],
    pages: ['359–363', H],
    doi: ['10.1021/acs.jpclett.7b03155', H],
    title: ['Development of a Charge-Implicit ReaxFF Potential for Hydrocarbon Systems', H],
  },
};
