// The seeded SMART demos (issue 34): three seeded apps are real SMART apps, built with the SMART
// JavaScript client (fhirclient's browser build) and served here. /sample-demos/{slug} is the launch URL
// (an EHR launch with iss and launch, or, opened as the Demo without them, a standalone launch into
// this showroom's sandbox); /sample-demos/{slug}/app is the redirect URI that shows the chosen patient.
// The page is a frame; the script (smart-demo.client.js) fills it in. No inline script or style (CSP).
import {
  PRODUCT_NAME,
  SAMPLE_DEMOS_PATH,
  SAMPLE_DEMOS_STYLESHEET,
  SANDBOX_FHIR_PATH,
  smartDemoRedirectPath,
  type SmartDemoApp,
} from '@showroom/contract';
import escapeHtml from 'escape-html';
import type { DemoApp, DemoVendor } from '../../seed/demo-data.ts';
import { renderSampleDemoPage, SAMPLE_DEMO_LABEL } from './sample-demo-page.ts';

export const SMART_DEMO_SCRIPT = `${SAMPLE_DEMOS_PATH}/smart-demo.js`;
export const FHIR_CLIENT_SCRIPT = `${SAMPLE_DEMOS_PATH}/fhir-client.js`;

const e = (text: string): string => escapeHtml(text);

const bodyAttributes = (app: DemoApp, smart: SmartDemoApp, mode: 'launch' | 'app', origin: string) =>
  ` data-mode="${mode}" data-kind="${e(smart.kind)}" data-client-id="${e(smart.clientId)}" data-scope="${e(
    smart.scope,
  )}" data-redirect="${e(`${origin}${smartDemoRedirectPath(app.slug)}`)}" data-sandbox="${e(
    `${origin}${SANDBOX_FHIR_PATH}`,
  )}"`;

const SCRIPTS = `<script src="${FHIR_CLIENT_SCRIPT}"></script>\n<script src="${SMART_DEMO_SCRIPT}"></script>`;

/**
 * The launch URL: the app's sample demo page with a section that opens it live. With `iss` and `launch`
 * in its address (an EHR launch, e.g. `Launch in sandbox`) the script starts the launch at once; without
 * them, its button starts a standalone launch into the sandbox (the sandbox's page picks the patient).
 */
export function renderSmartLaunchPage(
  vendor: DemoVendor,
  app: DemoApp,
  smart: SmartDemoApp,
  origin: string,
  back: { href: string; toApp: boolean },
): string {
  return renderSampleDemoPage(vendor, app, back, {
    bodyAttributes: bodyAttributes(app, smart, 'launch', origin),
    section: `<section aria-labelledby="live"><h2 id="live">Live in the FHIR sandbox</h2><p>This sample is also a real SMART on FHIR app: open it with a synthetic patient of the ${PRODUCT_NAME}'s FHIR sandbox and it shows that patient's data.</p><p><button type="button" id="smart-start">Open with a sandbox patient</button></p><p id="status" aria-live="polite"></p></section>`,
    scripts: SCRIPTS,
  });
}

/** The redirect URI: the app's page once the launch is complete, filled in by the script. */
export function renderSmartDemoPage(
  vendor: DemoVendor,
  app: DemoApp,
  smart: SmartDemoApp,
  origin: string,
  back: { href: string; toApp: boolean },
): string {
  const name = e(app.name);
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
<body${bodyAttributes(app, smart, 'app', origin)}>
<header class="label">
<p class="label-text"><strong>${e(SAMPLE_DEMO_LABEL)}</strong></p>
<p>${name} by ${e(vendor.name)} is a fictitious app; this page is a small SMART on FHIR app the ${PRODUCT_NAME} serves for it. It shows a synthetic patient of the ${PRODUCT_NAME}'s FHIR sandbox.</p>
<p><a href="${e(back.href)}">${backText}</a></p>
</header>
<main>
<h1>${name}</h1>
<p id="status" aria-live="polite"></p>
<div id="out"></div>
</main>
${SCRIPTS}
</body>
</html>
`;
}
