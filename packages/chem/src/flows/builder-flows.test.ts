import { describe, expect, it } from 'vitest';
import type { ChargeFlow } from '../charges/shared/methods-for.js';
import { chargeMethodsFor } from '../charges/shared/methods-for.js';
import { forceFieldList } from '../forcefields/registry.js';
import { UPLOAD_FLOWS } from '../io/upload/flows.js';
import { ENGINE_WRITERS, ENGINES_LEFT_OUT } from '../writers/registry.js';
import type { ChargeList } from './builder-flows.js';
import {
  BUILDER_FLOW_IDS,
  BUILDER_FLOWS,
  builderFlow,
  CHARGE_LISTS,
  isBuilderFlowId,
} from './builder-flows.js';
import { FORCE_FIELD_LIST_ROUTES } from './list-routes.js';
import { COMPUTING_SOFTWARES } from './softwares.js';

const CRYSTAL_FLOWS = ['mof-cof', 'inorganic-crystals'];

describe('BUILDER_FLOWS (spec 002 §2.3)', () => {
  it('has one row per builder page, in the spec order, ids unique', () => {
    const spec =
      'all-atom united-atom ion-liquid carbon-material mof-cof inorganic-crystals polymers multi-body reactive-force coarse';
    expect(BUILDER_FLOWS.map((f) => f.id).join(' ')).toBe(spec);
    expect(new Set(BUILDER_FLOW_IDS).size).toBe(BUILDER_FLOW_IDS.length);
  });

  it('marks only the pages built today as available', () => {
    expect(BUILDER_FLOWS.filter((f) => f.available).map((f) => f.id)).toEqual([
      'all-atom',
      'united-atom',
      'ion-liquid',
      'carbon-material',
      'mof-cof',
      'inorganic-crystals',
      'polymers',
      'multi-body',
      'reactive-force',
      'coarse',
    ]);
  });

  it('names upload flows, list routes and charge lists that exist', () => {
    for (const flow of BUILDER_FLOWS) {
      if (flow.upload !== null) expect(Object.keys(UPLOAD_FLOWS)).toContain(flow.upload);
      if (flow.forceFieldList !== null) {
        // The route's force-field flow must be one the registry answers for.
        expect(Array.isArray(forceFieldList(FORCE_FIELD_LIST_ROUTES[flow.forceFieldList].forceFields))).toBe(
          true,
        );
      }
      if (flow.chargeMethods !== null) {
        expect(chargeMethodsFor([1, 6, 8], flow.chargeMethods).offered.length).toBeGreaterThan(0);
      }
    }
  });

  it('gives the built pages the lists the wizard variants use today', () => {
    expect(builderFlow('all-atom')).toMatchObject({
      upload: 'molecule',
      forceFieldList: 'supported',
      backup: true,
    });
    expect(builderFlow('united-atom')).toMatchObject({
      upload: 'molecule',
      forceFieldList: 'ua',
      backup: false,
    });
    expect(builderFlow('ion-liquid')).toMatchObject({
      upload: 'molecule',
      forceFieldList: 'il',
      backup: false,
    });
  });

  it('hides Gaussian, ORCA and Gear in the crystal flows only (000 §9)', () => {
    for (const flow of BUILDER_FLOWS.filter((f) => f.kind === 'wizard' && f.id !== 'coarse')) {
      const crystal = CRYSTAL_FLOWS.includes(flow.id);
      for (const id of ['gaussian', 'orca', 'gear'] as const)
        expect(flow.softwares.includes(id)).toBe(!crystal);
      expect(flow.softwares).toContain('gromacs');
      expect(flow.backup && crystal).toBe(false);
    }
    // The coarse-grained flow offers the two writers that write a CG set (writers/coarse-grained-forms.ts).
    expect(builderFlow('coarse').softwares).toEqual(['gromacs', 'lammps']);
    expect(builderFlow('mof-cof').upload).toBe('crystal');
    expect(builderFlow('inorganic-crystals').upload).toBe('crystal');
  });

  it('offers every registered writer in the molecule flows, and only spec softwares', () => {
    const ids = COMPUTING_SOFTWARES.map((s) => s.id as string);
    const written = ENGINE_WRITERS.map((e) => e.id);
    expect(builderFlow('all-atom').softwares).toEqual(ids);
    for (const id of written) expect(ids).toContain(id);
    // Every spec software is either written or left out with a reason.
    for (const id of ids)
      expect(written.includes(id) || ENGINES_LEFT_OUT.some((l) => l.id === id)).toBe(true);
    // A writer that takes no cell is exactly a software the crystal flows hide.
    for (const entry of ENGINE_WRITERS) {
      expect(builderFlow('inorganic-crystals').softwares.includes(entry.id as never)).toBe(entry.periodic);
    }
  });

  it('defaults the resname to NUK in the polymer and coarse-grained flows, UNK in the other wizards', () => {
    const resnames = Object.fromEntries(BUILDER_FLOWS.map((f) => [f.id, f.defaultResname]));
    expect(resnames).toEqual({
      'all-atom': 'UNK',
      'united-atom': 'UNK',
      'ion-liquid': 'UNK',
      'carbon-material': 'UNK',
      'mof-cof': 'UNK',
      'inorganic-crystals': 'UNK',
      polymers: 'NUK',
      'multi-body': null,
      'reactive-force': null,
      coarse: 'NUK',
    });
  });

  it('gives the module browsers no wizard controls', () => {
    for (const id of ['multi-body', 'reactive-force'] as const) {
      expect(builderFlow(id)).toMatchObject({
        kind: 'module-browser',
        upload: null,
        forceFieldList: null,
        chargeMethods: null,
        softwares: [],
      });
    }
  });

  it('declares the charge lists chargeMethodsFor takes, no more and no fewer', () => {
    // Both assignments compile only while ChargeList and charges' ChargeFlow are the same union.
    const asFlows: readonly ChargeFlow[] = CHARGE_LISTS;
    const asList = (flow: ChargeFlow): ChargeList => flow;
    expect(asFlows.map(asList)).toEqual(['general', 'polymer', 'mof-cof']);
  });

  it('looks rows up by id', () => {
    expect(builderFlow('polymers').chargeMethods).toBe('polymer');
    expect(isBuilderFlowId('coarse')).toBe(true);
    expect(isBuilderFlowId('molecule')).toBe(false);
    expect(() => builderFlow('nope' as never)).toThrow(/unknown builder flow 'nope'/);
  });
});
