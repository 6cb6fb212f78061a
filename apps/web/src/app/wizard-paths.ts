/** The all-atom wizard's page (002 §2: /personal-space/auto-ff redirects here). */
export const ALL_ATOM_PATH = '/personal-space/auto-ff/all-atom';
