import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENGINE_WRITERS, ENGINES_LEFT_OUT } from '@topoforge/chem';
import { TOPFILE_SOFTWARES } from '@topoforge/contract';
import { enginesDoc } from './engines-doc.js';

/** `npm run docs:engines`: regenerates docs/engines.md from the engine-writer registry. */
const target = fileURLToPath(new URL('../docs/engines.md', import.meta.url));
writeFileSync(target, enginesDoc(ENGINE_WRITERS, ENGINES_LEFT_OUT, TOPFILE_SOFTWARES));
console.log(`wrote ${target} (${ENGINE_WRITERS.length} engines)`);
