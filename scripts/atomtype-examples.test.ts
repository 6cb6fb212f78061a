import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WATER_MODELS } from '../packages/chem/src/forcefields/water/models.js';
import { typeGaff } from '../packages/chem/src/typing/gaff/type-gaff.js';
import { typeWater } from '../packages/chem/src/typing/water.js';
import {
  GAFF_EXAMPLES,
  gaffExampleMolecule,
  gaffTypesTheTyperAssigns,
  pictureFileName,
  waterExampleMolecule,
  waterSiteTypes,
} from './atomtype-examples.js';

const PICTURES = fileURLToPath(new URL('../apps/web/public/atomtypes/', import.meta.url));

describe('atom-type picture examples', () => {
  it.each(GAFF_EXAMPLES.map((e) => [e.type, e] as const))(
    'GAFF %s: the marked atom of the example gets that type from typeGaff',
    (_, example) => {
      const { molecule, marked } = gaffExampleMolecule(example);
      expect(typeGaff(molecule).types[marked]).toBe(example.type);
    },
  );

  it('every type the GAFF typer can give has exactly one example', () => {
    const declared = GAFF_EXAMPLES.map((e) => e.type);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...gaffTypesTheTyperAssigns()].sort());
  });

  it.each(WATER_MODELS.map((m) => [m.name, m] as const))(
    '%s: the example water has one atom of each site type of the model',
    (_, model) => {
      const { types } = typeWater(waterExampleMolecule(model), model);
      for (const site of waterSiteTypes(model)) expect(types).toContain(site);
      expect(types.every((t) => t !== undefined)).toBe(true);
    },
  );

  // The pictures are generated files checked in beside the web app (npm run docs:atomtype-pictures).
  it('a picture is checked in for every example', () => {
    const files = [
      ...GAFF_EXAMPLES.map((e) => `GAFF/${pictureFileName(e.type)}`),
      ...WATER_MODELS.flatMap((m) => waterSiteTypes(m).map((t) => `${m.name}/${pictureFileName(t)}`)),
    ];
    expect(files.filter((f) => !existsSync(PICTURES + f))).toEqual([]);
  });

  it("file names replace '*' by '_' (spec 000 §7)", () => {
    expect(pictureFileName('C*')).toBe('C_.svg');
    expect(pictureFileName('ca')).toBe('ca.svg');
  });
});
