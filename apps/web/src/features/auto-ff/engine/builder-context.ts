import type { UploadFlow } from '@topoforge/chem';
import { createContext, useContext } from 'react';
import type { BuilderDefinition, BuilderPage, SliceField } from './builder';
import { backupOf } from './builder';

export interface OpenBuilder {
  readonly page: BuilderPage;
  readonly builder: BuilderDefinition;
}

/** The builder whose page shows the wizard; the shared steps read its flow-table row from here. */
export const BuilderContext = createContext<OpenBuilder | null>(null);

export function useOpenBuilder(): OpenBuilder {
  const open = useContext(BuilderContext);
  if (open === null) throw new Error('a wizard step rendered outside a builder page');
  return open;
}

/** The flow-table row of the open builder page. */
export const useBuilderFlow = (): BuilderDefinition['flow'] => useOpenBuilder().builder.flow;

/** The upload rules of the open builder's file input; a builder without one has no upload step. */
export function useUploadFlow(): UploadFlow {
  const flow = useBuilderFlow();
  if (flow.upload === null) throw new Error(`the ${flow.id} flow takes no uploaded file`);
  return flow.upload;
}

/**
 * The upload flow the open builder's calls send as `flow` (the server applies its limits); undefined for
 * a builder without a file input, whose calls leave the server's default.
 */
export const useRequestFlow = (): UploadFlow | undefined => useBuilderFlow().upload ?? undefined;

/** The open builder's backup force-field choice, null where its flow has no backup selector. */
export const useBackupChoice = (): SliceField<string> | null => backupOf(useOpenBuilder().builder);
