import type { TextContext } from '../text.js';
import { truncate } from '../text.js';
import { decodeEntities } from './entities.js';
import type { XmlElement } from './xml-element.js';
import { XmlScanner } from './xml-scanner.js';

/**
 * A small non-validating XML 1.0 parser: elements, attributes, text, CDATA, comments, processing
 * instructions and a skipped DOCTYPE; the five predefined entities and numeric references. Namespace
 * prefixes are kept in names. It builds the tree with an explicit stack (no recursion) and refuses
 * nesting deeper than MAX_DEPTH, so hostile input can neither hang it nor overflow the call stack of
 * code that walks the tree recursively. Every error is a ParseError naming the 1-based line.
 */
export const MAX_DEPTH = 256;

interface OpenElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  line: number;
}

const NAME = /[A-Za-z_:\u00C0-\uFFFF][-A-Za-z0-9_:.\u00B7\u00C0-\uFFFF]*/y;

/** Parses a whole document and returns its root element. */
export function parseXml(text: string, ctx: TextContext): XmlElement {
  const s = new XmlScanner(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, ctx);
  const stack: OpenElement[] = [];
  let root: XmlElement | undefined;
  while (!s.done) {
    const lt = s.text.indexOf('<', s.pos);
    const end = lt < 0 ? s.text.length : lt;
    if (end > s.pos) {
      addText(s, stack, s.text.slice(s.pos, end), s.pos, false);
      s.pos = end;
    } else if (s.startsWith('<!--')) {
      const at = s.pos;
      s.pos += 4;
      s.readUntil('-->', 'A comment', at);
    } else if (s.startsWith('<![CDATA[')) {
      const at = s.pos;
      s.pos += 9;
      addText(s, stack, s.readUntil(']]>', 'A CDATA section', at), at, true);
    } else if (s.startsWith('<?')) {
      const at = s.pos;
      s.pos += 2;
      s.readUntil('?>', 'A processing instruction', at);
    } else if (s.startsWith('<!DOCTYPE')) {
      if (root || stack.length > 0) s.fail('a DOCTYPE may only appear before the root element.');
      skipDoctype(s);
    } else if (s.startsWith('</')) {
      const closed = endTag(s, stack);
      if (stack.length === 0) root = closed;
    } else {
      if (stack.length === 0 && root) s.fail('there is more than one root element.');
      const el = startTag(s, stack.length);
      if (el.selfClosing) {
        const top = stack[stack.length - 1];
        if (top) top.children.push(el.element);
        else root = el.element;
      } else stack.push(el.element);
    }
  }
  const open = stack[stack.length - 1];
  if (open) s.failAtLine(open.line, `element <${open.name}> is never closed.`);
  if (!root) return s.fail('the document has no root element.', s.text.length);
  return root;
}

function addText(s: XmlScanner, stack: OpenElement[], raw: string, at: number, cdata: boolean): void {
  const top = stack[stack.length - 1];
  if (!top) {
    const stray = cdata ? 0 : raw.search(/[^ \t\r\n]/);
    if (stray >= 0) s.fail(`text outside the root element: '${truncate(raw.trim())}'.`, at + stray);
    return;
  }
  top.text += cdata ? raw : decodeEntities(raw, (off, detail) => s.fail(detail, at + off));
}

function startTag(s: XmlScanner, depth: number): { element: OpenElement; selfClosing: boolean } {
  const at = s.pos;
  s.pos++;
  const name = s.match(NAME)?.[0];
  if (name === undefined)
    s.fail(`expected an element name after '<', found '${truncate(s.text.slice(s.pos, s.pos + 10))}'.`);
  if (depth >= MAX_DEPTH) s.fail(`elements are nested more than ${MAX_DEPTH} deep.`, at);
  const element: OpenElement = {
    name,
    attributes: Object.create(null) as Record<string, string>,
    children: [],
    text: '',
    line: s.lineAt(at),
  };
  for (;;) {
    const spaced = s.skipSpace();
    if (s.startsWith('/>')) {
      s.pos += 2;
      return { element, selfClosing: true };
    }
    if (s.startsWith('>')) {
      s.pos += 1;
      return { element, selfClosing: false };
    }
    if (s.done) s.fail(`the start tag <${name}> is never closed with '>'.`, at);
    if (!spaced) s.fail(`expected whitespace, '>' or '/>' in the start tag <${name}>.`);
    readAttribute(s, element);
  }
}

function readAttribute(s: XmlScanner, element: OpenElement): void {
  const name = s.match(NAME)?.[0];
  if (name === undefined)
    s.fail(
      `expected an attribute name in <${element.name}>, found '${truncate(s.text.slice(s.pos, s.pos + 10))}'.`,
    );
  s.skipSpace();
  if (!s.startsWith('=')) s.fail(`attribute '${name}' of <${element.name}> has no '=' and value.`);
  s.pos++;
  s.skipSpace();
  const quote = s.text[s.pos];
  if (quote !== '"' && quote !== "'") s.fail(`the value of attribute '${name}' must be in quotes.`);
  const at = s.pos;
  s.pos++;
  const raw = s.readUntil(quote, `The value of attribute '${name}'`, at);
  const lt = raw.indexOf('<');
  if (lt >= 0) s.fail(`'<' is not allowed in the value of attribute '${name}'.`, at + 1 + lt);
  if (Object.hasOwn(element.attributes, name))
    s.fail(`attribute '${name}' appears twice in <${element.name}>.`, at);
  // Attribute-value normalisation (XML 1.0 §3.3.3): literal whitespace characters become spaces.
  const value = decodeEntities(raw.replace(/[\t\n\r]/g, ' '), (off, detail) => s.fail(detail, at + 1 + off));
  element.attributes[name] = value;
}

function endTag(s: XmlScanner, stack: OpenElement[]): XmlElement {
  const at = s.pos;
  s.pos += 2;
  const name = s.match(NAME)?.[0];
  s.skipSpace();
  if (name === undefined || !s.startsWith('>')) s.fail("malformed end tag: expected '</name>'.", at);
  s.pos++;
  const open = stack.pop();
  if (!open) s.fail(`end tag </${name}> has no matching start tag.`, at);
  if (open.name !== name)
    s.fail(`end tag </${name}> does not match <${open.name}> opened on line ${open.line}.`, at);
  const top = stack[stack.length - 1];
  if (top) top.children.push(open);
  return open;
}

/** Skips `<!DOCTYPE …>` including an internal subset in brackets; its declarations are not used. */
function skipDoctype(s: XmlScanner): void {
  const at = s.pos;
  let depth = 0;
  for (let i = s.pos + 9; i < s.text.length; i++) {
    const c = s.text[i];
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) {
      s.pos = i + 1;
      return;
    }
  }
  s.fail("the DOCTYPE is never closed with '>'.", at);
}
