import type { Molecule } from '@topoforge/chem';
import { bondList, findFormat, perceive, symbolOf } from '@topoforge/chem';
import Typography from 'antd/es/typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Size of the preview drawing (px). */
const WIDTH = 260;
const HEIGHT = 180;
const MARGIN = 16;

/** Element colours of the preview (CPK-like); others are drawn in violet. */
const COLOURS: Readonly<Record<number, string>> = {
  1: '#bfbfbf',
  6: '#404040',
  7: '#2f54eb',
  8: '#f5222d',
  9: '#52c41a',
  15: '#fa8c16',
  16: '#fadb14',
  17: '#52c41a',
  35: '#a0522d',
  53: '#722ed1',
};

interface Drawing {
  readonly atoms: readonly { x: number; y: number; z: number }[];
  readonly bonds: readonly [number, number][];
  readonly formula: string;
}

/**
 * A small picture of a library molecule before it is chosen (issue 16.6): chem reads the file in the
 * browser (bonds perceived when the file has none, as the server will), the atoms are projected on the
 * two axes the molecule spreads most along, and the formula is written under it.
 */
export function LibraryPreview({ name, text }: { name: string; text: string }) {
  const { t } = useTranslation();
  const drawing = useMemo(() => drawingOf(name, text), [name, text]);
  if (drawing === null) return null;
  return (
    <figure style={{ margin: 0 }} data-testid="library-preview" data-atom-count={drawing.atoms.length}>
      <svg width={WIDTH} height={HEIGHT} role="img" aria-label={t('library.preview', { name })}>
        <rect width={WIDTH} height={HEIGHT} fill="#fafafa" rx={8} />
        {drawing.bonds.map(([a, b]) => (
          <line
            key={`${a}-${b}`}
            x1={drawing.atoms[a]?.x}
            y1={drawing.atoms[a]?.y}
            x2={drawing.atoms[b]?.x}
            y2={drawing.atoms[b]?.y}
            stroke="#8c8c8c"
            strokeWidth={2}
          />
        ))}
        {drawing.atoms.map((atom, i) => (
          <circle
            key={i}
            cx={atom.x}
            cy={atom.y}
            r={atom.z === 1 ? 3 : 5}
            fill={COLOURS[atom.z] ?? '#9254de'}
          />
        ))}
      </svg>
      <figcaption>
        <Typography.Text type="secondary">{drawing.formula}</Typography.Text>
      </figcaption>
    </figure>
  );
}

function drawingOf(name: string, text: string): Drawing | null {
  const read = findFormat(name.slice(name.lastIndexOf('.') + 1).toLowerCase())?.read;
  let mol: Molecule | undefined;
  try {
    mol = read?.(text, { fileName: name }).molecules[0];
    if (mol !== undefined && mol.bonds.count === 0) mol = perceive(mol).molecule;
  } catch {
    return null; // the server will say what is wrong when the file is used
  }
  if (mol === undefined || mol.atomCount === 0) return null;
  const [u, v] = spreadAxes(mol);
  const us = Array.from({ length: mol.atomCount }, (_, i) => mol.positions[3 * i + u] ?? 0);
  const vs = Array.from({ length: mol.atomCount }, (_, i) => mol.positions[3 * i + v] ?? 0);
  const span = Math.max(Math.max(...us) - Math.min(...us), Math.max(...vs) - Math.min(...vs), 1e-6);
  const scale = Math.min((WIDTH - 2 * MARGIN) / span, (HEIGHT - 2 * MARGIN) / span, 40);
  const cu = (Math.max(...us) + Math.min(...us)) / 2;
  const cv = (Math.max(...vs) + Math.min(...vs)) / 2;
  const atoms = us.map((x, i) => ({
    x: WIDTH / 2 + (x - cu) * scale,
    y: HEIGHT / 2 - ((vs[i] ?? 0) - cv) * scale,
    z: mol.elements[i] ?? 0,
  }));
  // A bond to a periodic image (a crystal's) would cross the drawing: only bonds inside the cell are drawn.
  const bonds = bondList(mol)
    .filter((b) => b.image === undefined || b.image.every((n) => n === 0))
    .map((b): [number, number] => [b.a, b.b]);
  return { atoms, bonds, formula: formulaOf(mol) };
}

/** The two Cartesian axes with the largest spread (the view along the flattest direction). */
function spreadAxes(mol: Molecule): [number, number] {
  const spread = [0, 1, 2].map((axis) => {
    const values = Array.from({ length: mol.atomCount }, (_, i) => mol.positions[3 * i + axis] ?? 0);
    return Math.max(...values) - Math.min(...values);
  });
  const flattest = spread.indexOf(Math.min(...spread));
  const [u = 0, v = 1] = [0, 1, 2].filter((axis) => axis !== flattest);
  return [u, v];
}

/** Hill order: C, H, then the other elements alphabetically. */
function formulaOf(mol: Molecule): string {
  const counts = new Map<string, number>();
  for (const z of mol.elements) counts.set(symbolOf(z), (counts.get(symbolOf(z)) ?? 0) + 1);
  const order = [...counts.keys()].sort((a, b) => {
    const key = (s: string): string => (s === 'C' ? '0' : s === 'H' ? '1' : `2${s}`);
    return key(a).localeCompare(key(b));
  });
  return order.map((s) => `${s}${counts.get(s) === 1 ? '' : String(counts.get(s))}`).join('');
}
