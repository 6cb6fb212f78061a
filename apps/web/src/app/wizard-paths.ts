/** The all-atom wizard's page (002 §2: /personal-space/auto-ff redirects here). */
export const ALL_ATOM_PATH = '/personal-space/auto-ff/all-atom';
/** The united-atom wizard's page (002 §2, titled "united-atom"). */
export const UNITED_ATOM_PATH = '/personal-space/auto-ff/united-atom';
/** The ionic-liquid wizard's page (002 §2, titled "ionic liquid"). */
export const ION_LIQUID_PATH = '/personal-space/auto-ff/ion-liquid';
