/** Base path of the forward-service client (spec 002 §7). */
export const FORWARD_BASE = '/cgi/forward/autoff';
/** The builder's calls live under the spec's `/api/` prefix behind the forward base. */
export const BUILDER_BASE = `${FORWARD_BASE}/api`;

/** Full path of a builder call, e.g. builderPath('forcefield/checkff'). */
export const builderPath = (path: string): string => `${BUILDER_BASE}/${path}`;
