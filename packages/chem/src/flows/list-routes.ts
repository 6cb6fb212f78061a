/**
 * The force-field list routes of the builder API (spec 000 §7 "Force-field lists (general, united-atom,
 * all-atom/backup, ion/crystal, carbon, inorganic, amino-acid) … first entry is the default"; 002 §7
 * forcefield/supported, aa, ua, il, carbon, inorganic, mof), declared once: the contract's routes, the
 * server's answers and the builder pages read this. `forceFields` is the force-field registry's flow
 * (forcefields/registry.ts FORCE_FIELD_FLOWS) whose list the route answers.
 */
export const FORCE_FIELD_LIST_ROUTES = {
  supported: { forceFields: 'general', label: 'the general molecule flow' },
  aa: { forceFields: 'aa', label: 'the all-atom (backup) selector' },
  ua: { forceFields: 'ua', label: 'the united-atom flow' },
  il: { forceFields: 'il', label: 'the ion/crystal flow' },
  carbon: { forceFields: 'carbon', label: 'the carbon-material flow' },
  inorganic: { forceFields: 'inorganic', label: 'the inorganic flow' },
  aminoacid: { forceFields: 'aminoacid', label: 'the amino-acid flow' },
  mof: { forceFields: 'mof', label: 'the framework (MOF/COF) flow' },
} as const;

export type ForceFieldListRoute = keyof typeof FORCE_FIELD_LIST_ROUTES;

/** The list-route ids in the table's order. */
export const FORCE_FIELD_LIST_ROUTE_IDS = Object.keys(FORCE_FIELD_LIST_ROUTES) as [
  ForceFieldListRoute,
  ...ForceFieldListRoute[],
];

export const isForceFieldListRoute = (name: string): name is ForceFieldListRoute =>
  Object.hasOwn(FORCE_FIELD_LIST_ROUTES, name);
