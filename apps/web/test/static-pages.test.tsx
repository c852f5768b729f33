import { endpoints, SITE_TEXT_UI_TEXTS, type SiteTextName } from '@showroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl, server } from './msw-server.ts';
import { renderApp } from './render-app.tsx';

/** The API answers the site text `name` with this Markdown. */
const serveSiteText = (name: SiteTextName, markdown: string) =>
  server.use(http.get(apiUrl(endpoints.getSiteText, { name }), () => HttpResponse.json({ markdown })));

describe('static pages', () => {
  it('imprint names the publisher and marks the demo placeholders', async () => {
    renderApp({ path: '/imprint' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    // The text is the operator's (CONTENT_DIR, here the repository's defaults), loaded after the title.
    expect(await screen.findByText(/Demo installation\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('privacy policy lists the data, the cookies and the age limit', async () => {
    renderApp({ path: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByText(/your name and your e-mail address/)).toBeInTheDocument();
    expect(screen.getByText(/sets no tracking or advertising cookies/)).toBeInTheDocument();
    expect(screen.getByText('No third-party tracking or analytics tools are used.')).toBeInTheDocument();
    expect(screen.getByText(/not directed to children under 13/)).toBeInTheDocument();
  });

  it('privacy policy says exactly what the statistics count and how, after the operator’s text (issue 18)', async () => {
    renderApp({ path: '/privacy-policy' });
    const section = await screen.findByRole('region', { name: 'Statistics without cookies' });
    // After the operator's text.
    const operator = await screen.findByText(/your name and your e-mail address/);
    expect(operator.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(section).getByText(/per app and per day, how many visitors opened the app's page/),
    ).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'No cookie is set for counting, and nothing is stored in your browser.',
      "Neither your IP address nor your browser's identification (user agent) is stored.",
      expect.stringMatching(
        /once per app and day, and one network address as at most five visitors.*hash of the IP address \(of an IPv6 address, its network\) and the browser identification with a secret key that is replaced every day and never stored/,
      ),
      expect.stringMatching(/^Bots are not counted/),
      expect.stringMatching(/^Only the daily totals per app are kept/),
    ]);
  });

  it('users FAQ explains Contact Vendor, Demo and the public demo data', async () => {
    renderApp({ path: '/faq-users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users FAQ' })).toBeInTheDocument();
    expect(screen.getByText(/Each app page has a Contact Vendor link/)).toBeInTheDocument();
    expect(screen.getByText(/Each app page has a Demo button/)).toBeInTheDocument();
    expect(screen.getByText(/its data is visible to all users and is reset regularly/)).toBeInTheDocument();
  });

  it('vendors FAQ covers registration, review, cost, updates and deactivation', async () => {
    renderApp({ path: '/faq-vendors' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors FAQ' })).toBeInTheDocument();
    for (const question of [
      'How do I register as a vendor?',
      'How does the review work?',
      'What does it cost?',
      'How do I update a published app?',
      'How do I take an app offline?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: question })).toBeInTheDocument();
    }
    expect(screen.getByText(/Publishing is free\./)).toBeInTheDocument();
  });
});

describe('open data page', () => {
  it('links each format (JSON, its schema, CSV, the feed and a category feed) and names the licence', async () => {
    renderApp({ path: '/open-data' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Open data' })).toBeInTheDocument();
    const links = within(screen.getByRole('article'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['JSON: the whole catalogue in one document', '/api/export/catalogue.json'],
      ['JSON Schema: what each field of the JSON means', '/api/export/catalogue.schema.json'],
      ['CSV: one row per app, for spreadsheets (lists separated by semicolons)', '/api/export/catalogue.csv'],
      ['Atom feed: new and updated apps, newest first', '/feed.xml'],
      ['A feed of one category, for example', '/feed.xml?category=medication'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Licence' })).toBeInTheDocument();
    expect(screen.getByText(/Each file names its licence: CC BY 4\.0/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why there is no FHIR export' }),
    ).toBeInTheDocument();
  });
});

describe('site texts from CONTENT_DIR', () => {
  it("shows the operator's Markdown under the route's title, each ## heading a section of its own", async () => {
    serveSiteText(
      'imprint',
      [
        '> **Before going live.** Check these details.',
        '',
        '## Publisher',
        '',
        '**Name:** Example Health GmbH\\',
        'Hauptstraße 5',
        '',
        'Write to [imprint@health.example](mailto:imprint@health.example) or read [about us](https://health.example/about).',
        '',
        '# Supervisory authority',
        '',
        '### Address',
        '',
        'Somewhere 1',
      ].join('\n'),
    );
    renderApp({ path: '/imprint' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    const publisher = await screen.findByRole('region', { name: 'Publisher' });
    expect(within(publisher).getByRole('heading', { level: 2, name: 'Publisher' })).toBeInTheDocument();
    expect(within(publisher).getByText('Example Health GmbH', { exact: false }).innerHTML).toContain('<br>');
    const mail = within(publisher).getByRole('link', { name: 'imprint@health.example' });
    expect(mail).toHaveAttribute('href', 'mailto:imprint@health.example');
    expect(mail).not.toHaveAttribute('target');
    const about = within(publisher).getByRole('link', { name: 'about us' });
    expect(about).toHaveAttribute('href', 'https://health.example/about');
    expect(about).toHaveAttribute('target', '_blank');
    expect(about.getAttribute('rel')).toContain('noopener');
    // A top-level heading is a section too; the page keeps one h1, the title.
    const authority = screen.getByRole('region', { name: 'Supervisory authority' });
    expect(within(authority).getByRole('heading', { level: 3, name: 'Address' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The note before the first heading stands outside the sections.
    expect(screen.getByText('Before going live.').closest('section')).toBeNull();
  });

  it('never lets HTML in a text reach the page, and links only to http(s) and mailto', async () => {
    serveSiteText(
      'privacy',
      [
        '## Cookies',
        '',
        'Before <script>window.__pwned = 1</script> after, <b>not bold</b>.',
        '',
        '<img src="x" onerror="window.__pwned = 2">',
        '',
        '<div onclick="window.__pwned = 3">block html</div>',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '[script](javascript:window.__pwned=4), [page](/apps), [files](ftp://files.example/x) and [mail](mailto:dpo@health.example).',
        '',
        '![pixel](https://tracker.example/pixel.png)',
      ].join('\n'),
    );
    renderApp({ path: '/privacy-policy' });
    const cookies = await screen.findByRole('region', { name: 'Cookies' });
    expect(cookies.querySelector('script, b, img, iframe, [onerror], [onclick]')).toBeNull();
    expect(within(cookies).queryByText(/block html/)).not.toBeInTheDocument();
    // The tags are dropped; the words between them are plain, inert text.
    expect(within(cookies).getByText(/^Before/).innerHTML).toBe('Before window.__pwned = 1 after, not bold.');
    for (const name of ['script', 'page', 'files']) {
      expect(within(cookies).queryByRole('link', { name })).not.toBeInTheDocument();
      expect(within(cookies).getByText(new RegExp(name))).toBeInTheDocument();
    }
    expect(within(cookies).getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:dpo@health.example',
    );
    // A remote image would tell its host who reads the page: it becomes a link.
    expect(within(cookies).getByRole('link', { name: 'pixel' })).toHaveAttribute(
      'href',
      'https://tracker.example/pixel.png',
    );
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('says it is loading, then offers to try again when the text cannot be loaded', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.get(apiUrl(endpoints.getSiteText, { name: 'imprint' }), async () => {
        calls += 1;
        if (calls > 1) return HttpResponse.json({ markdown: '## Publisher\n\nExample Health GmbH' });
        await gate;
        return HttpResponse.json({ title: 'Internal Server Error', status: 500 }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ path: '/imprint' });
    expect(await screen.findByText(SITE_TEXT_UI_TEXTS.loading)).toHaveAttribute('role', 'status');
    release();
    expect(await screen.findByText(SITE_TEXT_UI_TEXTS.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SITE_TEXT_UI_TEXTS.retry }));
    expect(await screen.findByRole('region', { name: 'Publisher' })).toHaveTextContent('Example Health GmbH');
    expect(screen.queryByText(SITE_TEXT_UI_TEXTS.loadFailed)).not.toBeInTheDocument();
  });
});
