import { describe, expect, it } from 'vitest';
import { FORCE_FIELD_FLOWS } from '../forcefields/registry.js';
import { FORCE_FIELD_LIST_ROUTE_IDS, FORCE_FIELD_LIST_ROUTES, isForceFieldListRoute } from './list-routes.js';

describe('FORCE_FIELD_LIST_ROUTES (spec 000 §7, 002 §7)', () => {
  it('has the spec routes, supported answering the general list', () => {
    expect(FORCE_FIELD_LIST_ROUTE_IDS).toEqual([
      'supported',
      'aa',
      'ua',
      'il',
      'carbon',
      'inorganic',
      'aminoacid',
      'mof',
    ]);
    expect(FORCE_FIELD_LIST_ROUTES.supported.forceFields).toBe('general');
  });

  it('answers each force-field flow of the registry by exactly one route', () => {
    const flows = FORCE_FIELD_LIST_ROUTE_IDS.map((id) => FORCE_FIELD_LIST_ROUTES[id].forceFields);
    expect([...flows].sort()).toEqual([...FORCE_FIELD_FLOWS].sort());
  });

  it('recognises route ids', () => {
    expect(isForceFieldListRoute('ua')).toBe(true);
    expect(isForceFieldListRoute('general')).toBe(false);
    expect(isForceFieldListRoute('toString')).toBe(false);
  });
});
