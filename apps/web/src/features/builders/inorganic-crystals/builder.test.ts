import { CRYSTAL_SOFTWARES, UPLOAD_FLOWS, chargeMethodsFor } from '@topoforge/chem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { topologyQuestions } from '../../auto-ff/download/topology-payload';
import { mol2HasCell } from '../../auto-ff/mol2/mol2-structure';
import { MINERAL_LIBRARY, inorganicCrystals } from './builder';

/** Halite as the cell call writes it: 8 atoms and its cell (CRYSIN a b c α β γ). */
const HALITE_MOL2 = [
  '@<TRIPOS>MOLECULE',
  'halite',
  ' 2 0 1 0 0',
  'SMALL',
  'NO_CHARGES',
  '',
  '@<TRIPOS>ATOM',
  '      1 Na           0.0000     0.0000     0.0000 Na        1 UNK        0.000000',
  '      2 Cl           2.8203     0.0000     0.0000 Cl        1 UNK        0.000000',
  '@<TRIPOS>CRYSIN',
  '    5.6406    5.6406    5.6406   90.0000   90.0000   90.0000     1     1',
  '',
].join('\n');

afterEach(() => vi.unstubAllGlobals());

/** Answers every fetch with the envelope around `data`, recording the URLs asked for. */
function answerWith(data: unknown): string[] {
  const urls: string[] = [];
  // No login stored: the client sends no bearer token.
  vi.stubGlobal('localStorage', { getItem: () => null });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ status: 200, msg: 'success', data })));
    }),
  );
  return urls;
}

describe('the crystal-materials builder (002 §2.3 inorganic-crystals, 001 §2.5)', () => {
  it('takes crystal files (000 §5 crystal mode: 1 MB, 1000 atoms) and offers the inorganic list', () => {
    const { flow } = inorganicCrystals;
    expect(flow.upload).toBe('crystal');
    expect(UPLOAD_FLOWS.crystal.atomLimit).toBe(1000);
    expect(UPLOAD_FLOWS.crystal.extensions).toEqual(expect.arrayContaining(['cif', 'vasp']));
    expect(flow.forceFieldList).toBe('inorganic');
    expect(flow.backup).toBe(false);
  });

  it('starts with the crystal-file step, then the shared atom-type and topology steps', () => {
    expect(inorganicCrystals.steps.map((s) => s.title)).toEqual(['crystal', 'atomTypes', 'topology']);
  });

  it('offers no Gaussian, ORCA or Gear (000 §9) and asks for the supercell of a structure with a cell', () => {
    expect(inorganicCrystals.flow.softwares).toEqual(CRYSTAL_SOFTWARES);
    expect(inorganicCrystals.flow.softwares).not.toContain('gaussian');
    const withCell = { meta: { cell: [5.64, 5.64, 5.64, 90, 90, 90] } } as never;
    expect(topologyQuestions(inorganicCrystals.flow, withCell).supercell).toBe(true);
    expect(topologyQuestions(inorganicCrystals.flow, { meta: { cell: null } } as never).supercell).toBe(
      false,
    );
  });

  it("offers the general molecule charge methods (001 §2.5 'steps 2 and 3 as above')", () => {
    expect(inorganicCrystals.flow.chargeMethods).toBe('general');
    // Halite (Na, Cl): the general list, no framework method.
    const { offered, unavailable } = chargeMethodsFor([11, 17], 'general');
    const ids = [...offered, ...unavailable.map((u) => u.method)].map((m) => m.id);
    expect(ids).toContain('QEq');
    expect(ids).not.toContain('Eqeq');
  });

  it('browses the mineral library: listing and file calls go to the minerals routes', async () => {
    const listed = answerWith([{ name: 'NaCl-Halite.cif', type: 'file' }]);
    expect(await MINERAL_LIBRARY.list('halides')).toEqual([{ name: 'NaCl-Halite.cif', type: 'file' }]);
    expect(listed).toEqual(['/cgi/forward/autoff/api/model/databases/minerals?path=halides']);
    const read = answerWith('data_halite');
    expect(await MINERAL_LIBRARY.read('halides', 'NaCl-Halite.cif', 'crystal')).toBe('data_halite');
    expect(read).toEqual([
      '/cgi/forward/autoff/api/model/databases/minerals/file?path=halides&name=NaCl-Halite.cif',
    ]);
  });

  it('knows a structure with a cell, whose downloads add cif and vasp (000 §9)', () => {
    expect(mol2HasCell(HALITE_MOL2)).toBe(true);
    expect(mol2HasCell(HALITE_MOL2.replace(/@<TRIPOS>CRYSIN[\s\S]*/, ''))).toBe(false);
  });
});
