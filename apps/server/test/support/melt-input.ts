/** LAMMPS inputs: a short Lennard-Jones melt (writes log.lammps and dump.melt), after `sleep` seconds. */
export const meltInput = (sleep = 0): string =>
  [
    ...(sleep > 0 ? [`shell sleep ${sleep}`] : []),
    'units lj',
    'atom_style atomic',
    'lattice fcc 0.8442',
    'region box block 0 4 0 4 0 4',
    'create_box 1 box',
    'create_atoms 1 box',
    'mass 1 1.0',
    'velocity all create 3.0 87287',
    'pair_style lj/cut 2.5',
    'pair_coeff 1 1 1.0 1.0 2.5',
    'fix 1 all nve',
    'dump 1 all atom 50 dump.melt',
    'run 200',
    '',
  ].join('\n');
