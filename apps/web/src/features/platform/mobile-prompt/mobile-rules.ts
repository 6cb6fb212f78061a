/**
 * Who sees the mini-program prompt (002 §1, §2.1, §4 "Mobile redirect"): a mobile browser on any page but
 * the allowed mobile pages.
 */

/** The pages meant for mobile browsers (002 §2.1); they never prompt. */
export const MOBILE_PAGES: readonly string[] = ['/web/activity', '/web/mini-program'];

/**
 * Phone and tablet tokens. "Mobi" is MDN's advice for phones; tablets drop it, so their platform names
 * count too (Android tablets, iPad, Kindle's Silk, BlackBerry PlayBook, HarmonyOS's "(Phone;"/"(Tablet;").
 */
const MOBILE_TOKENS =
  /Mobi|Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|BB10|PlayBook|webOS|Opera Mini|Silk|Kindle|\((?:Phone|Tablet);/i;

/**
 * True for phones and tablets. iPadOS 13+ Safari names itself a Mac, so a "Macintosh" with a touch screen
 * (`maxTouchPoints` > 1, which no Mac has) counts as an iPad.
 */
export function isMobileBrowser(userAgent: string, maxTouchPoints = 0): boolean {
  if (MOBILE_TOKENS.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** The page is one of MOBILE_PAGES or below one (a trailing slash, a sub-page). */
export function isMobilePage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return MOBILE_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/** Whether to ask the server for the mini-program link on this page in this browser. */
export function needsMobilePrompt(path: string, userAgent: string, maxTouchPoints = 0): boolean {
  return isMobileBrowser(userAgent, maxTouchPoints) && !isMobilePage(path);
}
