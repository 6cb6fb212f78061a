import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_WRITERS, ENGINES_LEFT_OUT } from '@topoforge/chem';
import { TOPFILE_SOFTWARES } from '@topoforge/contract';
import { enginesDoc } from './engines-doc.js';

const generate = (): string => enginesDoc(ENGINE_WRITERS, ENGINES_LEFT_OUT, TOPFILE_SOFTWARES);

describe('docs/engines.md', () => {
  it('is exactly what the registry generates (run `npm run docs:engines` after changing a writer)', () => {
    const committed = readFileSync(new URL('../docs/engines.md', import.meta.url), 'utf8');
    expect(committed).toBe(generate());
  });

  it('has one table row and one section per writer, each file and refusal listed', () => {
    const text = generate();
    for (const e of ENGINE_WRITERS) {
      expect(text).toContain(`| ${e.name} (\`${e.id}\`) |`);
      expect(text).toContain(`## ${e.name} (\`${e.id}\`)`);
      for (const f of e.files) expect(text).toContain(`- \`${f.name}\``);
      for (const r of e.refuses) expect(text).toContain(`- ${r}`);
    }
  });

  it('says that Gear is left out because its format has no public description', () => {
    expect(generate()).toMatch(
      /- Gear \(`gear`\), in the spec’s list: left out, because no public description/,
    );
  });

  it('names every software of the spec’s list: written, left out or not written yet', () => {
    const text = generate();
    for (const s of TOPFILE_SOFTWARES) expect(text).toContain(`(\`${s.id}\`)`);
  });
});
