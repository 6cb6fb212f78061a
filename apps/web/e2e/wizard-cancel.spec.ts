import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { builderPath, jobStatusSchema } from '@topoforge/contract';
import { waterGrid } from '../../server/test/support/water-grid';
import { ethanolAtStep2, shot, WIZARD_BROWSER } from './support/wizard';
import { languageState } from './support/language';

/**
 * Issue 16 item 4, in both interface languages: while the server is busy (every program slot runs an
 * AM1-BCC job on 600 atoms of water, MOPAC for minutes each), step 2's charge call waits in the queue; the overlay
 * shows the method, the time and its place in the queue, and Cancel stops the server's job and returns
 * to a usable step 2 with a message.
 */

test.use(WIZARD_BROWSER);
test.setTimeout(150_000);

const TEXTS = {
  'en-US': {
    queued: /^XTB-RESP: waiting for the server, place 1 in the queue \(\d+ s\)$/,
    cancel: /^Cancel$/,
    cancelled: 'XTB-RESP was cancelled; nothing was changed.',
  },
  'zh-CN': {
    queued: /^XTB-RESP：等待服务器，排队第 1 位（\d+ 秒）$/,
    // Ant Design spaces out a button's two Chinese characters.
    cancel: /^取\s?消$/,
    cancelled: 'XTB-RESP 已取消，未做任何更改。',
  },
} as const;

const jobPath = (id: string, cancel = false) => builderPath(`job/${id}${cancel ? '/cancel' : ''}`);

async function stateOf(request: APIRequestContext, id: string): Promise<string> {
  const answer = await request.get(jobPath(id));
  return jobStatusSchema.parse(((await answer.json()) as { data: unknown }).data).state;
}

/**
 * Fills every program slot with a slow AM1-BCC call (distinct inputs, so none is shared) until one has to
 * wait; that one is cancelled again, leaving the slots full and the queue empty. Answers the ids.
 */
async function fillProgramSlots(request: APIRequestContext, tag: string): Promise<string[]> {
  const running: string[] = [];
  for (let n = 0; n < 16; n++) {
    const id = `filler-${tag}-${n}`;
    void request
      .post(`${builderPath('charge/am1bcc')}?job=${id}`, { data: { data: waterGrid(200 + n) }, timeout: 0 })
      .catch(() => undefined);
    await expect.poll(() => stateOf(request, id).catch(() => 'unknown')).not.toBe('unknown');
    await expect
      .poll(() => stateOf(request, id), { timeout: 2_000 })
      .toBe('running')
      .catch(() => undefined);
    if ((await stateOf(request, id)) === 'pending') {
      await request.post(jobPath(id, true));
      return running;
    }
    running.push(id);
  }
  throw new Error('the program slots did not fill up');
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  const text = TEXTS[locale];
  test.describe(`cancelling a charge run (${locale})`, () => {
    test.use({ locale, storageState: languageState(locale) });
    let fillers: string[] = [];
    test.afterEach(async ({ request }) => {
      for (const id of fillers) await request.post(jobPath(id, true));
      fillers = [];
    });

    test('a queued charge run shows its place and time; Cancel stops the job and keeps step 2 usable', async ({
      page,
      request,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await ethanolAtStep2(page);
      await expect(page.getByTestId('charge-type')).toContainText('XTB-RESP');

      fillers = await fillProgramSlots(request, locale);
      const sent = page.waitForRequest((r) => new URL(r.url()).pathname === builderPath('charge/xtb-resp'));
      await page.getByTestId('wizard-next').click();
      const id = new URL((await sent).url()).searchParams.get('job') ?? '';
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      const progress = page.getByTestId('job-progress-text');
      await expect(progress).toHaveText(text.queued, { timeout: 15_000 });
      expect(await stateOf(request, id)).toBe('pending');
      await shot(page, testInfo, `cancel-queued-${locale}`);

      const cancel = page.getByTestId('job-cancel');
      await expect(cancel).toHaveText(text.cancel);
      await cancel.click();
      await expect(page.getByText(text.cancelled, { exact: true })).toBeVisible();
      await expect.poll(() => stateOf(request, id)).toBe('cancelled');
      // Back on a usable step 2: no overlay, the table and Next are there.
      await expect(page.getByTestId('job-progress')).toHaveCount(0);
      await expect(page.getByTestId('wizard')).toHaveAttribute('data-step', '2');
      await expect(page.getByTestId('wizard-next')).toBeEnabled();
      // The fillers still run: cancelling the browser's call did not touch them.
      for (const filler of fillers) expect(await stateOf(request, filler)).toBe('running');
      await shot(page, testInfo, `cancel-done-${locale}`);
      expect(errors).toEqual([]);
    });
  });
}
