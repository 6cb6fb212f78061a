import { describe, expect, it } from 'vitest';
import { ChemError } from '../core/errors.js';
import type { NonbondedPairParameter, OneFourPairParameter, System } from '../core/system.js';
import { runWriter } from './engine-writer.js';
import { gromacsWriter } from './gromacs/index.js';
import { ENGINE_WRITERS } from './registry.js';
import { acetaldehyde } from './testing/acetaldehyde.js';

/*
 * System.pairParameters14 (GROMACS [ pairtypes ] semantics) in the writers, read back from the files.
 * That gmx_d evaluates these lines as the System means them is checked against the shipped GROMOS
 * 54A7 force field in packages/engines/src/gromos-cross-engine.test.ts. Acetaldehyde's 1-4 pairs are
 * hc–o and hc–ha (three each); fudgeLJ 0.5, combination rule 2.
 */
const PROV = { forceField: 'test', source: 'pair-parameters-14.test.ts', estimated: false };
const ROWS: OneFourPairParameter[] = [
  { types: ['o', 'hc'], funct: 1, sigma: 0.27, epsilon: 0.3, provenance: PROV },
  { types: ['hc', 'ha'], funct: 1, sigma: 0.24, epsilon: 0.05, provenance: PROV },
];
const R = { residueName: 'ACE' };

/** Acetaldehyde without its improper (which some writers refuse), with 1-4 rows. */
function system(rows: readonly OneFourPairParameter[] = ROWS, rule: 1 | 2 | 3 = 2, genPairs = true): System {
  const s = acetaldehyde();
  return {
    ...s,
    impropers: [],
    improperParameters: [],
    defaults: { ...s.defaults, combinationRule: rule, genPairs },
    pairParameters14: rows,
  };
}

/** The lines of a GROMACS section, split into words, comments left out. */
function section(text: string, name: string): string[][] {
  const after = text.split(`[ ${name} ]`)[1];
  if (after === undefined) return [];
  return after
    .split('\n[')[0]!
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith(';'))
    .map((l) => l.split(/\s+/));
}

/** The atom types' include (pair tables) followed by the molecule's .itp (pairs). */
const itp = (s: System): string => {
  const files = runWriter(gromacsWriter, s, R);
  return `${files['ACE_atomtypes.itp']!}${files['ACE.itp']!}`;
};

function refusal(work: () => unknown): ChemError | undefined {
  try {
    work();
    return undefined;
  } catch (e) {
    if (e instanceof ChemError) return e;
    throw e;
  }
}

