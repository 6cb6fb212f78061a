import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILDER_FLOWS } from '@topoforge/chem';
import { flowsDoc } from './flows-doc.js';

describe('docs/flows.md', () => {
  it('is exactly what the flow table generates (run `npm run docs:flows` after changing a flow)', () => {
    const committed = readFileSync(new URL('../docs/flows.md', import.meta.url), 'utf8');
    expect(committed).toBe(flowsDoc(BUILDER_FLOWS));
  });

  it('has one page row and one software row per builder page', () => {
    const text = flowsDoc(BUILDER_FLOWS);
    for (const f of BUILDER_FLOWS) {
      expect(text).toContain(`| \`${f.id}\` | ${f.title} | ${f.kind} |`);
      expect(text.split('\n').filter((l) => l.startsWith(`| \`${f.id}\` |`))).toHaveLength(2);
    }
  });
});
