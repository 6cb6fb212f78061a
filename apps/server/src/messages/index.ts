import { AUTH_MESSAGES } from './auth.js';
import { REGISTRATION_MESSAGES } from './registration.js';
import { BUILD_MESSAGES } from './build.js';
import { CARBON_MESSAGES } from './carbon.js';
import { CARBON_FUNCTIONAL_MESSAGES } from './carbon-functional.js';
import { CHARGE_MESSAGES } from './charges.js';
import { CHEM_MESSAGES } from './chem.js';
import { COARSE_MESSAGES } from './coarse.js';
import { CONVERT_MESSAGES } from './convert.js';
import { FORCEFIELD_CHECK_MESSAGES } from './forcefield-check.js';
import { HTTP_MESSAGES } from './http.js';
import { JOB_MESSAGES } from './jobs.js';
import { LIBRARY_MESSAGES } from './library.js';
import { POLYMER_MESSAGES } from './polymer.js';
import { OAUTH_MESSAGES } from './oauth.js';
import { WECHAT_MESSAGES } from './wechat.js';
import { POTENTIAL_MESSAGES } from './potentials.js';
import { REFERENCE_DATA_MESSAGES } from './reference-data.js';
import { TOPOLOGY_MESSAGES } from './topology.js';
import { UPLOAD_MESSAGES } from './upload.js';
import { USER_CENTER_MESSAGES } from './user-center.js';
import { VERIFICATION_MESSAGES } from './verification.js';
import { CONTENT_MESSAGES } from './content.js';
import { REFERENCE_ADMIN_MESSAGES } from './reference-admin.js';
import { STORAGE_MESSAGES } from './storage.js';
import { MEMBERSHIP_MESSAGES } from './membership.js';
import { HPC_MESSAGES } from './hpc.js';
import type { LocalizedMessage, MessageCatalogue, MessageData } from './types.js';

export type { LocalizedMessage, MessageCatalogue, MessageData, MessageTemplate } from './types.js';

/**
 * The server's one message catalogue: every text a client can be shown, keyed by stable code, in English
 * and Chinese. Each area keeps its entries in its own file here; codes must not repeat (a test checks).
 * A key `code/variant` is one of several texts answered under the same wire code (kernel/http/errors.ts);
 * chem's error codes are keys as they are, filled from the error's data plus its English `message`.
 */
export const MESSAGE_PARTS: readonly MessageCatalogue[] = [
  HTTP_MESSAGES,
  JOB_MESSAGES,
  AUTH_MESSAGES,
  REGISTRATION_MESSAGES,
  CHEM_MESSAGES,
  FORCEFIELD_CHECK_MESSAGES,
  LIBRARY_MESSAGES,
  CHARGE_MESSAGES,
  CONVERT_MESSAGES,
  TOPOLOGY_MESSAGES,
  UPLOAD_MESSAGES,
  BUILD_MESSAGES,
  USER_CENTER_MESSAGES,
  POLYMER_MESSAGES,
  CARBON_MESSAGES,
  CARBON_FUNCTIONAL_MESSAGES,
  POTENTIAL_MESSAGES,
  COARSE_MESSAGES,
  OAUTH_MESSAGES,
  WECHAT_MESSAGES,
  REFERENCE_DATA_MESSAGES,
  VERIFICATION_MESSAGES,
  CONTENT_MESSAGES,
  REFERENCE_ADMIN_MESSAGES,
  STORAGE_MESSAGES,
  MEMBERSHIP_MESSAGES,
  HPC_MESSAGES,
];

export const MESSAGES: MessageCatalogue = Object.assign({}, ...MESSAGE_PARTS) as MessageCatalogue;

/** The text of `code` filled from `data`, or undefined when the catalogue has no entry for it. */
export function message(code: string, data: MessageData = {}): LocalizedMessage | undefined {
  const template = MESSAGES[code];
  return template?.(data);
}
