import { z } from 'zod';

/**
 * Body of every error answer from the server. `code` is stable (clients branch on it); `message` is
 * for people and never carries a stack trace.
 */
export const apiErrorSchema = z.object({
  code: z.string().min(1),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
