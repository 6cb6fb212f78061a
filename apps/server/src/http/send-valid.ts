/** The part of a zod schema the server needs; keeps zod itself out of the server's imports. */
export interface ContractSchema<T> {
  parse(value: unknown): T;
}

/**
 * Checks an answer against its contract schema before it leaves. A mismatch is a server bug: the ZodError
 * goes to the error handler, which answers 500 and logs the details.
 */
export function validAnswer<T>(schema: ContractSchema<T>, value: T): T {
  return schema.parse(value);
}
