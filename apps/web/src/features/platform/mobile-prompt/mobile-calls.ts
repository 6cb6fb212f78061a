import { miniProgramLinkRoute } from '@topoforge/contract';
import { z } from 'zod';
import { getJson } from '../../../api/client';

const LINK = z.string().nullable();

/**
 * The administrator's mini-program link for the page `path` (002 §7 urlscheme), null when none is set.
 * Quiet: without a link (or without an answer) the visitor simply stays on the web page, no toast.
 */
export const fetchMiniProgramLink = (path: string, signal: AbortSignal): Promise<string | null> =>
  getJson(miniProgramLinkRoute.path, LINK, signal, { path }, { quiet: true });
