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
    wizardLink: 'Open the all-atom force-field wizard',
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
  wizard: {
    allAtomTitle: 'All-atom force field',
    steps: { structure: 'Structure', atomTypes: 'Atom types', topology: 'Topology' },
    previous: 'Previous',
    next: 'Next',
    backToTop: 'Back to top',
    loading: 'Loading…',
    step2Unavailable: 'Step 2 (atom types) is not available yet in this version',
    step2Summary:
      'The force-field check passed for {{forces}} with water model {{water}}; the structure has {{count}} atoms. ' +
      'Atom types, charges and parameters come with the next version.',
    tip: 'Tip',
    warning: 'Warning',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  upload: {
    button: 'Upload local file',
    hint: 'Accepted: .mol, .pdb, .xyz, .mol2; at most 1 MB and 4000 atoms.',
    noFile: 'No file loaded',
    downloadOriginal: 'Download original file',
    extension: 'only .mol, .pdb, .xyz, .mol2 files are supported',
    size: 'file size exceeds 1M limit',
    atomCount: 'atom count cannot exceed {{limit}}',
    unreadable: 'the atom count could not be read from this file',
    loaded: 'file loaded: {{name}}',
  },
  method: {
    label: 'Structure source',
    create: 'Create a molecular structure',
    select: 'Select a molecular structure',
    sketcherLoading: '2D sketcher loading…',
  },
  library: {
    title: 'Molecule library',
    hint: 'Double-click a folder to open it; click a file to select it.',
    back: 'Back to parent folder',
    noData: 'No data',
    selected: 'Selected: {{name}}',
  },
  structure: {
    generate: 'Generate 3D structure',
    noFile: 'no selected .mol, .pdb, .xyz, .mol2, .cif file',
    emptySketch: 'the sketch is empty: draw a molecule first',
    viewerLoading: '3D viewer loading…',
    showModel: 'Show model',
    atoms: '{{count}} atoms',
    waterModel: 'Water model',
    backup: 'Backup force field',
    charge: 'Charge',
  },
  forceFields: {
    label: 'Force fields',
    available: 'Available',
    selected: 'Selected (drag to reorder)',
    dropHere: 'Drag force fields here',
    noneAvailable: 'No other force field available',
    add: 'Add {{name}}',
    remove: 'Remove {{name}}',
    limit: 'selectable force field limit is 5',
    required: 'please select at least one force field',
  },
  download: {
    button: 'Download structure',
    title: 'Download structure file',
    fileName: 'File name',
    format: 'File format',
    fileNameRequired: 'please enter file name!',
    formatRequired: 'please select file format!',
    noMol2: 'no mol2 text to download',
    ok: 'Download',
    done: 'file downloaded',
    failed: 'download error',
  },
  api: {
    noticeTitle: 'Notice',
    timeout: 'request timed out, please retry later',
    confirm: 'OK',
    generic: 'interface returned error',
  },
  login: {
    title: 'Log in',
    unavailable: 'The login pages come with the platform release; this version has no login page yet.',
    remembered: 'After logging in you would go back to {{path}}.',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address.',
    home: 'Go to the home page',
  },
};

export type Messages = typeof en;
