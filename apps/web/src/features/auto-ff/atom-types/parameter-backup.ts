import type { BuilderFlow } from '@topoforge/chem';

/** The backup sent with the parameter call: none ('-') in a flow without the backup selector. */
export const NO_BACKUP = '-';
export const parameterBackup = (flow: Pick<BuilderFlow, 'backup'>, stored: string): string =>
  flow.backup ? stored : NO_BACKUP;
