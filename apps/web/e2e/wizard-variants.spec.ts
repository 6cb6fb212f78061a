import { expect, test } from '@playwright/test';
import { builderPath, okEnvelope, waterModelsRoute } from '@topoforge/contract';
import { BUTANOL_MOL, C4MIM_BF4_MOL } from './support/variant-molecules';
import { generate3d } from './support/variant-flow';
import { ETHANOL_MOL, shot, uploadMolfile, WIZARD, WIZARD_BROWSER } from './support/wizard';

/**
 * The united-atom and ionic-liquid pages (002 §2) are the shared wizard (000 §1) under their own title:
 * they reset the wizard when opened, ask their own force-field list and offer its first entry as the
 * default (000 §7). Against the real built server, whatever its lists hold today: an empty list must
 * show that the flow has no force field yet.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(90_000);

const LIST_PREFIX = builderPath('forcefield/');
const listAnswer = okEnvelope(waterModelsRoute.answer.data);

const VARIANTS = [
  {
    id: 'united-atom',
    title: 'United-atom',
    zhTitle: '联合原子',
    list: 'ua',
    file: 'n-butanol.mol',
    mol: BUTANOL_MOL,
    atoms: 15,
  },
  {
    id: 'ion-liquid',
    title: 'Ionic liquid',
    zhTitle: '离子液体',
    list: 'il',
    file: 'c4mim-bf4.mol',
    mol: C4MIM_BF4_MOL,
    atoms: 30,
  },
] as const;

for (const v of VARIANTS) {
  test(`${v.id}: its title, a reset wizard, its own force-field list and its default`, async ({
    page,
  }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const lists: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith(LIST_PREFIX)) lists.push(path);
    });

    // Something in the shared wizard state first: a file loaded on the all-atom page.
    await page.goto(WIZARD);
    await uploadMolfile(page, 'ethanol.mol', ETHANOL_MOL);
    await expect(page.getByTestId('file-name')).toHaveText('ethanol.mol');
    await expect.poll(() => lists).toContain(builderPath('forcefield/aa'));
    lists.length = 0;

    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === LIST_PREFIX + v.list);
    await page.getByTestId(`variant-${v.id}`).click();
    await expect(page).toHaveURL(new RegExp(`/personal-space/auto-ff/${v.id}$`));
    await expect(page.getByRole('heading', { name: v.title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${v.title} – TopoForge`);
    await expect(page.getByTestId('wizard')).toHaveAttribute('data-variant', v.id);

    // 000 §1: the page reset the shared state (the file is gone, in the store and on screen).
    await expect(page.getByTestId('file-name')).toHaveText('No file loaded');
    const stored = await page.evaluate(() => sessionStorage.getItem('topoforge.wizard.v2'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({
      state: { originalFileName: '', mol2: '', active: 1 },
    });

    // Its own list, and no backup list: these flows have no backup selector.
    const offered = listAnswer.parse(await (await answer).json()).data;
    expect(lists).toContain(LIST_PREFIX + v.list);
    expect(lists).not.toContain(builderPath('forcefield/supported'));
    expect(lists).not.toContain(builderPath('forcefield/aa'));

    // The pickers show once a structure exists.
    await uploadMolfile(page, v.file, v.mol);
    await generate3d(page, v.atoms);
    await expect(page.getByTestId('backup')).toHaveCount(0);
    const first = offered[0];
    if (first === undefined) {
      await expect(page.getByTestId('no-force-fields')).toHaveText(
        'No force field is available for this flow yet.',
      );
      await expect(page.getByTestId('force-field-picker')).toHaveCount(0);
    } else {
      // 000 §7: the first entry is the default, already chosen; the rest stay available.
      await expect(page.getByTestId('force-field-selected')).toHaveText([`${first}×`]);
      await expect(page.getByTestId('force-field-available')).toHaveText(
        offered.slice(1).map((n) => `${n}+`),
      );
    }
    await shot(page, testInfo, `${v.id}-step1`);

    await page.getByText('中文', { exact: true }).click();
    await expect(page.getByRole('heading', { name: v.zhTitle, exact: true })).toBeVisible();
    await page.getByText('English', { exact: true }).click();
    expect(errors).toEqual([]);
  });
}

test('opening a variant page directly resets it too, and the variant links lead between them', async ({
  page,
}) => {
  await page.goto('/personal-space/auto-ff/ion-liquid');
  await uploadMolfile(page, 'c4mim-bf4.mol', C4MIM_BF4_MOL);
  await expect(page.getByTestId('file-name')).toHaveText('c4mim-bf4.mol');
  await page.goto('/personal-space/auto-ff/united-atom');
  await expect(page.getByRole('heading', { name: 'United-atom', exact: true })).toBeVisible();
  await expect(page.getByTestId('file-name')).toHaveText('No file loaded');
  await expect(page.getByTestId('variant-united-atom')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('variant-all-atom').click();
  await expect(page).toHaveURL(new RegExp(`${WIZARD}$`));
  await expect(page.getByRole('heading', { name: 'All-atom force field', exact: true })).toBeVisible();
  // The all-atom page keeps its backup selector once a structure exists.
  await uploadMolfile(page, 'ethanol.mol', ETHANOL_MOL);
  await generate3d(page, 9);
  await expect(page.getByTestId('backup')).toBeVisible();
});
