/**
 * A rehype step for the operator's texts: each `#`/`##` heading and what follows it, up to the next
 * one, becomes a `<section>` labelled by its heading, so a text from CONTENT_DIR gets the same boxed
 * sections as the pages written in code. What comes before the first heading (a note) stays outside.
 */

/** The parts of a hast node this step reads and writes (the tree is react-markdown's). */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export interface SectionsOptions {
  /** The class of each section. */
  readonly className: string;
  /** Unique on the page: headings get the ids `${idPrefix}-1`, `${idPrefix}-2`, … */
  readonly idPrefix: string;
}

const SECTION_HEADINGS = new Set(['h1', 'h2']);

export function rehypeSections({ className, idPrefix }: SectionsOptions) {
  return (tree: HastNode): void => {
    const top: HastNode[] = [];
    let section: HastNode | undefined;
    let count = 0;
    for (const node of tree.children ?? []) {
      if (node.type === 'element' && SECTION_HEADINGS.has(node.tagName ?? '')) {
        const id = `${idPrefix}-${++count}`;
        node.properties = { ...node.properties, id };
        section = {
          type: 'element',
          tagName: 'section',
          properties: { className: [className], ariaLabelledBy: id },
          children: [node],
        };
        top.push(section);
      } else if (section) {
        section.children?.push(node);
      } else {
        top.push(node);
      }
    }
    tree.children = top;
  };
}
