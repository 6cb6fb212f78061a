export { buildDataNeeds, buildSystem } from './build-system.js';
export type { AtomChoice, BuildMeta, BuildRequest, BuildResult, SeminarioRequest } from './build-request.js';
export { LONE_PAIR_TYPE, offeredTypes, type OfferedTypes } from './atom-choices.js';
export { checkBackupChoice } from './backup.js';
export { isBuildError } from './build-error.js';
