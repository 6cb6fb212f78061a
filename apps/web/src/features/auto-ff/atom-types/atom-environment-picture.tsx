import { useMemo } from 'react';
import { atomEnvironment } from './atom-environment';

/** CPK-like colours of the common elements; others are grey. */
const COLOURS: Readonly<Record<string, string>> = {
  H: '#9e9e9e',
  C: '#333333',
  N: '#2f5bd3',
  O: '#d32f2f',
  F: '#2e7d32',
  Cl: '#2e7d32',
  Br: '#8d3b1f',
  I: '#6a1b9a',
  S: '#b8860b',
  P: '#e65100',
};

/** The atom's surroundings in the structure, drawn as a 2D SVG (see atomEnvironment). */
export function AtomEnvironmentPicture({
  mol2,
  index0,
  title,
}: {
  mol2: string;
  index0: number;
  title: string;
}) {
  const env = useMemo(() => atomEnvironment(mol2, index0), [mol2, index0]);
  if (env.atoms.length === 0) return null;
  return (
    <svg
      width={env.width}
      height={env.height}
      viewBox={`0 0 ${env.width} ${env.height}`}
      role="img"
      aria-label={title}
      data-testid="atom-environment"
      style={{ border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
    >
      <title>{title}</title>
      {env.bonds.map(([a, b]) => {
        const p = env.atoms[a];
        const q = env.atoms[b];
        return p === undefined || q === undefined ? null : (
          <line key={`${a}-${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke="#bdbdbd" strokeWidth={2} />
        );
      })}
      {env.atoms.map((atom) => (
        <g key={atom.index0}>
          <circle
            cx={atom.x}
            cy={atom.y}
            r={atom.centre ? 12 : 9}
            fill={atom.centre ? '#fff59d' : '#fff'}
            stroke={atom.centre ? '#f9a825' : '#e0e0e0'}
            strokeWidth={atom.centre ? 2 : 1}
          />
          <text
            x={atom.x}
            y={atom.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={11}
            fontWeight={atom.centre ? 700 : 400}
            fill={COLOURS[atom.label] ?? '#616161'}
          >
            {atom.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
