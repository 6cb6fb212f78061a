import type { WizardAtom } from '../../../store/wizard-defaults';

/**
 * The atoms of a mol2 text (000 §3 "Atom": label, x, y, z, id, charge). The label is the element: the
 * SYBYL type before its dot (C.3 → C), or the letters the atom name starts with when the type is not an
 * element (Du, Any …).
 */
export function mol2Atoms(mol2: string): WizardAtom[] {
  const atoms: WizardAtom[] = [];
  let inAtoms = false;
  for (const line of mol2.split(/\r?\n/)) {
    if (line.startsWith('@<TRIPOS>')) {
      inAtoms = line.trim() === '@<TRIPOS>ATOM';
      continue;
    }
    if (!inAtoms || line.trim() === '') continue;
    const f = line.trim().split(/\s+/);
    const [id, name = '', x, y, z, type = ''] = f;
    atoms.push({
      id: Number(id),
      label: element(type, name),
      x: Number(x),
      y: Number(y),
      z: Number(z),
      charge: f[8] === undefined ? 0 : Number(f[8]),
    });
  }
  return atoms;
}

function element(type: string, name: string): string {
  const fromType = type.split('.')[0] ?? '';
  if (/^[A-Z][a-z]?$/.test(fromType) && fromType !== 'Du') return fromType;
  return /^[A-Za-z]{1,2}/.exec(name)?.[0] ?? fromType;
}
