// The sample demo pages of the seeded demo catalogue (GET /sample-demos/{slug}): one short static page
// per app, made from the same screens its seeded screenshots are drawn from, so what the Demo button
// opens matches what the app's page shows. Plain server-rendered HTML with one shared stylesheet: no
// script, no inline style (the product's CSP), nothing added to the web's bundles.
//
// English only, on purpose: the pages show the seeded apps' own content (names, screens, sample rows),
// which the demo catalogue has in English only, like the apps' descriptions; a German frame around
// English screens would read as a half translation. The pages say `lang="en"`.
import { PRODUCT_NAME, SAMPLE_DEMOS_STYLESHEET } from '@showroom/contract';
import escapeHtml from 'escape-html';
import type { DemoApp, DemoVendor } from '../../seed/demo-data.ts';
import type { Screen } from '../../seed/images.ts';

/** The label every sample demo page shows first. */
export const SAMPLE_DEMO_LABEL = 'Sample demo — sample data, not a real patient';

const e = (text: string): string => escapeHtml(text);

const table = (columns: readonly string[], rows: readonly (readonly string[])[], caption: string): string =>
  `<table><caption>${e(caption)}</caption><thead><tr>${columns
    .map((c) => `<th scope="col">${e(c)}</th>`)
    .join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const list = (items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${e(item)}</li>`).join('')}</ul>`;

const cards = (items: readonly { heading: string; items: string[]; tone?: 'normal' | 'alert' }[]): string =>
  `<div class="cards">${items
    .map(
      (card) =>
        `<div class="card${card.tone === 'alert' ? ' alert' : ''}"><h3>${e(card.heading)}</h3>${list(card.items)}</div>`,
    )
    .join('')}</div>`;

const STATES = { normal: 'normal', watch: 'watch', alert: 'alert' } as const;

/** The body of one screen, as text, lists and tables a screen reader reads as well as an eye. */
function screenBody(screen: Screen): string {
  switch (screen.kind) {
    case 'vitals':
      return `<dl class="metrics">${screen.metrics
        .map(
          (m) =>
            `<div class="metric ${STATES[m.state ?? 'normal']}"><dt>${e(m.label)}</dt><dd>${e(m.value)} ${e(m.unit)}${
              m.state && m.state !== 'normal' ? ` <span class="flag">(${e(m.state)})</span>` : ''
            }</dd></div>`,
        )
        .join('')}</dl><p class="note">Chart on this screen: ${e(screen.chart.title)} (${e(
        screen.chart.series.map((s) => s.label).join(', '),
      )}).</p>`;
    case 'table':
      return (
        (screen.filters ? `<p class="note">Filters: ${e(screen.filters.join(' · '))}</p>` : '') +
        table(
          screen.columns.map((c) => c.label),
          screen.rows,
          screen.title,
        )
      );
    case 'form':
      return `${screen.aside ? `<h3>${e(screen.aside.heading)}</h3>${list(screen.aside.items)}` : ''}${screen.sections
        .map(
          (section) =>
            `<h3>${e(section.heading)}</h3><dl class="fields">${section.fields
              .map((field) => {
                const value =
                  field.value ??
                  (field.options && field.selected !== undefined
                    ? field.options[field.selected]
                    : field.options?.join(' / ')) ??
                  '—';
                return `<div><dt>${e(field.label)}</dt><dd>${e(value)}</dd></div>`;
              })
              .join('')}</dl>`,
        )
        .join(
          '',
        )}<p class="note">Actions on this screen: ${e(screen.actions.join(', '))}. In this sample nothing is saved.</p>`;
    case 'growth':
      return `<p class="note">Chart on this screen: ${e(screen.chartTitle)} (${e(screen.yUnit)}).</p><h3>${e(
        screen.side.heading,
      )}</h3><dl class="fields">${screen.side.rows
        .map(([label, value]) => `<div><dt>${e(label)}</dt><dd>${e(value)}</dd></div>`)
        .join('')}</dl>`;
    case 'board':
      return `<div class="cards">${screen.columns
        .map(
          (column) =>
            `<div class="card"><h3>${e(column.heading)}</h3><ul>${column.cards
              .map(
                (card) =>
                  `<li><strong>${e(card.title)}</strong><br>${e(card.meta)}${card.tag ? ` · ${e(card.tag)}` : ''}</li>`,
              )
              .join('')}</ul></div>`,
        )
        .join('')}</div>`;
    case 'query':
      return `<h3>${e(screen.language)}</h3><pre><code>${e(screen.code.join('\n'))}</code></pre>${table(
        screen.columns.map((c) => c.label),
        screen.rows,
        `${screen.title}: result`,
      )}`;
    case 'summary':
      return cards(screen.cards);
    case 'timeline':
      return `<h3>${e(screen.axisLabel)}</h3><ol class="marks">${screen.marks
        .map((mark) => `<li${mark.at === screen.current ? ' aria-current="step"' : ''}>${e(mark.label)}</li>`)
        .join('')}</ol><p class="note">Now: ${e(screen.currentLabel)}</p>${cards(screen.cards)}`;
  }
}

/**
 * The whole page of one app. `appPage` is the address of the app's page in the showroom (its start
 * page when the app is not public).
 */
export function renderSampleDemoPage(
  vendor: DemoVendor,
  app: DemoApp,
  back: { href: string; toApp: boolean },
  /** For the seeded SMART demos (smart-demo-page.ts): attributes of body, a section, and their scripts. */
  live?: { bodyAttributes: string; section: string; scripts: string },
): string {
  const name = e(app.name);
  const screens = app.screens
    .map(
      (screen, i) =>
        `<section aria-labelledby="screen-${i + 1}"><h2 id="screen-${i + 1}">${e(screen.title)}</h2><p class="subtitle">${e(
          screen.subtitle,
        )}</p>${screenBody(screen)}</section>`,
    )
    .join('');
  const patient = app.patient
    ? `<p class="patient"><span>Sample patient: ${e(app.patient)}</span>${
        app.patientAlert ? ` <strong>${e(app.patientAlert)}</strong>` : ''
      }</p>`
    : '';
  const backText = back.toApp ? `Back to ${name} in the ${PRODUCT_NAME}` : `Back to the ${PRODUCT_NAME}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sample demo: ${name} · ${PRODUCT_NAME}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SAMPLE_DEMOS_STYLESHEET}">
