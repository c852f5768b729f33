import {
  APP_PAGE_TEXTS as T,
  CARD_CHECK_TEXTS,
  CATALOGUE_TEXTS,
  cardBadges,
  CAROUSEL_VISIBLE_IMAGES,
  displayUrl,
  externalHref,
  formatDate,
  INTEROPERABILITY_SECTION_ID,
  isVerified,
  openScreenshotLabel,
  paths,
  PRODUCT_NAME,
  type AppDetails,
} from '@showroom/contract';
// Escapes text for an HTML attribute value or element content.
import escapeHtml from 'escape-html';

/**
 * The class names the first view uses, per CSS module of the web app, as the web build writes them
 * (.vite/first-view-classes.json, see FIRST_VIEW_CSS_MODULES in apps/web/vite.config.ts). The build
 * hashes them; the server takes them from that file and never guesses.
 */
const FIRST_VIEW_CLASS_NAMES = {
  layout: ['skipLink', 'main'],
  header: ['header', 'inner', 'start', 'end', 'back', 'logo', 'mark', 'wordmark'],
  view: [
    'view',
    'hero',
    'appIcon',
    'placeholderIcon',
    'heroText',
    'name',
    'byline',
    'lead',
    'facts',
    'fact',
    'standards',
    'badge',
    'verified',
    'inlineIcon',
    'heroActions',
    'screenshots',
  ],
  carousel: ['carousel', 'viewport', 'track', 'slide', 'thumb', 'image'],
  buttons: ['button', 'primary'],
} as const;

type ClassModules = typeof FIRST_VIEW_CLASS_NAMES;

/** The build's class names the first view needs: module -> local name -> class name. */
export type FirstViewClasses = {
  readonly [M in keyof ClassModules]: { readonly [C in ClassModules[M][number]]: string };
};

/** A class name as CSS modules make them (postcss-modules: letters, digits, `_` and `-`). */
const CLASS_NAME = /^-?[_a-zA-Z][\w-]*$/;

/**
 * The first view's class names from the web build's first-view-classes.json (parsed), or undefined
 * when the file is missing or lacks one of them (another build, an old one): the app page is then
 * served without a first view, as before, rather than with markup the style sheets do not match.
 */
export function firstViewClasses(json: unknown): FirstViewClasses | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const modules = json as Record<string, unknown>;
  const result: Record<string, Record<string, string>> = {};
  for (const [module, names] of Object.entries(FIRST_VIEW_CLASS_NAMES)) {
    const built = modules[module];
    if (typeof built !== 'object' || built === null) return undefined;
    const picked: Record<string, string> = {};
    for (const name of names) {
      const value = (built as Record<string, unknown>)[name];
      // postcss-modules lists a class that composes others as "own other": each must be plain.
      if (typeof value !== 'string' || !value.split(' ').every((c) => CLASS_NAME.test(c))) return undefined;
      picked[name] = value;
    }
    result[module] = picked;
  }
  return result as FirstViewClasses;
}

// The texts and sizes below are the web components' own; keep them in step (the e2e spec
// catalogue.spec.ts compares the first view with the page the SPA renders over it).
/** AppDetailsView's APP_ICON_SIZE. */
const APP_ICON_SIZE = 112;
/** The carousel's thumbnail <img> size. */
const SHOT_WIDTH = 480;
const SHOT_HEIGHT = 300;
const NAME_ID = 'app-name';
const DEMO_HINT_ID = 'app-demo-hint';

const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';

/** The header's back chevron (Header). */
const BACK_ICON =
  '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="M14.5 6l-6 6 6 6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"></path></svg>';

/** The product mark (Logo). */
const logoMark = (className: string): string =>
  `<svg class="${className}" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">` +
  '<rect width="32" height="32" rx="8" fill="var(--color-primary-700)"></rect>' +
  '<path d="M9 10.5h14a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H9A1.5 1.5 0 0 1 7.5 21v-9A1.5 1.5 0 0 1 9 10.5Z" fill="none" stroke="#fff" stroke-width="2"></path>' +
  '<path d="M16 13.5v6M13 16.5h6" stroke="var(--color-accent-300)" stroke-width="2.2" stroke-linecap="round"></path>' +
  '</svg>';

