import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMATS } from '@topoforge/chem';
import { formatsDoc } from './formats-doc.js';

describe('docs/formats.md', () => {
  it('is exactly what the registry generates (run `npm run docs:formats` after changing a format)', () => {
    const committed = readFileSync(new URL('../docs/formats.md', import.meta.url), 'utf8');
    expect(committed).toBe(formatsDoc(FORMATS));
  });

  it('has one table row and one notes section per format', () => {
    const text = formatsDoc(FORMATS);
    for (const f of FORMATS) {
      expect(text).toContain(`| ${f.name} (\`${f.id}\`) |`);
      expect(text).toContain(`### ${f.name} (\`${f.id}\`)`);
    }
  });
});
