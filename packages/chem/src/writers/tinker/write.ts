import { fixed, num } from '../number-format.js';
import { TextLines } from '../text-lines.js';
import type { TinkerModel, TinkerTorsion } from './model.js';

/**
 * <res>.xyz: atom count and title; for a crystal the cell line (a b c α β γ, read by Tinker 8);
 * then number, name, x y z (Å), atom type and the bonded partners of each atom.
 */
export function writeXyz(model: TinkerModel): string {
  const out = new TextLines();
  out.add(`${model.atoms.length} ${model.title.replace(/\s+/g, ' ')}`);
  if (model.cell) out.add(model.cell.map((v) => fixed(v, 6, 12)).join(''));
  model.atoms.forEach((atom, i) => {
    const xyz = atom.position.map((v) => fixed(v, 8, 15)).join('');
    const partners = atom.partners.map((p) => String(p).padStart(6)).join('');
    out.add(
      `${String(i + 1).padStart(6)}  ${atom.name.padEnd(3)}${xyz}${String(i + 1).padStart(6)}${partners}`,
    );
  });
  out.add('');
  return out.text();
}

/** Fourier terms as Tinker's amplitude / phase / fold triples. */
const triples = (t: TinkerTorsion): string =>
  t.terms.length === 0 ? '0 0 1' : t.terms.map((x) => `${num(x.k)} ${num(x.phase)} ${x.n}`).join('  ');

/**
 * <res>.key with every parameter inline (`parameters none`): one atom type and class per atom, so
 * each parameter line keys exactly one term. Units: kcal/mol, Å, degrees; bonds and angles
 * E = K (x − x0)² (bondunit 1, angleunit (π/180)² with K per rad²), torsions and imptors
 * Σ K [1 + cos(n φ − δ)] (torsionunit and imptorunit 1).
 */
export function writeKey(model: TinkerModel): string {
  const out = new TextLines();
  out.push(
    `# Tinker key for ${model.residueName} written by TopoForge: ${model.title.replace(/\s+/g, ' ')}`,
    '# Every atom is its own atom type and class (number = atom number in the .xyz).',
    'parameters              none',
    '',
    'vdwindex                CLASS',
    'vdwtype                 LENNARD-JONES',
    `radiusrule              ${model.radiusRule}`,
    'radiustype              SIGMA',
    'radiussize              DIAMETER',
    'epsilonrule             GEOMETRIC',
    'bondunit                1.0',
    `angleunit               ${num((Math.PI / 180) ** 2)}`,
    'torsionunit             1.0',
    'imptorunit              1.0',
    '# 1-2 and 1-3 pairs excluded; 1-4 pairs scaled (a value above 1 is a divisor: 1/fudge).',
    'vdw-12-scale            0.0',
    'vdw-13-scale            0.0',
    `vdw-14-scale            ${num(model.vdw14Scale)}`,
    'chg-12-scale            0.0',
    'chg-13-scale            0.0',
    `chg-14-scale            ${num(model.chg14Scale)}`,
    `electric                ${num(model.electric)}`,
    'dielectric              1.0',
  );
  if (model.cell) {
    out.push(
      '# Crystal: the cell is on the second line of the .xyz.',
      'ewald',
      `vdw-cutoff              ${num(model.cutoff)}`,
      `ewald-cutoff            ${num(model.cutoff)}`,
    );
  }
  out.add('');
  model.atoms.forEach((a, i) => {
    const n = i + 1;
    out.add(
      `atom ${n} ${n} ${a.symbol} "${a.description}" ${a.atomicNumber} ${num(a.mass)} ${a.partners.length}`,
    );
  });
  out.add('');
  model.atoms.forEach((a, i) => out.add(`vdw ${i + 1} ${num(a.sigma)} ${num(a.epsilon)}`));
  out.add('');
  for (const b of model.bonds) out.add(`bond ${b.atoms.join(' ')} ${num(b.k)} ${num(b.x0)}`);
  out.add('');
  for (const a of model.angles) out.add(`angle ${a.atoms.join(' ')} ${num(a.k)} ${num(a.x0)}`);
  out.add('');
  for (const t of model.torsions) out.add(`torsion ${t.atoms.join(' ')} ${triples(t)}`);
  if (model.imptors.length > 0) out.add('');
  for (const t of model.imptors) out.add(`imptors ${t.atoms.join(' ')} ${triples(t)}`);
  out.add('');
  model.atoms.forEach((a, i) => out.add(`charge ${i + 1} ${num(a.charge)}`));
  out.add('');
  return out.text();
}
