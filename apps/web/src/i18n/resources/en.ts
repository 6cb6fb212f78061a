/** English texts; the shape of this object is the shape every other language must have. */
export const en = {
  app: {
    name: 'TopoForge',
    languageSwitch: 'Interface language',
  },
  home: {
    description:
      'TopoForge turns molecules, crystals, framework materials and polymers into force-field topology files ' +
      'for molecular simulation: you supply a structure, choose atom types and charges, review the bonded ' +
      'parameters and download input files for programs such as GROMACS, LAMMPS, AMBER and OpenMM.',
    wizardUnavailable: 'The builder wizard is not available yet in this release.',
  },
  health: {
    title: 'Server status',
    loading: 'Asking the server…',
    error: 'The server could not be reached: {{message}}',
    version: 'Server version',
    programs: 'External programs',
    found: 'found, version {{version}}',
    foundNoVersion: 'found, version unknown',
    notFound: 'not found',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    home: 'Go to the home page',
  },
};

export type Messages = typeof en;