</head>
<body${live?.bodyAttributes ?? ''}>
<header class="label">
<p class="label-text"><strong>${e(SAMPLE_DEMO_LABEL)}</strong></p>
<p>The ${PRODUCT_NAME} made this page for its demo catalogue. ${name} by ${e(vendor.name)} is a fictitious app: every name, value and patient below is made up, and nothing here is stored or sent anywhere.</p>
<p><a href="${e(back.href)}">${backText}</a></p>
</header>
<main>
<h1>${name}</h1>
<p class="lead">${e(app.descriptionShort)}</p>
<p class="note">Signed in as: ${e(app.user)} (sample user) · Screens: ${e(app.navItems.join(', '))}</p>
${patient}
${live?.section ?? ''}
${screens}
</main>
<footer><p>${e(SAMPLE_DEMO_LABEL)} · <a href="${e(back.href)}">${backText}</a></p></footer>
${live?.scripts ?? ''}
</body>
</html>
`;
}

/** The pages' one stylesheet: readable on a phone and a desktop, contrast at least 4.5:1 throughout. */
export const SAMPLE_DEMO_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1f2a37;background:#f3f5f9}
a{color:#0b57a4}
a:focus-visible{outline:3px solid #0b57a4;outline-offset:2px}
header.label{background:#fff4e5;border-bottom:4px solid #b35c00;padding:.75rem 1rem}
header.label p{margin:.25rem auto;max-width:58rem}
.label-text{font-size:1.125rem;color:#7a3e00}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{margin:.5rem 0}
section{background:#fff;border:1px solid #d5dbe3;border-radius:8px;padding:1rem;margin:1rem 0}
h2{margin:0}
.subtitle,.note{color:#4a5563}
.patient{background:#e8f0fa;border-radius:6px;padding:.5rem .75rem}
.patient strong{color:#a61b1b}
table{border-collapse:collapse;width:100%;font-size:.9375rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border-bottom:1px solid #d5dbe3;padding:.375rem .5rem;text-align:left}
thead th{background:#eef1f6}
dl{margin:.5rem 0}
dl.metrics,dl.fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:.5rem}
dl div{background:#f7f9fc;border-radius:6px;padding:.5rem}
dt{font-size:.875rem;color:#4a5563}
dd{margin:0;font-weight:600}
.metric.watch{border-left:4px solid #b35c00}
.metric.alert{border-left:4px solid #a61b1b}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:.75rem}
.card{background:#f7f9fc;border-radius:6px;padding:.5rem .75rem}
.card.alert{border-left:4px solid #a61b1b}
h3{font-size:1rem;margin:.75rem 0 .25rem}
.card h3{margin-top:.25rem}
ul,ol{padding-left:1.25rem}
pre{background:#1f2a37;color:#f3f5f9;padding:.75rem;border-radius:6px;white-space:pre-wrap;overflow-wrap:anywhere}
[aria-current]{font-weight:700}
footer{max-width:60rem;margin:0 auto;padding:1rem;color:#4a5563}
`;
