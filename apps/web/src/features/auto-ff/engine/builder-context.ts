import type { UploadFlow } from '@topoforge/chem';
import { createContext, useContext } from 'react';
import type { BuilderDefinition, BuilderPage } from './builder';

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
