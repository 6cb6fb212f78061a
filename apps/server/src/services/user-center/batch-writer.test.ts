import { describe, expect, it } from 'vitest';
import { createBatchWriter } from './batch-writer.js';

function recorder(options: { maxRows?: number; maxDelayMs?: number; maxPending?: number } = {}) {
  const batches: number[][] = [];
  const errors: number[][] = [];
  const writer = createBatchWriter<number>({
    write: (rows) => {
      if (rows.includes(-1)) return Promise.reject(new Error('database down'));
      batches.push([...rows]);
      return Promise.resolve();
    },
    maxRows: options.maxRows ?? 100,
    // Long enough that no timer fires during a test unless it waits for one.
    maxDelayMs: options.maxDelayMs ?? 60_000,
    maxPending: options.maxPending ?? 10_000,
    onError: (_e, rows) => errors.push([...rows]),
  });
  return { writer, batches, errors };
}

describe('the batch writer', () => {
  it('writes full batches of maxRows at once and the rest on close: nothing accepted is lost', async () => {
    const { writer, batches } = recorder();
    for (let i = 0; i < 250; i += 1) expect(writer.add(i)).toBe(true);
    // The full batches are written without waiting for the timer (the writes here resolve at once) …
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches.map((b) => b.length)).toEqual([100, 100]);
    // … the last 50 on close.
    await writer.close();
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(writer.add(1)).toBe(false);
  });

  it('writes a part batch maxDelayMs after its first row', async () => {
    const { writer, batches } = recorder({ maxDelayMs: 10 });
    writer.add(1);
    writer.add(2);
    expect(batches).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toEqual([[1, 2]]);
    await writer.close();
  });

  it('refuses rows past maxPending while earlier ones wait', async () => {
    const { writer } = recorder({ maxPending: 3 });
    expect([1, 2, 3, 4].map((i) => writer.add(i))).toEqual([true, true, true, false]);
    await writer.flush();
    expect(writer.add(5)).toBe(true);
    await writer.close();
  });

  it('reports a failed write with its rows and goes on with the next', async () => {
    const { writer, batches, errors } = recorder({ maxRows: 2 });
    for (const i of [1, -1, 3, 4]) writer.add(i);
    await writer.close();
    expect(errors).toEqual([[1, -1]]);
    expect(batches).toEqual([[3, 4]]);
  });
});
