import { HEALTH_ROUTE } from '../health.js';
import { CHARGE_ROUTES } from './charge.js';
import { JOB_ROUTES } from './job.js';
import { CONVERT_ROUTES } from './convert.js';
import { LIBRARY_ROUTES } from './library.js';
import { CRYSTAL_LIBRARY_ROUTES } from './crystal-library.js';
import type { ApiRouteSpec } from './route-spec.js';
import { AUTH_ROUTES } from './auth.js';
import { USER_CENTER_ROUTES } from './user-center.js';
import { ACCOUNT_ROUTES } from './accounts.js';
import { registerRoute } from './registration.js';
import { CONSULTATION_ROUTES } from './consultation.js';
import { TOPFILE_ROUTES } from './topfile.js';
import { FORCEFIELD_ROUTES } from './forcefield.js';
import { POLYMER_ROUTES } from './polymer.js';
import { CARBON_ROUTES } from './carbon.js';
import { CARBON_FUNCTIONAL_ROUTES } from './carbon-functional.js';
import { POTENTIAL_ROUTES } from './potentials.js';
import { COARSE_ROUTES } from './coarse.js';
import { OAUTH_ROUTES } from './oauth.js';
import { WECHAT_ROUTES } from './wechat.js';
import { REFERENCE_DATA_ROUTES } from './reference-data.js';
import { VERIFICATION_ROUTES } from './verification.js';
import { CONTENT_ROUTES } from './content.js';
import { REFERENCE_ADMIN_ROUTES } from './reference-admin.js';
import { HPC_ROUTES } from './hpc.js';
import { RESEARCH_GROUP_ROUTES } from './research-groups.js';
import { MEMBERSHIP_ROUTES } from './membership.js';
import { NOTIFICATION_ROUTES } from './notifications.js';
import { CATALOGUE_ROUTES } from './catalogue.js';
import { USER_PROFILE_ROUTES } from './user-profile.js';
import { STORAGE_ROUTES } from './storage.js';

/**
 * Every HTTP call of the server, in the order docs/api.md lists them. The server registers exactly these
 * (a test checks), and docs/api.md and the OpenAPI document at /cgi/docs are generated from them.
 */
export const API_ROUTES: readonly ApiRouteSpec[] = [
  HEALTH_ROUTE,
  ...AUTH_ROUTES,
  ...USER_CENTER_ROUTES,
  ...ACCOUNT_ROUTES,
  registerRoute,
  ...CONSULTATION_ROUTES,
  ...OAUTH_ROUTES,
  ...WECHAT_ROUTES,
  ...VERIFICATION_ROUTES,
  // Registration and consultation reference data (002 §3, §5): universities, e-mail domains, words, regions.
  ...REFERENCE_DATA_ROUTES,
  ...REFERENCE_ADMIN_ROUTES,
  // The job centre on Slurm and computing credit (002 §2.3 compute-enter, §2.8, §3 Job and Hashrate).
  ...HPC_ROUTES,
  // The public site's notices, news and pages (002 §1, §7 admin-service).
  ...CONTENT_ROUTES,
  // Research groups, membership, notifications, profile, products, ads and rewards (issue 23 items 4, 5).
  ...RESEARCH_GROUP_ROUTES,
  ...MEMBERSHIP_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...CATALOGUE_ROUTES,
  ...USER_PROFILE_ROUTES,
  // Cloud storage: personal and research-group spaces, shard and single uploads (002 §7; issue 23 item 3).
  ...STORAGE_ROUTES,
  // The EAM/ReaxFF module browsers (001 §7) and their file download.
  ...POTENTIAL_ROUTES,
  // The builder, in the order the wizard calls it: structure, force fields, charges, download.
  ...LIBRARY_ROUTES,
  ...CRYSTAL_LIBRARY_ROUTES,
  ...CONVERT_ROUTES,
  ...POLYMER_ROUTES,
  ...CARBON_ROUTES,
  ...CARBON_FUNCTIONAL_ROUTES,
  ...COARSE_ROUTES,
  ...FORCEFIELD_ROUTES,
  ...CHARGE_ROUTES,
  ...JOB_ROUTES,
  ...TOPFILE_ROUTES,
];
