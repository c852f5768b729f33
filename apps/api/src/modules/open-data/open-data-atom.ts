import {
  CATEGORY_LABELS,
  FEED_LIMIT,
  FEED_PATH,
  FEED_TEXTS,
  PRODUCT_NAME,
  type Category,
  type OpenDataApp,
} from '@showroom/contract';

/**
 * Characters XML 1.0 does not allow at all (C0 controls but tab, line feed and carriage return;
 * U+FFFE, U+FFFF; lone surrogates): dropped, since no escape can carry them.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text for an XML element or a double-quoted attribute: every character markup could read, escaped. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export interface FeedOptions {
  publicUrl: string;
  licence: { name: string; url: string };
  /** One category's feed; all apps without. */
  category?: Category;
  /** The feed's `updated` when it has no entry. */
  generatedAt: string;
}

/** The newest published or updated apps first (the published version's date, then the higher id). */
export function feedApps(apps: readonly OpenDataApp[], category?: Category): OpenDataApp[] {
  return apps
    .filter((a) => category === undefined || (a.profile?.classification?.categories ?? []).includes(category))
    .sort((a, b) => (a.updatedAt === b.updatedAt ? b.id - a.id : a.updatedAt < b.updatedAt ? 1 : -1))
    .slice(0, FEED_LIMIT);
}

/**
 * An Atom 1.0 feed (RFC 4287) of the newest published or updated apps. An entry's id is the app's
 * permanent address (/appdetails/{id}), so an update of an app updates its entry; its link is the
 * readable address, its author the vendor.
 */
export function renderAtomFeed(apps: readonly OpenDataApp[], options: FeedOptions): string {
  const { publicUrl, category } = options;
  const self = `${publicUrl}${FEED_PATH}${category ? `?category=${encodeURIComponent(category)}` : ''}`;
  const entries = feedApps(apps, category);
  const title = category ? FEED_TEXTS.categoryTitle(CATEGORY_LABELS[category]) : FEED_TEXTS.title;
  const updated = entries.reduce((m, a) => (a.updatedAt > m ? a.updatedAt : m), '') || options.generatedAt;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${xmlText(self)}</id>`,
    `  <title>${xmlText(title)}</title>`,
    `  <subtitle>${xmlText(FEED_TEXTS.subtitle)}</subtitle>`,
    `  <updated>${xmlText(updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(`${publicUrl}/apps`)}"/>`,
    `  <rights>${xmlText(`${options.licence.name} (${options.licence.url})`)}</rights>`,
    `  <generator uri="${xmlText(publicUrl)}">${xmlText(PRODUCT_NAME)}</generator>`,
  ];
  for (const app of entries) {
    lines.push(
      '  <entry>',
      `    <id>${xmlText(`${publicUrl}/appdetails/${app.id}`)}</id>`,
      `    <title>${xmlText(app.version ? `${app.name} ${app.version}` : app.name)}</title>`,
      `    <updated>${xmlText(app.updatedAt)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(app.url)}"/>`,
      `    <author><name>${xmlText(app.vendor.name)}</name><uri>${xmlText(app.vendor.url)}</uri></author>`,
      `    <summary>${xmlText(app.descriptionShort)}</summary>`,
      ...(app.profile?.classification?.categories ?? []).map(
        (c) => `    <category term="${xmlText(c)}" label="${xmlText(CATEGORY_LABELS[c])}"/>`,
      ),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
