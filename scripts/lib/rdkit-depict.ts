import { spawnSync } from 'node:child_process';
import type { Molecule } from '../../packages/chem/src/core/molecule.js';

/** One picture: our graph as is (explicit hydrogens), the atom to highlight, and optional 2D positions. */
export interface DepictJob {
  readonly elements: readonly number[];
  readonly charges: readonly number[];
  readonly bonds: readonly (readonly [number, number, number])[];
  readonly highlight: number;
  /** Fixed 2D positions (Å); RDKit lays the fragment out itself when absent. */
  readonly coords?: readonly (readonly [number, number])[];
  /** Labels for element 0 (a virtual site) by atom index. */
  readonly labels?: Readonly<Record<number, string>>;
}

/** An atom drawn with its own label inside a disc of its own colour (RGB 0–1). */
export interface MarkedAtom {
  readonly atom: number;
  readonly label: string;
  readonly colour: readonly [number, number, number];
}

/**
 * One picture of a SMILES as RDKit reads it (atoms numbered in the order written, `*` as a dummy atom),
 * laid out by RDKit, with some atoms marked: the monomer pictures mark a p-SMILES's head and tail `*`.
 */
export interface SmilesDepictJob {
  readonly smiles: string;
  readonly marks: readonly MarkedAtom[];
}

export function depictJob(mol: Molecule, highlight: number): DepictJob {
  const bonds: [number, number, number][] = [];
  for (let k = 0; k < mol.bonds.count; k++) {
    bonds.push([mol.bonds.a[k]!, mol.bonds.b[k]!, mol.bonds.order[k]!]);
  }
  return {
    elements: [...mol.elements],
    charges: [...mol.formalCharges],
    bonds,
    highlight,
  };
}

/*
 * RDKit (Debian's python3-rdkit) lays out and draws each graph with the highlighted atom marked. The
 * atoms are taken with their explicit hydrogens and no implicit ones, so RDKit draws exactly the graph
 * our typer saw; text is drawn as paths, so the SVG needs no font. An example with an unpaired
 * electron is refused: it would stand for a molecule no one types.
 */
const DEPICT_SCRIPT = `
import sys, json
from rdkit import Chem, RDLogger
from rdkit.Chem import rdDepictor
from rdkit.Chem.Draw import rdMolDraw2D
from rdkit.Geometry import Point3D
RDLogger.DisableLog('rdApp.*')
rdDepictor.SetPreferCoordGen(True)
ORDERS = {1: Chem.BondType.SINGLE, 2: Chem.BondType.DOUBLE, 3: Chem.BondType.TRIPLE, 5: Chem.BondType.AROMATIC}
def hide_hydrogens(rw, highlight):
    # Hydrogens the type is not about become the usual H counts of their heavy atom: all are kept
    # for a hydrogen type, only the marked atom's own for any other.
    if rw.GetAtomWithIdx(highlight).GetAtomicNum() == 1:
        return highlight
    drop = [a.GetIdx() for a in rw.GetAtoms() if a.GetAtomicNum() == 1 and a.GetDegree() == 1
            and a.GetNeighbors()[0].GetIdx() != highlight]
    for i in sorted(drop, reverse=True):
        parent = rw.GetAtomWithIdx(i).GetNeighbors()[0]
        parent.SetNumExplicitHs(parent.GetNumExplicitHs() + 1)
        rw.RemoveAtom(i)
    return highlight - sum(1 for i in drop if i < highlight)

def draw(mol, highlight, colours, font_range=None):
    d = rdMolDraw2D.MolDraw2DSVG(240, 180)
    opts = d.drawOptions()
    if font_range:
        opts.minFontSize, opts.maxFontSize = font_range
    opts.clearBackground = False
    opts.padding = 0.12
    opts.highlightRadius = 0.45
    opts.fixedBondLength = 55
    opts.setHighlightColour((0.6, 0.82, 1.0))
    d.DrawMolecule(mol, highlightAtoms=highlight, highlightAtomColors=colours, highlightBonds=[])
    d.FinishDrawing()
    return d.GetDrawingText()

def smiles_picture(job):
    mol = Chem.MolFromSmiles(job['smiles'])
    if mol is None:
        sys.exit('RDKit cannot read the SMILES %s' % job['smiles'])
    colours = {}
    for mark in job['marks']:
        mol.GetAtomWithIdx(mark['atom']).SetProp('atomLabel', mark['label'])
        colours[mark['atom']] = tuple(mark['colour'])
    rdDepictor.Compute2DCoords(mol)
    # Labels stay legible on long repeat units and do not swamp the two-atom ones.
    return draw(mol, list(colours), colours, (9, 15))

out = []
for job in json.load(sys.stdin):
    if 'smiles' in job:
        out.append(smiles_picture(job))
        continue
    rw = Chem.RWMol()
    for i, (z, q) in enumerate(zip(job['elements'], job['charges'])):
        atom = Chem.Atom(z)
        atom.SetFormalCharge(q)
        atom.SetNoImplicit(True)
        label = job.get('labels', {}).get(str(i))
        if label:
            atom.SetProp('atomLabel', label)
        rw.AddAtom(atom)
    for a, b, o in job['bonds']:
        rw.AddBond(a, b, ORDERS[o])
    highlight = job['highlight']
    if not job.get('coords'):
        highlight = hide_hydrogens(rw, highlight)
    mol = rw.GetMol()
    Chem.SanitizeMol(mol)
    odd = [a.GetIdx() + 1 for a in mol.GetAtoms() if a.GetNumRadicalElectrons() > 0]
    if odd:
        sys.exit('radical at atoms %s of %s' % (odd, job['elements']))
    if job.get('coords'):
        conf = Chem.Conformer(mol.GetNumAtoms())
        for i, (x, y) in enumerate(job['coords']):
            conf.SetAtomPosition(i, Point3D(x, y, 0.0))
        mol.AddConformer(conf, assignId=True)
    else:
        rdDepictor.Compute2DCoords(mol)
    out.append(draw(mol, [highlight], {}))
json.dump(out, sys.stdout)
`;

/** SVG text per job, in order. Throws with RDKit's message when Python or RDKit fails. */
export function depict(jobs: readonly (DepictJob | SmilesDepictJob)[]): string[] {
  const run = spawnSync('/usr/bin/python3', ['-c', DEPICT_SCRIPT], {
    input: JSON.stringify(jobs),
    maxBuffer: 1 << 28,
    timeout: 120_000,
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`RDKit depiction failed: ${run.stderr.slice(-2000)}`);
  return (JSON.parse(run.stdout) as string[]).map(compact);
}

/** A tenth of a pixel is below what a screen shows; dropping further digits roughly halves the files. */
function compact(svg: string): string {
  return svg
    .replace(/<\?xml[^>]*\?>\s*/, '')
    .replace(/(\d+\.\d{1})\d+/g, '$1')
    .replace(/\n+/g, '\n')
    .trimEnd()
    .concat('\n');
}
