import type { BuilderFlow, BuilderFlowId, ComputingSoftwareId } from '@topoforge/chem';
import type { TopologyPayload } from '@topoforge/contract';
import type { ComponentType } from 'react';
import type { Messages } from '../../../i18n/resources/en';

/** Key under `wizard.titles` of a builder page's title (002 §2). */
export type BuilderTitleKey = keyof Messages['wizard']['titles'];
/** Key under `wizard.steps` of a step's name in the step bar. */
export type StepTitleKey = keyof Messages['wizard']['steps'];

/** One step of a builder: its name in the step bar and what it shows. */
export interface WizardStep {
  readonly title: StepTitleKey;
  readonly Component: ComponentType;
}

/** A builder's own state beside the engine's: reset whenever its page opens (createBuilderSlice). */
export interface BuilderSlice {
  readonly reset: () => void;
}

/** One value of a builder's own slice, for a shared step to show and change (sliceField). */
export interface SliceField<V> {
  /** The value, re-rendering the component when it changes (a hook). */
  readonly useValue: () => V;
  readonly get: () => V;
  readonly set: (value: V) => void;
}

/**
 * Variant D's computer list (001 §2.6, §4): step 3 loads a server list of force fields; when the first
 * atom's force field is in it, only `listedOnly` are offered. `preferred` is the default either way.
 */
export interface ComputerRule {
  readonly load: (signal: AbortSignal) => Promise<readonly string[]>;
  readonly listedOnly: readonly ComputingSoftwareId[];
  readonly preferred: ComputingSoftwareId;
}

/** A builder page's steps and rules: loaded with the wizard, when its page is opened. */
export interface BuilderDefinition {
  /** The builder's row of chem's flow table (BUILDER_FLOWS): upload rules, lists, backup, softwares. */
  readonly flow: BuilderFlow;
  readonly steps: readonly WizardStep[];
  readonly slice?: BuilderSlice;
  /**
   * Where the builder keeps its backup force field (000 §9), in its own slice: required exactly when
   * its flow has the backup selector (`flow.backup`).
   */
  readonly backup?: SliceField<string>;
  /** Narrows step 3's softwares by a server list (the framework page), where the builder has one. */
  readonly computers?: ComputerRule;
  /** A structure the server built and keeps (the polymer page, 001 §7): its own charge call and payload. */
  readonly chain?: ChainCalls;
}

/**
 * The calls of a builder whose structure lives on the server (the polymer chain, by its number): step 2
 * asks it for the charges instead of the charge call on the mol2, and the topology download adds its
 * fields (the chain's `sequence`, 001 §3 download payload).
 */
export interface ChainCalls {
  readonly charges: (
    body: { readonly chargetype: string; readonly scale: number },
    options: { readonly job: string; readonly signal: AbortSignal },
  ) => Promise<number[]>;
  readonly payloadFields: () => Pick<TopologyPayload, 'sequence' | 'polymer_charges'>;
}

/** The backup force-field choice of a builder whose flow has one, else null (backupOf checks they agree). */
export function backupOf(builder: BuilderDefinition): SliceField<string> | null {
  if (!builder.flow.backup) return null;
  if (builder.backup === undefined) {
    throw new Error(`the ${builder.flow.id} flow has a backup selector but its builder keeps no backup`);
  }
  return builder.backup;
}

/**
 * A builder page as the route list and the links know it: light, so the home page does not load the
 * wizard. `load` brings the definition with its steps.
 */
export interface BuilderPage {
  /** The spec's route name under /personal-space/auto-ff (002 §2.3), also the flow-table row's id. */
  readonly id: BuilderFlowId;
  readonly path: string;
  readonly titleKey: BuilderTitleKey;
  readonly load: () => Promise<BuilderDefinition>;
}

/** Where the builder pages live (002 §2: /personal-space/auto-ff redirects to the all-atom page). */
export const AUTO_FF_PATH = '/personal-space/auto-ff';
export const builderPagePath = (id: BuilderFlowId): string => `${AUTO_FF_PATH}/${id}`;

/** A builder page's route entry: `load` imports the builder's definition (its own chunk). */
export const builderPage = (
  id: BuilderFlowId,
  titleKey: BuilderTitleKey,
  load: () => Promise<BuilderDefinition>,
): BuilderPage => ({ id, path: builderPagePath(id), titleKey, load });
