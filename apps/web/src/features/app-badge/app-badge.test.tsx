import { BADGE_TEXTS, endpoints, type AppDetails } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { appDetailsFixture } from '../../../test/catalogue-fixtures.ts';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { ADMIN, fakeAuth, renderApp, VENDOR } from '../../../test/render-app.tsx';

const HOSTILE_NAME = `Ärzte <b>"Q" & 'R'</b>`;

function serve(app: Partial<AppDetails> = {}) {
  server.use(
    http.get(apiUrl(endpoints.getApp, { id: 11 }), () => HttpResponse.json(appDetailsFixture(app))),
    http.get(apiUrl(endpoints.listAppChecks, { id: 11 }), () =>
      HttpResponse.json({ enabled: true, nextDueAt: null, checks: [] }),
    ),
    http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))),
  );
}

const badgeBlock = () => screen.findByRole('region', { name: 'Badge' });

describe("the app page's Badge block", () => {
  it("offers the app's vendor the Markdown and HTML snippets with the site's address, and a preview", async () => {
    serve();
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const block = await badgeBlock();
    const origin = window.location.origin;
    expect(within(block).getByRole('textbox', { name: 'Markdown' })).toHaveValue(
      `[![Listed on Showroom](${origin}/badge/11.svg)](${origin}/apps/11-vitalis-vital-signs)`,
    );
    expect(within(block).getByRole('textbox', { name: 'HTML' })).toHaveValue(
      `<a href="${origin}/apps/11-vitalis-vital-signs"><img src="${origin}/badge/11.svg" alt="Listed on Showroom: Vitalis Vital Signs"></a>`,
    );
    expect(within(block).getByRole('textbox', { name: 'HTML' })).toHaveAttribute('readonly');
    expect(
      within(block).getByRole('img', { name: 'Listed on Showroom: Vitalis Vital Signs' }),
    ).toHaveAttribute('src', `${origin}/badge/11.svg`);
  });

  it("escapes the app's name in the HTML snippet and keeps it out of the Markdown", async () => {
    serve({ name: HOSTILE_NAME });
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const block = await badgeBlock();
    const origin = window.location.origin;
    expect(within(block).getByRole('textbox', { name: 'HTML' })).toHaveValue(
      `<a href="${origin}/apps/11-arzte-b-q-r-b"><img src="${origin}/badge/11.svg" alt="Listed on Showroom: Ärzte &lt;b&gt;&quot;Q&quot; &amp; &#39;R&#39;&lt;/b&gt;"></a>`,
    );
    expect(within(block).getByRole('textbox', { name: 'Markdown' })).toHaveValue(
      `[![Listed on Showroom](${origin}/badge/11.svg)](${origin}/apps/11-arzte-b-q-r-b)`,
    );
  });

  it('copies a snippet to the clipboard and says so in a live region', async () => {
    serve();
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const block = await badgeBlock();
    const markdown = within(block).getByRole<HTMLTextAreaElement>('textbox', { name: 'Markdown' });
    await user.click(within(block).getByRole('button', { name: BADGE_TEXTS.copyMarkdown }));
    expect(await navigator.clipboard.readText()).toBe(markdown.value);
    const statuses = within(block).getAllByRole('status');
    expect(statuses[0]).toHaveTextContent(/^Copied$/);
    expect(statuses[1]).toHaveTextContent(/^$/);
    await user.click(within(block).getByRole('button', { name: BADGE_TEXTS.copyHtml }));
    expect(await navigator.clipboard.readText()).toMatch(/^<a href=/);
    expect(statuses[1]).toHaveTextContent(/^Copied$/);
  });

  it('selects the snippet and says how to copy it when the clipboard refuses', async () => {
    serve();
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    const block = await badgeBlock();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(within(block).getByRole('button', { name: BADGE_TEXTS.copyHtml }));
    const html = within(block).getByRole<HTMLTextAreaElement>('textbox', { name: 'HTML' });
    expect(html).toHaveFocus();
    expect([html.selectionStart, html.selectionEnd]).toEqual([0, html.value.length]);
    // The refusal comes back as a rejected promise: its message renders after it.
    await waitFor(() =>
      expect(within(block).getAllByRole('status')[1]).toHaveTextContent(BADGE_TEXTS.copyFailed),
    );
  });

  // Another vendor's app: the same gate as 'Check now' (app-checks.test.tsx).
  it('is offered to admins, not for an app that is not public, and not to visitors', async () => {
    serve();
    const admin = renderApp({ path: '/appdetails/11', auth: fakeAuth(ADMIN) });
    expect(await badgeBlock()).toBeInTheDocument();
    admin.unmount();

    serve({ status: 'DEACTIVATED' });
    const deactivated = renderApp({ path: '/appdetails/11', auth: fakeAuth(VENDOR) });
    await screen.findByRole('button', { name: 'Check now' });
    expect(screen.queryByRole('region', { name: 'Badge' })).not.toBeInTheDocument();
    deactivated.unmount();

    serve();
    renderApp({ path: '/appdetails/11' });
    await screen.findByRole('heading', { name: 'Vitalis Vital Signs', level: 1 });
    expect(screen.queryByRole('region', { name: 'Badge' })).not.toBeInTheDocument();
  });
});
