import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePattern } from './pattern.js';
import { OPLS_PASSES, OPLS_RULES } from './rules.js';
import { OPLS_REFERENCES } from './rule-types.js';

/**
 * The rule tables against the force field they name: gromacs-data's oplsaa.ff (installed by the
 * test setup). Every type a rule gives must be an atom type of ffnonbonded.itp, and the description
 * the rule quotes must be that type's comment in atomtypes.atp.
 */
const FF = '/usr/share/gromacs/top/oplsaa.ff';
const read = (name: string): string => readFileSync(`${FF}/${name}`, 'utf8');
const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

describe.runIf(existsSync(FF))('OPLS rule tables', () => {
  const all = [...new Set([...OPLS_RULES.values()].flat())];

  it('give only types that ffnonbonded.itp defines', () => {
    const defined = new Set(
      read('ffnonbonded.itp')
        .split('\n')
        .map((l) => l.trim().split(/\s+/)[0])
        .filter((t) => t?.startsWith('opls_')),
    );
    const missing = all.filter((r) => r.type !== null && !defined.has(r.type));
    expect(missing.map((r) => r.type)).toEqual([]);
  });

  it('quote the atomtypes.atp description of their type', () => {
    const atp = new Map<string, string>();
    for (const line of read('atomtypes.atp').split('\n')) {
      const m = /^\s*(opls_\w+)\s+[\d.]+\s*;\s*(.*)$/.exec(line);
      if (m) atp.set(m[1]!, squash(m[2]!));
    }
    const wrong = all.filter((r) => r.type !== null && !atp.get(r.type)?.startsWith(squash(r.description)));
    expect(wrong.map((r) => `${r.type}: '${r.description}' vs '${atp.get(r.type!)}'`)).toEqual([]);
  });

  it('parse, cite a known reference, and ask only for types of earlier passes', () => {
    const passOf = (z: number): number => OPLS_PASSES.findIndex((p) => p.includes(z));
    for (const [z, rules] of OPLS_RULES) {
      for (const r of rules) {
        expect(() => parsePattern(r.pattern)).not.toThrow();
        expect(OPLS_REFERENCES[r.ref]).toBeDefined();
        for (const [, asked] of r.pattern.matchAll(/\{(opls_\w+)\}/g)) {
          const owners = [...OPLS_RULES]
            .filter(([, list]) => list.some((x) => x.type === asked))
            .map(([e]) => e);
          expect(owners.length).toBeGreaterThan(0);
          for (const e of owners) expect(passOf(e)).toBeLessThan(passOf(z));
        }
      }
    }
  });
});
