import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { chromium } from '@playwright/test';
import { freePort, waitForHealth } from './local-server.js';

/**
 * `npm run bench:web [-- --runs 5]` (issue 6 item 7): the first load of the all-atom wizard page from the
 * built server (`npm run build` first) on a free local port, in Debian's Chromium with the launch flags of
 * apps/web/playwright.config.ts. Each load uses a fresh browser context (empty cache). Prints, per load
 * and as the median: JavaScript requests, bytes (decoded, and as transferred on the wire), DOMContentLoaded,
 * load, when the upload button is visible and enabled, and the start of the first 500 ms without a long
 * task (PerformanceObserver 'longtask', ≥ 50 ms) after it: a time-to-interactive proxy. Not a test.
 */
const PAGE = '/personal-space/auto-ff/all-atom';
const QUIET_MS = 500;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

/**
 * Runs in the page before its own scripts (a string: the bench is type-checked without DOM types). It
 * records long tasks and, polling each animation frame, the moment the upload button can be clicked.
 */
const PAGE_PROBE = `
  window.__bench = { longTasks: [], ready: undefined };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.longTasks.push([e.startTime, e.startTime + e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const b = document.querySelector('[data-testid="upload-button"]');
    if (b !== null && !b.disabled && b.getClientRects().length > 0) window.__bench.ready = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

/** Read back after the page settled: navigation timing, the probe's findings and the current time. */
const PAGE_READ = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    dcl: nav.domContentLoadedEventEnd,
    load: nav.loadEventEnd,
    ready: window.__bench.ready,
    longTasks: window.__bench.longTasks,
    now: performance.now(),
  };
})()`;

interface PageTimes {
  dcl: number;
  load: number;
  ready: number | undefined;
  longTasks: [number, number][];
  now: number;
}

interface Load {
  paths: string[];
  jsRequests: number;
  jsDecoded: number;
  jsEncoded: number;
  encodings: Set<string>;
  dcl: number;
  load: number;
  ready: number;
  quiet: number;
  longTasks: number;
}

/**
 * The first moment ≥ `from` followed by QUIET_MS without a long task, or undefined when the page has not
 * yet been quiet that long by `now`.
 */
function quietStart(from: number, tasks: [number, number][], now: number): number | undefined {
  let start = from;
  for (const [begin, end] of [...tasks].sort((a, b) => a[0] - b[0])) {
    if (begin >= start + QUIET_MS) break;
    if (end > start) start = end;
  }
  return now >= start + QUIET_MS ? start : undefined;
}

async function oneLoad(browser: Browser, base: string): Promise<Load> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(PAGE_PROBE);
  // The DevTools protocol gives each response's decoded length and its length on the wire.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { path: string; decoded: number; encoded: number }>();
  const encodings = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    const path = new URL(e.response.url).pathname;
    if (e.type !== 'Script' && !path.endsWith('.js')) return;
    scripts.set(e.requestId, { path, decoded: 0, encoded: 0 });
    const header = Object.entries(e.response.headers).find(([k]) => k.toLowerCase() === 'content-encoding');
    encodings.add(header?.[1] ?? 'identity');
  });
  cdp.on('Network.dataReceived', (e) => {
    const s = scripts.get(e.requestId);
    if (s !== undefined) s.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s !== undefined) s.encoded = e.encodedDataLength;
  });

  await page.goto(base + PAGE, { waitUntil: 'load' });
  let times: PageTimes;
  let quiet: number | undefined;
  const deadline = Date.now() + 30_000;
  for (;;) {
    times = (await page.evaluate(PAGE_READ)) as PageTimes;
    quiet = times.ready === undefined ? undefined : quietStart(times.ready, times.longTasks, times.now);
    if (quiet !== undefined && times.ready !== undefined) break;
    if (Date.now() > deadline) throw new Error('the upload button did not become usable within 30 s');
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  const all = [...scripts.values()];
  return {
    paths: all.map((s) => s.path),
    jsRequests: all.length,
    jsDecoded: all.reduce((sum, s) => sum + s.decoded, 0),
    jsEncoded: all.reduce((sum, s) => sum + s.encoded, 0),
    encodings,
    dcl: times.dcl,
    load: times.load,
    ready: times.ready ?? NaN,
    quiet,
    longTasks: times.longTasks.length,
  };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};
const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`;
const ms = (n: number): string => `${n.toFixed(0)} ms`;

function line(label: string, l: Omit<Load, 'encodings' | 'paths'>): string {
  return (
    `${label.padEnd(8)} js requests ${l.jsRequests}, js ${kib(l.jsDecoded)} decoded / ${kib(l.jsEncoded)} ` +
    `on the wire, DOMContentLoaded ${ms(l.dcl)}, load ${ms(l.load)}, upload usable ${ms(l.ready)}, ` +
    `first ${QUIET_MS} ms without long tasks from ${ms(l.quiet)} (${l.longTasks} long tasks)`
  );
}

async function main(): Promise<void> {
  const root = process.cwd();
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'topoforge-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let browser: Browser | undefined;
  try {
    await waitForHealth(base, 120_000);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
    // One load first so the server's own first-request work (library, caches) is not in the figures.
    await oneLoad(browser, base);
    const loads: Load[] = [];
    for (let i = 0; i < runs; i++) {
      const load = await oneLoad(browser, base);
      loads.push(load);
      console.log(line(`load ${i + 1}`, load));
    }
    const pick = (key: keyof Omit<Load, 'encodings' | 'paths'>): number => median(loads.map((l) => l[key]));
    console.log(
      line('median', {
        jsRequests: pick('jsRequests'),
        jsDecoded: pick('jsDecoded'),
        jsEncoded: pick('jsEncoded'),
        dcl: pick('dcl'),
        load: pick('load'),
        ready: pick('ready'),
        quiet: pick('quiet'),
        longTasks: pick('longTasks'),
      }),
    );
    const encodings = new Set(loads.flatMap((l) => [...l.encodings]));
    console.log(`content-encoding of the scripts: ${[...encodings].join(', ')}; page ${base}${PAGE}`);
    // What gzip would make of the same files, for comparison with a server that compresses.
    const files = [...new Set(loads.flatMap((l) => l.paths))].sort();
    let gzipped = 0;
    for (const path of files) {
      // The server serves the build's assets under its own prefix (/web/assets/…).
      const bytes = readFileSync(join(root, 'apps/web/dist/assets', basename(path)));
      const size = gzipSync(bytes, { level: 6 }).length;
      gzipped += size;
      console.log(`  ${path.padEnd(44)} ${kib(bytes.length).padStart(12)}  gzip ${kib(size).padStart(10)}`);
    }
    console.log(`  gzip -6 of all ${files.length} scripts: ${kib(gzipped)}`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
