/**
 * `n` rigid waters on a cubic grid 3.1 Å apart, as mol2 with bonds: 3n atoms that QEq needs seconds for
 * (its cost grows with the square of the atom count and more), while reading them takes milliseconds.
 */
export function waterGrid(n: number): string {
  const side = Math.ceil(Math.cbrt(n));
  const atoms: string[] = [];
  const bonds: string[] = [];
  for (let w = 0; w < n; w++) {
    const x = (w % side) * 3.1;
    const y = (Math.floor(w / side) % side) * 3.1;
    const z = Math.floor(w / side / side) * 3.1;
    const o = 3 * w + 1;
    const sites: [string, number, number, number, string][] = [
      ['O', x, y, z, 'O.3'],
      ['H', x + 0.9572, y, z, 'H'],
      ['H', x - 0.24, y + 0.9266, z, 'H'],
    ];
    sites.forEach(([name, ax, ay, az, type], k) =>
      atoms.push(
        `${o + k} ${name} ${ax.toFixed(4)} ${ay.toFixed(4)} ${az.toFixed(4)} ${type} ${w + 1} HOH 0.0`,
      ),
    );
    bonds.push(`${2 * w + 1} ${o} ${o + 1} 1`, `${2 * w + 2} ${o} ${o + 2} 1`);
  }
  const header = [
    '@<TRIPOS>MOLECULE',
    'water grid',
    `${3 * n} ${2 * n} ${n} 0 0`,
    'SMALL',
    'USER_CHARGES',
    '',
  ];
  return [...header, '@<TRIPOS>ATOM', ...atoms, '@<TRIPOS>BOND', ...bonds, ''].join('\n');
}
