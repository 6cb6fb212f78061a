import { describe, expect, it } from 'vitest';
import { atomTypePictureUrl } from './atom-type-picture';
import { describeType } from './type-descriptions';

const OPLS = 'OPLS-AA/L';
/** The generated pictures (apps/web/public/atomtypes/OPLS-AA_L), listed by Vite. */
const PICTURES = Object.keys(import.meta.glob('../../../../public/atomtypes/OPLS-AA_L/*.svg')).map(
  (path) => path.split('/').at(-1) ?? '',
);

describe('OPLS-AA/L types in the type dialog (issue 16 item 6: "No description" and a 404 picture)', () => {
  it("describes a type by its comment in oplsaa.ff's atomtypes.atp, in both languages", () => {
    // gromacs-data oplsaa.ff/atomtypes.atp: " opls_135   12.01100  ; alkane CH3" and
    // " opls_238   14.00670  ; N: secondary amide, peptide bond (see #279 for formyl H)".
    expect(describeType({ name: OPLS, type: 'opls_135' }, 'en')).toBe('opls_135: alkane CH3');
    expect(describeType({ name: OPLS, type: 'opls_238' }, 'en')).toBe(
      'opls_238: N: secondary amide, peptide bond (see #279 for formyl H)',
    );
    expect(describeType({ name: OPLS, type: 'opls_135' }, 'zh')).toBe(
      'opls_135（oplsaa.ff 中的说明）：alkane CH3',
    );
    expect(describeType({ name: OPLS, type: 'opls_zz' }, 'en')).toBeUndefined();
    expect(describeType({ name: OPLS, type: 'constructor' }, 'en')).toBeUndefined();
    expect(describeType({ name: 'GAFF', type: 'c3' }, 'en')).toBe('sp3 carbon');
  });

  it('has a picture where the URL asks for it, and a description for every pictured type', () => {
    const url = atomTypePictureUrl({ name: OPLS, type: 'opls_135' });
    // A folder name without the slash (an encoded slash does not reach a folder on the static server).
    expect(url).toBe('/web/atomtypes/OPLS-AA_L/opls_135.svg');
    const files = PICTURES;
    expect(files).toContain('opls_135.svg');
    expect(files.length).toBeGreaterThan(100);
    const undescribed = files.filter(
      (f) => describeType({ name: OPLS, type: f.replace(/\.svg$/, '') }, 'en') === undefined,
    );
    expect(undescribed).toEqual([]);
  });
});
