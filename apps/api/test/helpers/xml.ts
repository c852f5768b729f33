import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: its (namespaced) name, attributes, children and text. */
export interface XmlElement {
  name: string;
  ns: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parses a document with a conforming XML parser (saxes): throws on anything not well-formed. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.local,
      ns: tag.uri,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

export const childrenNamed = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((c) => c.name === name);

export const childNamed = (element: XmlElement, name: string): XmlElement | undefined =>
  element.children.find((c) => c.name === name);
