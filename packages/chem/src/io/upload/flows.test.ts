import { describe, expect, it } from 'vitest';
import { isUploadFlow, UPLOAD_FLOW_IDS, UPLOAD_FLOWS, UPLOAD_SIZE_LIMIT_BYTES } from './flows.js';

describe('UPLOAD_FLOWS (spec 000 §5, §9; 001 §5)', () => {
  it('has one rule per upload-rule id', () => {
    expect(Object.keys(UPLOAD_FLOWS)).toEqual([...UPLOAD_FLOW_IDS]);
    expect(UPLOAD_FLOW_IDS).toEqual(['molecule', 'general', 'crystal', 'small-molecule', 'coarse-grained']);
  });

  it('has the limits of each flow', () => {
    expect(UPLOAD_FLOWS.molecule.atomLimit).toBe(4000);
    expect(UPLOAD_FLOWS.general.atomLimit).toBe(1000);
    expect(UPLOAD_FLOWS.crystal.atomLimit).toBe(1000);
    expect(UPLOAD_FLOWS['small-molecule'].atomLimit).toBe(5000);
    expect(UPLOAD_FLOWS['coarse-grained'].atomLimit).toBe(5000);
  });

  it('accepts mol, pdb, xyz, mol2 (and sdf, issue 15.8) in the molecule flows and vasp, cif, gjf, car for crystals', () => {
    for (const flow of ['molecule', 'general', 'small-molecule', 'coarse-grained'] as const) {
      expect(UPLOAD_FLOWS[flow].extensions).toEqual(['mol', 'pdb', 'xyz', 'mol2', 'sdf']);
    }
    // In the order the spec's message lists them: '.vasp, .cif, .gjf, .car'.
    expect(UPLOAD_FLOWS.crystal.extensions).toEqual(['vasp', 'cif', 'gjf', 'car']);
  });

  it('limits size to 1 MB = 1048576 bytes', () => {
    expect(UPLOAD_SIZE_LIMIT_BYTES).toBe(1048576);
  });

  it('recognises the upload-rule ids and nothing inherited', () => {
    expect(isUploadFlow('crystal')).toBe(true);
    expect(isUploadFlow('all-atom')).toBe(false);
    expect(isUploadFlow('constructor')).toBe(false);
  });
});
