import { describe, expect, it } from 'vitest';
import { oneLine } from './write-top.js';

describe('oneLine (GROMACS titles)', () => {
  it('keeps a title that grompp would read as a directive from starting with [', () => {
    // grompp treats any line starting with '[' as a section header ("Invalid directive").
    expect(oneLine('[C4mim][BF4] ion pair')).toBe('system [C4mim][BF4] ion pair');
    expect(oneLine('benzene;from PubChem\nline two')).toBe('benzene from PubChem line two');
  });
});
