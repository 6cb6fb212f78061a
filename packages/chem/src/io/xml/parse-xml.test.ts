import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import { MAX_DEPTH, parseXml } from './parse-xml.js';
import { attribute, findOutermost, localName } from './xml-element.js';

const ctx = { format: 'xml', fileName: 'test.xml' };
const parse = (text: string) => parseXml(text, ctx);

function errorOf(text: string): ParseError {
  try {
    parse(text);
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

describe('parseXml', () => {
  it('reads elements, attributes in both quotes, self-closing tags and text', () => {
    const root = parse(`<?xml version="1.0"?>\n<a x="1" y='two'>\n  <b/>hello <c z = "3">in c</c>\n</a>\n`);
    expect(root.name).toBe('a');
    expect(root.line).toBe(2);
    expect(root.attributes).toEqual({ x: '1', y: 'two' });
    expect(root.children.map((c) => c.name)).toEqual(['b', 'c']);
    expect(root.children[1]?.line).toBe(3);
    expect(root.children[1]?.text).toBe('in c');
    expect(root.text).toBe('\n  hello \n');
  });

  it('decodes the predefined entities and numeric references, and keeps CDATA verbatim', () => {
    const root = parse(`<a t="&lt;&gt;&amp;&quot;&apos;&#65;&#x3b1;">x &amp; y<![CDATA[<&amp;>]]></a>`);
    expect(root.attributes['t']).toBe(`<>&"'Aα`);
    expect(root.text).toBe('x & y<&amp;>');
  });

  it('skips comments, processing instructions and a DOCTYPE with an internal subset', () => {
    const root = parse(`<!DOCTYPE a [ <!ENTITY e "x"> ]>\n<!-- c -->\n<a><?pi data?><!-- <b/> --></a>`);
    expect(root.children).toEqual([]);
  });

  it('keeps namespace prefixes and answers attributes by local name', () => {
    const root = parse(`<cml:molecule xmlns:cml="u" cml:title="T"><cml:atom/></cml:molecule>`);
    expect(root.name).toBe('cml:molecule');
    expect(localName(root.name)).toBe('molecule');
    expect(attribute(root, 'title')).toBe('T');
    expect(findOutermost(root, 'atom')).toHaveLength(1);
  });

  it('normalises whitespace in attribute values (XML 1.0 §3.3.3)', () => {
    expect(parse(`<a v="1\n2\t3"/>`).attributes['v']).toBe('1 2 3');
  });

  it.each([
    ['<a>\n<b>\n</a>', 3, 'does not match'],
    ['<a>\n</a>\n<b/>', 3, 'more than one root'],
    ['<a>\n\n', 1, 'never closed'],
    ['\n<a x="1" x="2"/>', 2, 'twice'],
    ['<a>\n&bogus;</a>', 2, 'entity'],
    ['<a>\n&#0;</a>', 2, 'entity'],
    ['<a x=1/>', 1, 'quotes'],
    ['<a x="1"y="2"/>', 1, 'whitespace'],
    ['\n\n', 2, 'no root'],
    ['junk', 1, 'outside the root'],
    ['<a>\n<!-- open', 2, 'comment'],
    ['<a>\n</b>', 2, 'does not match'],
    ['</a>', 1, 'no matching start'],
    ['<a v="<"/>', 1, "'<'"],
  ])('rejects %j at line %i', (text, line, words) => {
    const e = errorOf(text);
    expect(e.line).toBe(line);
    expect(e.fileName).toBe('test.xml');
    expect(e.message).toContain(words);
  });

  it('refuses nesting deeper than MAX_DEPTH without recursing', () => {
    const deep = '<a>'.repeat(MAX_DEPTH + 1) + '</a>'.repeat(MAX_DEPTH + 1);
    expect(errorOf(deep).message).toContain('nested');
    const ok = '<a>'.repeat(MAX_DEPTH) + '</a>'.repeat(MAX_DEPTH);
    expect(parse(ok).name).toBe('a');
  });

  it('parses a large flat document', () => {
    const body = '<atom id="a" x3="1.0"/>\n'.repeat(50_000);
    expect(parse(`<m>${body}</m>`).children).toHaveLength(50_000);
  });

  it('throws only ParseErrors with an in-range line for arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.string({
          maxLength: 300,
          unit: fc.constantFrom(
            '<',
            '>',
            '/',
            '"',
            "'",
            '=',
            '&',
            ';',
            '!',
            '?',
            '[',
            ']',
            '-',
            'a',
            ' ',
            '\n',
            '#',
            'x',
            '1',
          ),
        }),
        (text) => {
          try {
            parse(text);
          } catch (e) {
            expect(e).toBeInstanceOf(ParseError);
            const line = (e as ParseError).line ?? 0;
            expect(line).toBeGreaterThanOrEqual(1);
            expect(line).toBeLessThanOrEqual(text.split(/\r\n|\n|\r/).length);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
