import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../core/cell.js';
import { ChemError } from '../core/errors.js';
import type { System } from '../core/system.js';
import type { EngineEntry } from './engine-entry.js';
import { engineFiles, engineRunLines } from './engine-entry.js';
import { FORM_KINDS, FORM_NAMES } from './form-names.js';
import { ENGINE_WRITERS, ENGINES_LEFT_OUT, findEngine } from './registry.js';
import { acetaldehyde } from './testing/acetaldehyde.js';

const RES = 'ACE';

/** Acetaldehyde without its improper: a System every registered writer must accept. */
function plain(): System {
  return { ...acetaldehyde(), impropers: [], improperParameters: [] };
}

function crystal(system: System): System {
  const cell = cellFromParameters({ a: 20, b: 21, c: 22, alpha: 90, beta: 90, gamma: 90 });
  return { ...system, molecule: { ...system.molecule, cell } };
}

/** The improper of acetaldehyde as written (periodic, funct 4) or harmonic (funct 2, ξ0 = 0). */
function withImproper(funct: 2 | 4): System {
  const base = acetaldehyde();
  if (funct === 4) return base;
  const provenance = base.improperParameters[0]!.provenance;
  return { ...base, improperParameters: [{ funct: 2, xi0: 0, k: 167.36, provenance }] };
}

const withRule = (rule: 1 | 2 | 3): System => {
  const base = plain();
  return { ...base, defaults: { ...base.defaults, combinationRule: rule } };
};

const sorted = (files: Readonly<Record<string, string>>): string[] => Object.keys(files).sort();

function refusal(entry: EngineEntry, system: System): ChemError | undefined {
  try {
    entry.write(system, { residueName: RES });
    return undefined;
  } catch (e) {
    if (e instanceof ChemError) return e;
    throw e;
  }
}

describe('ENGINE_WRITERS', () => {
  it('registers each software once, under its writer’s own id and name', () => {
    const ids = ENGINE_WRITERS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of ENGINE_WRITERS) {
      expect(e.id).toBe(e.writer.id);
      expect(e.name).toBe(e.writer.name);
      expect(e.supports).toBe(e.writer.supports);
      expect(ENGINES_LEFT_OUT.map((l) => l.id)).not.toContain(e.id);
    }
    expect(findEngine('gromacs')?.name).toBe('GROMACS');
    expect(findEngine('gear')).toBeUndefined();
  });

  it('says for every entry what it writes, refuses, how to run it, its units and how it was checked', () => {
    for (const e of ENGINE_WRITERS) {
      expect(e.files.length, e.id).toBeGreaterThan(0);
      for (const f of e.files) expect(f.description.trim(), `${e.id} ${f.name}`).not.toBe('');
      expect(e.refuses.length, e.id).toBeGreaterThan(0);
      expect(e.run.length, e.id).toBeGreaterThan(0);
      expect(e.units.trim(), e.id).not.toBe('');
      expect(e.verified.trim(), e.id).not.toBe('');
      for (const kind of FORM_KINDS) {
        for (const code of e.supports[kind])
          expect(FORM_NAMES[kind][code], `${e.id} ${kind} ${code}`).toBeDefined();
      }
    }
  });

  it.each(ENGINE_WRITERS.map((e) => [e.id, e] as const))(
    '%s writes exactly the files it declares for a molecule, and for a crystal when it takes one',
    (_id, entry) => {
      const molecule = entry.write(plain(), { residueName: RES });
      expect(sorted(molecule)).toEqual(sorted(engineFiles(entry, RES, false)));
      for (const text of Object.values(molecule)) expect(text.length).toBeGreaterThan(0);
      const periodic = crystal(plain());
      if (entry.periodic) {
        expect(sorted(entry.write(periodic, { residueName: RES }))).toEqual(
          sorted(engineFiles(entry, RES, true)),
        );
      } else {
        expect(refusal(entry, periodic)).toBeInstanceOf(ChemError);
      }
    },
  );

  it.each(ENGINE_WRITERS.map((e) => [e.id, e] as const))(
    '%s writes the improper forms and combination rules it declares and refuses the others',
    (_id, entry) => {
      const cases: [string, boolean, System][] = [
        ...([4, 2] as const).map((f): [string, boolean, System] => [
          `improper ${f}`,
          entry.supports.impropers.includes(f),
          withImproper(f),
        ]),
        ...([1, 2, 3] as const).map((r): [string, boolean, System] => [
          `rule ${r}`,
          entry.supports.combinationRules.includes(r),
          withRule(r),
        ]),
      ];
      for (const [what, declared, system] of cases) {
        const error = refusal(entry, system);
        if (declared) expect(error?.message, what).toBeUndefined();
        else expect(error?.code, what).toBe('unsupported-form');
      }
    },
  );

  it('fills the residue name into file names and commands', () => {
    const gromacs = findEngine('gromacs')!;
    expect(Object.keys(engineFiles(gromacs, 'M1', false))).toEqual([
      'M1.top',
      'M1_atomtypes.itp',
      'M1.itp',
      'posre_M1.itp',
      'M1.gro',
    ]);
    expect(engineRunLines(gromacs, 'M1')[0]).toBe('gmx grompp -f your.mdp -c M1.gro -p M1.top -o M1.tpr');
    for (const e of ENGINE_WRITERS) {
      for (const line of engineRunLines(e, 'M1')) expect(line, e.id).not.toContain('<res>');
    }
  });
});
