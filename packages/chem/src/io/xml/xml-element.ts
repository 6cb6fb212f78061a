/**
 * The light element tree the XML tokenizer returns. Names keep their namespace prefix as written
 * ("cml:atom"); readers compare local names so that prefixed and default-namespace files read alike.
 */
export interface XmlElement {
  readonly name: string;
  /** Attribute values with entities decoded; a null-prototype record, so "__proto__" is just a name. */
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** Direct text content (text and CDATA of this element, not of its children), entities decoded. */
  readonly text: string;
  /** 1-based line of the start tag's '<'. */
  readonly line: number;
}

/** "cml:atom" → "atom". */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1);

export const isNamed = (el: XmlElement, local: string): boolean => localName(el.name) === local;

export const childrenNamed = (el: XmlElement, local: string): XmlElement[] =>
  el.children.filter((c) => isNamed(c, local));

export const firstChild = (el: XmlElement, local: string): XmlElement | undefined =>
  el.children.find((c) => isNamed(c, local));

/** Attribute by local name, so that `cml:title` and `title` both answer to "title". */
export function attribute(el: XmlElement, local: string): string | undefined {
  const direct = el.attributes[local];
  if (direct !== undefined) return direct;
  for (const [k, v] of Object.entries(el.attributes)) if (localName(k) === local) return v;
  return undefined;
}

/**
 * Elements named `local` below `root` in document order, without descending into matches
 * (so nested molecules are left to their parent). Iterative: hostile nesting cannot overflow the stack.
 */
export function findOutermost(root: XmlElement, local: string): XmlElement[] {
  const found: XmlElement[] = [];
  const stack: XmlElement[] = [root];
  while (stack.length > 0) {
    const el = stack.pop();
    if (el === undefined) break;
    if (isNamed(el, local)) {
      found.push(el);
      continue;
    }
    for (let i = el.children.length - 1; i >= 0; i--) {
      const c = el.children[i];
      if (c) stack.push(c);
    }
  }
  return found;
}
