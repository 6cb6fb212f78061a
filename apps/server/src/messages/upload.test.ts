import { describe, expect, it } from 'vitest';
import { atomCountFailure, emptyFailure, extensionFailure, sizeFailure } from '@topoforge/chem';
import { UPLOAD_MESSAGES } from './upload.js';

/** The catalogue's text for a chem upload failure, as the server answers it. */
const text = (failure: { code: string; data: object } | undefined) =>
  failure && UPLOAD_MESSAGES[failure.code]?.(failure.data as Record<string, unknown>);

describe('UPLOAD_MESSAGES (spec 000 §5, 001 §5 verbatim)', () => {
  it('words the extension refusal of the molecule and crystal flows', () => {
    expect(text(extensionFailure('molecule', 'cif'))).toEqual({
      // The spec's four and .sdf (issue 15.8), so the message stays true.
      en: 'only .mol, .pdb, .xyz, .mol2, .sdf files are supported',
      zh: '目前只支持.mol、.pdb、.xyz、.mol2、.sdf文件上传',
    });
    expect(text(extensionFailure('crystal', 'xyz'))).toEqual({
      en: 'only .vasp, .cif, .gjf, .car files are supported',
      zh: '目前只支持.vasp、.cif、.gjf、.car文件上传',
    });
  });

  it('words the size and atom-count refusals with their limits', () => {
    expect(text(sizeFailure(1_048_577))).toEqual({
      en: 'file size exceeds 1M limit',
      zh: '文件大小超出1M限制',
    });
    expect(text(atomCountFailure('molecule', 4001))).toEqual({
      en: 'atom count cannot exceed 4000',
      zh: '原子个数不能超过4000个',
    });
    expect(text(atomCountFailure('small-molecule', 5001))?.zh).toBe('原子个数不能超过5000个');
  });

  it('says an empty file is empty, naming it (issue 16.6)', () => {
    expect(text(emptyFailure('blank.pdb', ''))).toEqual({
      en: 'blank.pdb: the file is empty',
      zh: 'blank.pdb：文件为空',
    });
  });

  it("keeps chem's English message the same as the catalogue's", () => {
    for (const failure of [
      extensionFailure('crystal', 'pdb'),
      sizeFailure(2e6),
      atomCountFailure('general', 1001),
      emptyFailure('blank.pdb', ' \n'),
    ]) {
      expect(failure?.message).toBe(text(failure)?.en);
    }
  });
});
