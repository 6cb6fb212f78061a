/**
 * Writes one charge per atom into the charge column (9th field) of a mol2's ATOM records, as the
 * parameter call expects (000 §7: the charge results go into the mol2). Atom lines without substructure
 * fields get '1 UNL'. The MOLECULE record's charge type becomes USER_CHARGES so readers keep them.
 * Throws when the counts differ: charges of another structure must never be written.
 */
export function writeMol2Charges(mol2: string, charges: readonly number[]): string {
  const lines = mol2.split(/\r?\n/);
  let section = '';
  let molLine = 0;
  let atom = 0;
  const out = lines.map((line) => {
    if (line.startsWith('@<TRIPOS>')) {
      section = line.trim();
      molLine = 0;
      return line;
    }
    if (section === '@<TRIPOS>MOLECULE') {
      molLine += 1;
      // Record lines: name, counts, molecule type, charge type.
      return molLine === 4 && line.trim() === 'NO_CHARGES' ? 'USER_CHARGES' : line;
    }
    if (section !== '@<TRIPOS>ATOM' || line.trim() === '') return line;
    const f = line.trim().split(/\s+/);
    const charge = charges[atom];
    atom += 1;
    if (charge === undefined) return line;
    const [id = '', name = '', x = '', y = '', z = '', type = '', subst = '1', substName = 'UNL'] = f;
    return (
      `${id.padStart(7)} ${name.padEnd(8)} ${x.padStart(10)} ${y.padStart(10)} ${z.padStart(10)} ` +
      `${type.padEnd(6)} ${subst.padStart(4)}  ${substName.padEnd(6)} ${charge.toFixed(6).padStart(10)}` +
      (f.length > 9 ? ` ${f.slice(9).join(' ')}` : '')
    );
  });
  if (atom !== charges.length) {
    throw new Error(`${charges.length} charges for ${atom} atoms`);
  }
  return out.join('\n');
}
