/**
 * Administrators write news and pages as plain text: a blank line starts a paragraph, single line breaks
 * stay. The pages show each paragraph as text (React escapes it), so no markup an administrator types can
 * run in a visitor's browser.
 */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n(?:[ \t]*\n)+/)
    .map((p) => p.replace(/^\n+|\s+$/g, ''))
    .filter((p) => p.trim() !== '');
}
