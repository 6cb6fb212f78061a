/** The coarse-grained page's texts (001 §2.3, §5, §8; 002 §2.9), English; coarse-zh.ts has the same shape. */
export const coarseEn = {
  beads: 'Beads',
  addBead: 'Add bead',
  collapseAll: 'Collapse all',
  expandAll: 'Expand all',
  remove: 'Remove',
  clickHint:
    'Click a non-hydrogen atom in the view to put it into the current bead or take it out of it; click a bead in the tree to make it current.',
  current: 'Current bead: {{name}}',
  noCurrent: 'No bead is current: add a bead first.',
  taken: 'atom already in bead {{bead}}',
  uncut: 'some atoms are not cut into a bead',
  uncutCount: 'Heavy atoms not in a bead yet ({{count}}): {{ids}}',
  forceField: 'Coarse-grained force field',
  noMapping: 'There are no beads yet: go back to step 1 and press Next.',
  shared: 'shared, ½',
  showAtoms: 'Show atoms',
  beadNumbers: 'Bead numbers',
  constraints: 'Constraints',
  constraintColumns: { i: 'Bead i', j: 'Bead j', funct: 'Function type', length: 'Length (nm)' },
  noConstraints: 'No constraints: this molecule has no ring of beads.',
  externalNonbonded:
    'This Martini 3 set takes its non-bonded parameters from the official {{file}}, which the server does not hold. The GROMACS topology #includes {{file}}: add that file beside the topology before running it. Other programs need the file on the server (an administrator places it at the configured path).',
};
