import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WATER_MODELS } from '../packages/chem/src/forcefields/water/models.js';
import { typeGaff } from '../packages/chem/src/typing/gaff/type-gaff.js';
import { typeWater } from '../packages/chem/src/typing/water.js';
import {
  GAFF_EXAMPLES,
  gaffExampleMolecule,
  pictureFileName,
  waterExampleMolecule,
  waterSiteTypes,
} from './atomtype-examples.js';
import { depict, depictJob, type DepictJob } from './lib/rdkit-depict.js';
import { oplsExamples, readOplsDescriptions } from './opls-examples.js';

/**
 * `npm run docs:atomtype-pictures`: one SVG per atom type the wizard can offer (issue 6 item 3), at
 * apps/web/public/atomtypes/<force field or water model>/<type, '*' → '_'>.svg, which the server serves
 * under /web/atomtypes/ (spec 000 §7). Each example is typed by our own typer first, so a picture never
 * shows an atom that would get another type. OPLS-AA/L's pictures are the first example of each type
 * among opls-examples.ts's molecules (typed by our OPLS typer; in the folder OPLS-AA_L, the name with '/'
 * replaced as the web's picture URL does); their descriptions, every type's comment in oplsaa.ff's atomtypes.atp, go to the web's
 * OPLS_DESCRIPTIONS_FILE.
 */

const OUT_DIR = fileURLToPath(new URL('../apps/web/public/atomtypes/', import.meta.url));
const OPLS_DESCRIPTIONS_FILE = fileURLToPath(
  new URL('../apps/web/src/features/auto-ff/atom-types/opls-aa-types.json', import.meta.url),
);

/**
 * The virtual site M sits 0.13–0.16 Å from O, under the O label; drawn this far out along the bisector
 * (Å) it can be seen and highlighted. The picture shows where M is, not how far.
 */
const DRAWN_OM_DISTANCE = 0.45;

/** RDKit's layouts use 1.5 units per bond; water at the same scale reads at the same size as the rest. */
const DRAWN_SCALE = 1.5;

interface Picture {
  readonly file: string;
  readonly job: DepictJob;
}

function gaffPictures(): Picture[] {
  return GAFF_EXAMPLES.map((example) => {
    const { molecule, marked } = gaffExampleMolecule(example);
    const got = typeGaff(molecule).types[marked];
    if (got !== example.type) {
      throw new Error(`${example.smiles} atom ${marked + 1} types as ${got}, not ${example.type}`);
    }
    return { file: join('GAFF', pictureFileName(example.type)), job: depictJob(molecule, marked) };
  });
}

function oplsPictures(): Picture[] {
  return oplsExamples().map((example) => ({
    file: join('OPLS-AA_L', pictureFileName(example.type)),
    job: depictJob(example.molecule, example.marked),
  }));
}

function waterPictures(): Picture[] {
  return WATER_MODELS.flatMap((model) => {
    const molecule = waterExampleMolecule(model);
    const { types } = typeWater(molecule, model);
    const coords = Array.from({ length: molecule.atomCount }, (_, i): [number, number] => {
      const x = molecule.positions[3 * i]!;
      const y = molecule.positions[3 * i + 1]!;
      const r = Math.hypot(x, y);
      const stretch = molecule.elements[i] === 0 && r > 0 ? DRAWN_OM_DISTANCE / r : 1;
      return [x * stretch * DRAWN_SCALE, y * stretch * DRAWN_SCALE];
    });
    const labels: Record<number, string> = {};
    molecule.elements.forEach((z, i) => {
      if (z === 0) labels[i] = 'M';
    });
    return waterSiteTypes(model).map((type) => {
      const marked = types.indexOf(type);
      if (marked < 0) throw new Error(`${model.name}: no atom of the example water types as ${type}`);
      const job = { ...depictJob(molecule, marked), coords, labels };
      return { file: join(model.name, pictureFileName(type)), job };
    });
  });
}

export function main(): void {
  const pictures = [...gaffPictures(), ...oplsPictures(), ...waterPictures()];
  const svgs = depict(pictures.map((p) => p.job));
  rmSync(OUT_DIR, { recursive: true, force: true });
  pictures.forEach((p, k) => {
    const path = join(OUT_DIR, p.file);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, svgs[k]!);
  });
  console.log(`wrote ${pictures.length} pictures under ${OUT_DIR}`);
  const descriptions = readOplsDescriptions();
  writeFileSync(OPLS_DESCRIPTIONS_FILE, `${JSON.stringify(descriptions, null, 1)}\n`);
  console.log(
    `wrote ${Object.keys(descriptions).length} OPLS-AA/L descriptions to ${OPLS_DESCRIPTIONS_FILE}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
