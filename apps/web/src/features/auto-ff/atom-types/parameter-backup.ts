import type { SliceField } from '../engine/builder';

/** The backup sent with the parameter call: none ('-') in a flow without the backup selector. */
export const NO_BACKUP = '-';

/** The backup of the parameter call: the builder's choice (backupOf), or none where it has none. */
export const parameterBackup = (choice: Pick<SliceField<string>, 'get'> | null): string =>
  choice === null ? NO_BACKUP : choice.get();
