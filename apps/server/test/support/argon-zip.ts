import { strToU8, zipSync } from 'fflate';

/**
 * A topology zip as the builder writes one for GROMACS (<res>.top and <res>.gro, no .mdp): 8 argon atoms
 * in a 3 nm box, Lennard-Jones σ 0.3405 nm and ε 0.996 kJ/mol (Rowley, Nicholson & Parsonage 1975, the
 * usual argon parameters), so the default 1000-step run takes well under a second.
 */
export function argonZip(): Uint8Array {
  const top = [
    '[ defaults ]',
    '1 2 no 1.0 1.0',
    '[ atomtypes ]',
    'Ar 39.948 0.0 A 0.3405 0.996',
    '[ moleculetype ]',
    'AR 1',
    '[ atoms ]',
    '1 Ar 1 AR Ar 1 0.0 39.948',
    '[ system ]',
    'argon',
    '[ molecules ]',
    'AR 8',
    '',
  ].join('\n');
  const atoms = [0.5, 2].flatMap((x) => [0.5, 2].flatMap((y) => [0.5, 2].map((z) => [x, y, z])));
  const gro = [
    'argon',
    '    8',
    ...atoms.map(
      ([x, y, z], i) =>
        `${String(i + 1).padStart(5)}AR   ${'Ar'.padStart(5)}${String(i + 1).padStart(5)}` +
        [x, y, z].map((v) => (v ?? 0).toFixed(3).padStart(8)).join(''),
    ),
    '   3.00000   3.00000   3.00000',
    '',
  ].join('\n');
  return zipSync({ 'argon.top': strToU8(top), 'argon.gro': strToU8(gro) });
}
