import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

/** One row of a GROMACS [ atoms ] section: nr type resnr residue atom cgnr charge (mass). */
export interface ItpAtom {
  readonly type: string;
  readonly charge: number;
}

/** The [ atoms ] rows of every .itp and .top in a GROMACS zip, in file order. */
export function gromacsAtoms(zip: Record<string, Uint8Array>): ItpAtom[] {
  const atoms: ItpAtom[] = [];
  for (const [name, bytes] of Object.entries(zip)) {
    if (!/\.(itp|top)$/.test(name)) continue;
    let section = '';
    for (const raw of strFromU8(bytes).split('\n')) {
      const line = raw.replace(/;.*/, '').trim();
      const header = /^\[\s*(\w+)\s*\]$/.exec(line);
      if (header !== null) section = header[1] ?? '';
      else if (section === 'atoms' && line !== '') {
        const f = line.split(/\s+/);
        atoms.push({ type: f[1] ?? '', charge: Number(f[6]) });
      }
    }
  }
  return atoms;
}

/** Generates the 3D structure of the uploaded file and waits for the viewer. */
export async function generate3d(page: Page, atoms: number): Promise<void> {
  await page.getByTestId('generate-3d').click();
  await expect(page.getByTestId('structure-atoms')).toHaveText(`${atoms} atoms`, { timeout: 30_000 });
  await expect(page.getByTestId('molecule-viewer')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
}

/** Water model '-': these structures hold no water, and a water model would join the force-field check. */
export async function noWater(page: Page): Promise<void> {
  await page.getByLabel('Water model').click();
  await page.getByTitle('-', { exact: true }).click();
}

/** Downloads the GROMACS zip of step 3 under `resname` and unzips it. */
export async function downloadGromacs(page: Page, resname: string): Promise<Record<string, Uint8Array>> {
  await expect(page.getByTestId('software')).toContainText('gromacs');
  await page.getByTestId('download-topology').click();
  await page.getByTestId('resname').fill(resname);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`gromacs_${resname}.zip`);
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  return unzipSync(new Uint8Array(bytes));
}

/** The table rows of step 2 as [id, element, force field, type]. */
export async function typeTable(page: Page): Promise<string[][]> {
  const rows = page.locator('[data-testid="atom-type-table"] tr.ant-table-row');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())),
  );
}
