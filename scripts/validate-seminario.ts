import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readHessian } from '../packages/chem/src/io/hessian/read-hessian.js';
import type { HessianData } from '../packages/chem/src/io/hessian/hessian-data.js';
import { angleConstant } from '../packages/chem/src/params/seminario/angle-constant.js';
import { angleScalingFactors } from '../packages/chem/src/params/seminario/angle-scaling.js';
import { bondConstant } from '../packages/chem/src/params/seminario/bond-constant.js';
import type { HessianFrame } from '../packages/chem/src/params/seminario/seminario-geometry.js';

/**
 * `npx tsx --tsconfig tsconfig.tests.json scripts/validate-seminario.ts DIR [--hessian FILE]
 * [--vib-scale S]`: compares
 * our modified Seminario constants with ModSeminario_Py's output (aa840/ModSeminario_Py, Allen, Payne &
 * Cole, JCTC 2018, 14, 274) for the molecule in DIR: `Modified_Seminario_Bonds` ("A-B k r0 i j") and
 * `Modified_Seminario_Angle` ("A-B-C k θ0 i j k"), k in kcal/mol/Å² or /rad² in the E = k x² form.
 * The Hessian is DIR/*.fchk (the reference read lig.fchk) or --hessian FILE; the same term lists are used.
 * The reference's benzene example ran with vibrational scaling 0.957 (its README:
 * `python modified_Seminario_method.py ../Benzene/ ../Benzene/ 0.957`), our default here too.
 * Known systematic difference: the reference converts the Hessian and the coordinates with 1 Bohr = 0.529 Å
 * (we use 0.529177210903), so its bond constants are (0.529177/0.529)² − 1 = +0.067 % larger; the bond
 * deviation is printed with and without that factor. In kθ = H·R² the factor cancels.
 */
const BOHR_BIAS = (0.529177210903 / 0.529) ** 2;

interface RefTerm {
  readonly atoms: number[];
  readonly k: number;
  readonly value: number;
}

function readReference(path: string, atomsPerTerm: number): RefTerm[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => f.length === 3 + atomsPerTerm)
    .map((f) => ({ atoms: f.slice(3).map((x) => Number(x) - 1), k: Number(f[1]), value: Number(f[2]) }));
}

function findHessian(dir: string, flag: string | undefined): string | undefined {
  if (flag !== undefined) return flag;
  const candidate = readdirSync(dir).find((f) => /\.(fchk|fch|hess)$/i.test(f) || f === 'hessian');
  return candidate === undefined ? undefined : join(dir, candidate);
}

function frameOf(h: HessianData): HessianFrame {
  if (!h.positions) throw new Error('the Hessian file has no geometry; the projections need it.');
  return { atomCount: h.atomCount, hessian: h.hessian, positions: h.positions };
}

const pct = (ours: number, ref: number): number => (100 * (ours - ref)) / ref;

function summary(name: string, devs: number[], biasFree?: number[]): void {
  const stats = (d: number[]): string =>
    `max |dev| ${Math.max(...d.map(Math.abs)).toFixed(3)} %, mean |dev| ${(d.reduce((s, x) => s + Math.abs(x), 0) / d.length).toFixed(3)} %`;
  console.log(
    `${name}: ${devs.length} terms; ${stats(devs)}${biasFree ? `; after removing the reference's 0.529 Å Bohr: ${stats(biasFree)}` : ''}`,
  );
}

function main(): void {
  const { values, positionals } = parseArgs({
    options: { hessian: { type: 'string' }, 'vib-scale': { type: 'string', default: '0.957' } },
    allowPositionals: true,
  });
  const dir = positionals[0] ?? '/work/shared/data/modseminario';
  const hessianPath = findHessian(dir, values.hessian);
  const bondsRef = readReference(join(dir, 'Modified_Seminario_Bonds'), 2);
  const anglesRef = readReference(join(dir, 'Modified_Seminario_Angle'), 3);
  console.log(`${dir}: ${bondsRef.length} reference bonds, ${anglesRef.length} reference angles.`);
  if (hessianPath === undefined || !existsSync(hessianPath)) {
    console.log(
      `No Hessian in ${dir} (the reference read lig.fchk, which this folder does not hold): nothing to compare.` +
        ' Pass --hessian FILE (e.g. ModSeminario_Py/Benzene/lig.fchk) to compute the deviation.',
    );
    return;
  }
  const s2 = Number(values['vib-scale']) ** 2;
  const frame = frameOf(readHessian(readFileSync(hessianPath, 'utf8'), { fileName: hessianPath }));
  console.log(
    `Hessian: ${hessianPath} (${frame.atomCount} atoms); vibrational scaling ${values['vib-scale']}.`,
  );
  const bondDev: number[] = [];
  const bondBias: number[] = [];
  for (const ref of bondsRef) {
    const fit = bondConstant(frame, ref.atoms[0] ?? 0, ref.atoms[1] ?? 0);
    // Ours: kb of ½ kb (r − r0)², kJ/mol/nm² → theirs: kb/2 in kcal/mol/Å².
    const k = (s2 * fit.kb) / 2 / 4.184 / 100;
    bondDev.push(pct(k, ref.k));
    bondBias.push(pct(k * BOHR_BIAS, ref.k));
    console.log(
      `  bond ${ref.atoms.map((a) => a + 1).join('-')}: ours ${k.toFixed(2)} ref ${ref.k.toFixed(2)} kcal/mol/Å²; r0 ${(fit.b0 * 10).toFixed(3)} ref ${ref.value.toFixed(3)} Å`,
    );
  }
  const triples = anglesRef.map((r) => [r.atoms[0] ?? 0, r.atoms[1] ?? 0, r.atoms[2] ?? 0] as const);
  const factors = angleScalingFactors(frame, triples);
  const angleDev: number[] = [];
  anglesRef.forEach((ref, i) => {
    const fit = angleConstant(frame, triples[i] ?? [0, 0, 0], factors[i] ?? [1, 1]);
    const k = (s2 * fit.k) / 2 / 4.184;
    angleDev.push(pct(k, ref.k));
    console.log(
      `  angle ${ref.atoms.map((a) => a + 1).join('-')}: ours ${k.toFixed(2)} ref ${ref.k.toFixed(2)} kcal/mol/rad²; θ0 ${fit.theta0.toFixed(2)} ref ${ref.value.toFixed(1)}°`,
    );
  });
  summary('bonds', bondDev, bondBias);
  summary('angles', angleDev);
}

main();
