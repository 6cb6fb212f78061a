import { normalizeReferenceDomain, REFERENCE_DOMAIN } from '@topoforge/contract';

/** What a form rule's validator answers: settled when the value is fine, rejected with the message. */
type Check = (_: unknown, value: string | undefined) => Promise<void>;

/** A form rule: 1 to `max` characters as a reader counts them (the server counts the same way). */
export const lengthRule = (max: number, message: string): { validator: Check } => ({
  validator: (_, value) => {
    const length = [...(value ?? '').trim()].length;
    return length >= 1 && length <= max ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

/** A form rule: a domain the server will take (read as it stores it: lower case, no '@', no final dot). */
export const domainRule = (message: string): { validator: Check } => ({
  validator: (_, value) =>
    REFERENCE_DOMAIN.test(normalizeReferenceDomain(value ?? ''))
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});
