import { readAndPerceive } from './our-pipeline.js';
import { bestOf, peakRssMiB } from './timing.js';

/**
 * Child-process entry (see ours-in-child.ts): times read + perceive on argv[2], best of argv[3] runs
 * after one warm-up, and prints one JSON line. A fresh process keeps the peak RSS to this work alone.
 */
const [path = '', runs = '3'] = process.argv.slice(2);
const best = bestOf(Number(runs), () => readAndPerceive(path));
const result = {
  seconds: best.seconds,
  readSeconds: best.value.readSeconds,
  perceiveSeconds: best.value.perceiveSeconds,
  atoms: best.value.molecule.atomCount,
  bonds: best.value.molecule.bonds.count,
  peakRssMiB: peakRssMiB(),
};
console.log(JSON.stringify(result));
