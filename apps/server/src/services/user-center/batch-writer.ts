/**
 * Rows accepted now and written together: one INSERT for up to `maxRows` rows, at the latest `maxDelayMs`
 * after the first row of a batch came. close() writes what is left, so nothing accepted is lost when the
 * server stops cleanly. Writes run one at a time, in order.
 */
export interface BatchWriter<T> {
  /** Takes a row; false when `maxPending` rows already wait (the database is slow or down). */
  add(row: T): boolean;
  /** Writes what waits now; resolves when every row added so far is written (or its write failed). */
  flush(): Promise<void>;
  /** Writes what is left; rows added afterwards are refused. */
  close(): Promise<void>;
}

export interface BatchOptions<T> {
  /** Writes the rows in one statement. */
  readonly write: (rows: readonly T[]) => Promise<void>;
  readonly maxRows: number;
  readonly maxDelayMs: number;
  /** Rows waiting or being written at most: more are refused rather than held in memory. */
  readonly maxPending: number;
  /** A failed write: the rows and the error, for the log (they are not retried). */
  readonly onError: (error: unknown, rows: readonly T[]) => void;
}

export function createBatchWriter<T>(options: BatchOptions<T>): BatchWriter<T> {
  let waiting: T[] = [];
  let writing = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (waiting.length > 0) {
      const rows = waiting.slice(0, options.maxRows);
      waiting = waiting.slice(options.maxRows);
      writing += rows.length;
      chain = chain.then(async () => {
        try {
          await options.write(rows);
        } catch (e) {
          options.onError(e, rows);
        } finally {
          writing -= rows.length;
        }
      });
    }
    return chain;
  };

  return {
    add(row) {
      if (closed || waiting.length + writing >= options.maxPending) return false;
      waiting.push(row);
      if (waiting.length >= options.maxRows) void flush();
      else timer ??= setTimeout(() => void flush(), options.maxDelayMs);
      return true;
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
