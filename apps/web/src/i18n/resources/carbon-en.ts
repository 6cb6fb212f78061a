/** The carbon-material page's texts (001 §2.4, §3, §5), English; carbon-zh.ts has the same shape. */
export const carbonEn = {
  items: {
    fullerene: 'Fullerene',
    graphene: 'Graphene sheet',
    swnt: 'Single-wall nanotube',
    mwnt: 'Multi-wall nanotube',
    functional: 'Add functional group',
    graphyne: 'Graphyne/graphdiyne',
  },
  functionalNeedsStructure: 'Item 5 adds functional groups to the current structure: build one first.',
  graphyneNote:
    'Item 6 (graphyne/graphdiyne) is not available yet: its cells are built from bond lengths, and ' +
    'TopoForge does not yet carry a published set of them to cite. δ-GY and 6,6,12-GY will not be ' +
    'offered until a single published definition can be cited.',
  tree: {
    back: 'Back one level',
    none: 'No node selected: open an atom count, then a point group, and pick an isomer.',
    leaf: 'Selected isomer: {{node}}',
    notLeaf: 'Selected: {{node}} (not an isomer: open it and pick one)',
    failed: 'The fullerene list could not be loaded.',
  },
  fields: {
    rcc: 'Rcc (C–C bond, Å)',
    terminalH: 'terminal_H',
    terminalHHint: 'On: cut edges end in C–H (1.09 Å). Off: periodic, bonds through the cell boundary.',
    grapheneHint: 'x, y: repeats (1–20) of the orthorhombic 4-atom cell.',
    type: 'Type',
    types: { zigzag: 'Zigzag', armchair: 'Armchair' },
    circle: 'Diameter (Å, {{min}}–{{max}})',
    period: 'Length (periods, {{min}}–{{max}})',
    walls: 'Walls ({{min}}–{{max}})',
    tubeHint:
      'The tube whose diameter is closest to the one asked for is built; the diameter built is reported ' +
      'below. Multi-wall tubes are spaced as close to 3.4 Å as the chiralities allow.',
    group: 'Functional group',
    count: 'Count',
    orientation: 'Orientation',
    functionalHint:
      'Bridging O and hydroxyl go on the basal plane; ether, amino, carboxyl, nitro and carbonyl replace ' +
      'an edge C–H (an H-terminated structure).',
  },
  groups: {
    _O_: 'bridging oxygen',
    '-O-': 'ether',
    '-OH': 'hydroxyl',
    '-NH2': 'amino',
    '-COOH': 'carboxyl',
    '-NO2': 'nitro',
    '=O': 'carbonyl',
  },
  orientations: { random: 'Random', upward: 'Upward', downward: 'Downward' },
  rules: {
    notDeepest: 'Node not selected or the selected node is not the deepest level',
    x: 'x must be a whole number from {{min}} to {{max}}',
    y: 'y must be a whole number from {{min}} to {{max}}',
    rcc: 'Rcc must be from {{min}} to {{max}} Å',
    circle: 'The diameter must be from {{min}} to {{max}} Å',
    period: 'The length must be a whole number of periods from {{min}} to {{max}}',
    walls: 'The number of walls must be a whole number from {{min}} to {{max}}',
    count: 'The count must be a whole number from {{min}} to {{max}}',
  },
  built: {
    fullerene: 'Built {{name}}: point group {{pointGroup}}, Atlas number {{atlas}}, {{atoms}} atoms.',
    tube:
      'Built {{walls}} (diameter built); length {{length}} Å ({{periods}} periods), {{atoms}} atoms, ' +
      '{{hydrogens}} H.',
    graphene: 'Built a {{x}} × {{y}} sheet (cell {{a}} × {{b}} Å): {{atoms}} atoms, {{hydrogens}} H.',
    functional: 'Added {{count}} {{group}}: now {{formula}}.',
  },
};