describe('pairParameters14 in the writers', () => {
  it('GROMACS: one [ pairtypes ] funct 1 line per row, σ and ε as given (no fudgeLJ)', () => {
    const rows = section(itp(system()), 'pairtypes');
    expect(rows.map((r) => [[r[0], r[1]].sort().join('-'), r[2], Number(r[3]), Number(r[4])])).toEqual([
      ['hc-o', '1', 0.27, 0.3],
      ['ha-hc', '1', 0.24, 0.05],
    ]);
    expect(section(itp(system()), 'nonbond_params')).toEqual([]);
    expect(section(itp(system([])), 'pairtypes')).toEqual([]);
  });

  it('GROMACS under combination rule 1: C6 = 4εσ⁶ and C12 = 4εσ¹²', () => {
    const rows = section(itp(system(ROWS, 1)), 'pairtypes');
    const hcO = rows.find((r) => [r[0], r[1]].sort().join('-') === 'hc-o')!;
    expect(Number(hcO[3])).toBeCloseTo(4 * 0.3 * 0.27 ** 6, 14);
    expect(Number(hcO[4]) / (4 * 0.3 * 0.27 ** 12)).toBeCloseTo(1, 10);
  });

  it('GROMACS: a type pair in both tables gets one [ pairtypes ] line, the 1-4 row’s', () => {
    const explicit: NonbondedPairParameter[] = [
      { types: ['hc', 'o'], funct: 1, sigma: 0.28, epsilon: 0.4, provenance: PROV },
      { types: ['hc', 'hc'], funct: 1, sigma: 0.25, epsilon: 0.1, provenance: PROV },
    ];
    const text = itp({ ...system([ROWS[0]!]), nonbondedPairs: explicit });
    expect(section(text, 'nonbond_params').map((r) => r.slice(3).map(Number))).toEqual([
      [0.28, 0.4],
      [0.25, 0.1],
    ]);
    const pairTypes = section(text, 'pairtypes');
    expect(pairTypes.map((r) => [[r[0], r[1]].sort().join('-'), Number(r[3]), Number(r[4])])).toEqual([
      ['hc-o', 0.27, 0.3],
      ['hc-hc', 0.25, 0.5 * 0.1],
    ]);
  });

  it('GROMACS without gen-pairs: the [ pairs ] lines carry the 1-4 rows, the others fudgeLJ × the rule', () => {
    const s = system([ROWS[0]!], 2, false);
    const rows = section(itp(s), 'pairs');
    s.pairs.forEach((p, k) => {
      const [a, b] = p.atoms.map((i) => s.atoms[i]!);
      const values = rows[k]!.slice(3).map(Number);
      if (b!.type === 'o') expect(values).toEqual([0.27, 0.3]);
      else {
        expect(values[0]).toBeCloseTo((a!.sigma + b!.sigma) / 2, 12);
        expect(values[1]).toBeCloseTo(0.5 * Math.sqrt(a!.epsilon * b!.epsilon), 12);
      }
    });
  });

  it('OpenMM writes each 1-4 pair its own σ and ε (an NBFixPair keyed by the pair’s own types)', () => {
    const openmm = ENGINE_WRITERS.find((e) => e.id === 'openmm')!;
    const xml = Object.values(openmm.write(system(), R)).join('\n');
    // Row 1, o–hc: σ 0.27 nm and ε 0.3 kJ/mol exactly, not fudgeLJ × the rule.
    expect(xml).toMatch(/<NBFixPair [^>]*sigma="0\.27" epsilon="0\.3"/);
  });

  it('every other registered writer refuses, naming the first type pair that changes a 1-4 pair', () => {
    const others = ENGINE_WRITERS.filter((e) => e.id !== 'gromacs' && e.id !== 'openmm');
    expect(others.length).toBeGreaterThan(8);
    for (const entry of others) {
      expect(
        refusal(() => entry.write(system([]), R)),
        entry.id,
      ).toBeUndefined();
      const error = refusal(() => entry.write(system(), R));
      expect(error?.code, entry.id).toBe('unsupported-form');
      expect(error!.message).toContain(
        `${entry.name} cannot write the System's own 1-4 Lennard-Jones for the type pair o–hc (1-4 pair parameter 1, GROMACS [ pairtypes ]; e.g. the 1-4 pair 5-3)`,
      );
      expect(error!.message).toContain('(2 of 2 rows do)');
      expect(error!.atoms).toEqual([4, 2]);
    }
  });

  it('a row that says what fudgeLJ × the normal pair LJ says anyway is no reason to refuse', () => {
    const s = acetaldehyde();
    const [o, hc] = [s.atoms[2]!, s.atoms[4]!];
    // Combination rule 2 with fudgeLJ 0.5: what every writer already writes for the hc–o 1-4 pairs.
    const same: OneFourPairParameter = {
      types: ['hc', 'o'],
      funct: 1,
      sigma: (o.sigma + hc.sigma) / 2,
      epsilon: 0.5 * Math.sqrt(o.epsilon * hc.epsilon),
      provenance: PROV,
    };
    // A row for a type pair that no 1-4 pair has (c3–o are 1-3) changes nothing either.
    const unused: OneFourPairParameter = { ...same, types: ['c3', 'o'], sigma: 0.5, epsilon: 9 };
    for (const entry of ENGINE_WRITERS) {
      expect(
        refusal(() => entry.write(system([same, unused]), R)),
        entry.id,
      ).toBeUndefined();
    }
    // The second row is the first that changes a 1-4 pair: it is the one named.
    const error = refusal(() => ENGINE_WRITERS[1]!.write(system([same, ROWS[1]!]), R));
    expect(error?.message).toContain('the type pair hc–ha (1-4 pair parameter 2');
    expect(error?.message).toContain('(1 of 2 rows do)');
  });

  it('malformed tables are refused by every writer, GROMACS included', () => {
    const cases: [OneFourPairParameter[], string][] = [
      [
        [{ ...ROWS[0]!, types: ['hc', 'zz'] }],
        "1-4 pair parameter 1 (hc–zz) names type 'zz', which no atom has.",
      ],
      [[{ ...ROWS[0]!, sigma: 0 }], '1-4 pair parameter 1 (o–hc) needs σ > 0 nm and ε ≥ 0 kJ/mol'],
      [
        [ROWS[0]!, { ...ROWS[0]!, types: ['hc', 'o'] }],
        '1-4 pair parameter 2 (hc–o) repeats the type pair of row 1.',
      ],
    ];
    for (const [rows, message] of cases) {
      for (const entry of ENGINE_WRITERS) {
        expect(refusal(() => entry.write(system(rows), R))?.message, entry.id).toContain(message);
      }
    }
  });
});