/** ExternalIcon (app-card/icons.tsx). */
const externalIcon = (className?: string): string =>
  `<svg${className ? ` class="${className}"` : ''} width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;

/** PlaceholderImageIcon (app-card/icons.tsx). */
const placeholderIcon = (size: number): string =>
  `<svg width="${size}" height="${size}" viewBox="0 0 48 48" aria-hidden="true" focusable="false"><rect x="9" y="11" width="30" height="26" rx="4" fill="none" stroke="currentColor" stroke-width="2.5"></rect><circle cx="18" cy="20" r="3" fill="currentColor"></circle><path d="M11 34l9-9 6 6 4-4 8 8" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linejoin="round"></path></svg>`;

/**
 * What an app's page shows first, as HTML for inside `<div id="root">`: the markup the SPA's first
 * render makes (RootLayout's skip link, header and main; AppDetailsView's hero: icon, name, vendor,
 * short description, facts and Demo; the carousel with the first screenshot), with the same elements
 * and class names, so that the page shows before any JavaScript runs and looks the same when React
 * replaces it (createRoot clears the container; nothing is hydrated). What the SPA adds comes below
 * it (the other screenshots beside the first, the description, the developer, the footer) or in the
 * header's empty end (Login/Register or the user menu), so nothing on screen moves. Every text and
 * address is escaped; vendor links are http(s) only, as in the SPA.
 */
export function renderFirstView(app: AppDetails, cx: FirstViewClasses): string {
  const t = escapeHtml;
  const { layout, header, view, carousel, buttons } = cx;

  const icon = app.icon
    ? `<img class="${view.appIcon}" src="${t(app.icon)}" alt="" width="${APP_ICON_SIZE}" height="${APP_ICON_SIZE}" decoding="async" fetchpriority="high">`
    : `<span class="${view.appIcon} ${view.placeholderIcon}" data-testid="app-icon-placeholder">${placeholderIcon(56)}</span>`;

  const repoHref = externalHref(app.repoUrl);
  const fact = (term: string, value: string): string =>
    `<div class="${view.fact}"><dt>${term}</dt><dd>${value}</dd></div>`;
  // The profile in brief, as AppDetailsView shows it: the card's badges, Verified, the section's link.
  const badges = cardBadges(app.interop);
  const standards =
    badges.length > 0
      ? `<div class="${view.fact}"><dt>${CATALOGUE_TEXTS.standards}</dt><dd class="${view.standards}">` +
        badges.map((b) => `<span class="${view.badge}">${t(b)}</span>`).join('') +
        (isVerified(app.checks) ? `<span class="${view.verified}">${CARD_CHECK_TEXTS.verified}</span>` : '') +
        `<a href="#${INTEROPERABILITY_SECTION_ID}">${T.interopDetails}</a></dd></div>`
      : '';
  const facts = [
    app.version ? fact(T.version, t(app.version)) : '',
    fact(T.lastUpdated, `<time datetime="${t(app.updatedAt)}">${t(formatDate(app.updatedAt))}</time>`),
    standards,
    repoHref
      ? fact(
          T.repository,
          `<a href="${t(repoHref)}" ${NEW_TAB}>${t(displayUrl(repoHref))}${externalIcon(view.inlineIcon)}</a>`,
        )
      : '',
  ].join('');

  const demoHref = externalHref(app.demoUrl);
  const actions = demoHref
    ? `<div class="${view.heroActions}"><a class="${buttons.button} ${buttons.primary}" href="${t(demoHref)}" ${NEW_TAB} aria-describedby="${DEMO_HINT_ID}">${T.demo}${externalIcon()}<span id="${DEMO_HINT_ID}" hidden="">${T.demoHint}</span></a></div>`
    : '';

  const hero =
    `<header class="${view.hero}">${icon}` +
    `<div class="${view.heroText}"><h1 id="${NAME_ID}" class="${view.name}">${t(app.name)}</h1>` +
    `<p class="${view.byline}">${T.by} <a href="${paths.vendorPage(app.vendor.id)}">${t(app.vendor.name)}</a></p>` +
    (app.descriptionShort ? `<p class="${view.lead}">${t(app.descriptionShort)}</p>` : '') +
    `<dl class="${view.facts}">${facts}</dl></div>${actions}</header>`;

  // The first screenshot as the carousel's first slide; the CSS module's defaults for --per-view
  // give it the width the SPA's inline style will (one on narrow screens, three on wide ones).
  const first = app.screenshots[0];
  const screenshots = first
    ? `<section class="${view.screenshots}"><h2 class="visually-hidden">${T.screenshots}</h2>` +
      `<div class="${carousel.carousel}"><div class="${carousel.viewport}"><ul class="${carousel.track}">` +
      `<li class="${carousel.slide}"><button type="button" class="${carousel.thumb}" aria-label="${t(openScreenshotLabel(1, app.screenshots.length))}">` +
      `<img class="${carousel.image}" src="${t(first.thumbUrl ?? first.url)}"` +
      (first.thumbUrl ? ` srcset="${t(`${first.thumbUrl} 480w, ${first.url} 1600w`)}"` : '') +
      ` sizes="(max-width: 719px) 100vw, ${Math.round(100 / CAROUSEL_VISIBLE_IMAGES)}vw" alt="" width="${SHOT_WIDTH}" height="${SHOT_HEIGHT}" loading="eager" fetchpriority="high" decoding="async" draggable="false">` +
      '</button></li></ul></div></div></section>'
    : '';

  return (
    `<a class="${layout.skipLink}" href="#main">${T.skipLink}</a>` +
    `<header class="${header.header}"><div class="${header.inner}"><div class="${header.start}">` +
    `<button type="button" class="${header.back}" aria-label="${T.back}">${BACK_ICON}</button>` +
    `<a class="${header.logo}" href="${paths.start}">${logoMark(header.mark)}<span class="${header.wordmark}">${t(PRODUCT_NAME)}</span></a>` +
    `</div><div class="${header.end}"></div></div></header>` +
    `<main id="main" tabindex="-1" class="${layout.main}">` +
    `<article class="${view.view}" aria-labelledby="${NAME_ID}">${hero}${screenshots}</article>` +
    '</main>'
  );
}
