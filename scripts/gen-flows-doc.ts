import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BUILDER_FLOWS } from '@topoforge/chem';
import { flowsDoc } from './flows-doc.js';

/** `npm run docs:flows`: regenerates docs/flows.md from chem's builder-flow table. */
const target = fileURLToPath(new URL('../docs/flows.md', import.meta.url));
writeFileSync(target, flowsDoc(BUILDER_FLOWS));
console.log(`wrote ${target} (${BUILDER_FLOWS.length} builder pages)`);
