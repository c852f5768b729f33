import {
  CARD_DESCRIPTION_LINES,
  cardStatus,
  DEMO_CLICK_EVENT,
  paths,
  type AppCard as AppCardData,
} from '@showroom/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appCardFixture } from '../../../test/catalogue-fixtures.ts';
import { testConfig } from '../../../test/fixtures.ts';
import { fakeAuth, TestProviders } from '../../../test/render-app.tsx';
import { AppCard, type AppCardProps } from './app-card.tsx';

function renderCard(props: Partial<AppCardProps> & { card?: AppCardData } = {}, trackingEnabled = false) {
  const card = props.card ?? appCardFixture();
  render(
    <TestProviders
      auth={fakeAuth(null)}
      config={testConfig({ trackingEnabled })}
      queryClient={new QueryClient()}
    >
      <MemoryRouter>
        <AppCard {...props} card={card} />
      </MemoryRouter>
    </TestProviders>,
  );
  return screen.getByRole('article', { name: card.name });
}

// jsdom cannot open a new tab; the click itself is what the tests look at. Only while this file runs:
// the document is shared with the worker's other files.
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', stopNavigation));
afterAll(() => document.removeEventListener('click', stopNavigation));
afterEach(() => {
  delete (window as { umami?: unknown }).umami;
});

describe('app card', () => {
  it('shows the name, the vendor, the icon and the short description clamped to three lines', () => {
    const card = renderCard();
    expect(within(card).getByRole('heading', { level: 3, name: 'Vitalis Vital Signs' })).toBeInTheDocument();
    expect(within(card).getByText('Vitalis Health Labs')).toBeInTheDocument();
    const description = within(card).getByText(/Record and chart vital signs/);
    expect(description).toHaveClass('clamp');
    expect(description.style.getPropertyValue('--clamp-lines')).toBe(String(CARD_DESCRIPTION_LINES));
    const icon = card.querySelector('img');
    expect(icon).toHaveAttribute('src', '/api/media/aaaa.webp');
    // Decorative: the name beside it says what it is.
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('width', '64');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('decoding', 'async');
  });

  it('says how many reference sites the vendor names, beside the vendor, and nothing without any', () => {
    const card = renderCard({ card: appCardFixture({ referenceSites: 3 }) });
    expect(within(card).getByText(/Used by 3 sites/)).toBeInTheDocument();
    expect(within(card).getByText('Vitalis Health Labs').closest('p')).toHaveTextContent(
      'Vitalis Health Labs · Used by 3 sites',
    );
  });

  it('says nothing of reference sites when the vendor names none', () => {
    const card = renderCard();
    expect(within(card).queryByText(/Used by/)).not.toBeInTheDocument();
  });

  it('lists the declared standards as badges in a list named "Standards", none without a profile', () => {
    const card = renderCard({
      card: appCardFixture({
        interop: { standards: ['fhir', 'openehr'], fhirVersions: ['R5', 'R4'], smart: true, cdsHooks: false },
      }),
    });
    const badges = within(card).getByRole('list', { name: 'Standards' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FHIR R4', 'FHIR R5', 'openEHR', 'SMART']);
    expect(within(badges).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows no standards list when the app declares none', () => {
    const card = renderCard();
    expect(within(card).queryByRole('list', { name: 'Standards' })).not.toBeInTheDocument();
  });

  it('shows a placeholder image when the app has no icon', () => {
    const card = renderCard({ card: appCardFixture({ icon: null }) });
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('app-icon-placeholder')).toBeInTheDocument();
  });

  it('links Details to the app page, with no Preview on the public catalogue', () => {
    const card = renderCard();
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute('href', paths.appDetails(11));
    expect(within(card).queryByRole('link', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it("links the vendor's name to the vendor's page, in the keyboard's order", () => {
    const vendor = within(renderCard()).getByRole('link', { name: 'Vitalis Health Labs' });
    expect(vendor).toHaveAttribute('href', paths.vendorPage(7));
    expect(vendor).not.toHaveAttribute('target');
    expect(vendor).not.toHaveAttribute('tabindex');
  });

  it("names the vendor without a link on the vendor's own page", () => {
    const onVendorPage = renderCard({ linkVendor: false });
    expect(within(onVendorPage).queryByRole('link', { name: 'Vitalis Health Labs' })).not.toBeInTheDocument();
    expect(within(onVendorPage).getByText('Vitalis Health Labs')).toBeInTheDocument();
  });

  it('opens Demo in a new tab that cannot reach back into the page', () => {
    const demo = within(renderCard()).getByRole('link', { name: 'Demo' });
    expect(demo).toHaveAttribute('href', 'https://demo.vitalis.example/vital-signs');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
    expect(demo).toHaveAccessibleDescription(/opens in a new tab/);
  });

  it('has no Demo without a demo address', () => {
    expect(
      within(renderCard({ card: appCardFixture({ demoUrl: null }) })).queryByRole('link', { name: 'Demo' }),
    ).toBeNull();
  });

  it('refuses a javascript: demo address', () => {
    const card = renderCard({ card: appCardFixture({ demoUrl: 'javascript:alert(1)' }) });
    expect(within(card).queryByRole('link', { name: 'Demo' })).toBeNull();
  });

  it("records 'demo-click' with the app id and demo address when tracking is enabled", async () => {
    const track = vi.fn();
    (window as { umami?: unknown }).umami = { track };
    const card = renderCard({}, true);
    await userEvent.click(within(card).getByRole('link', { name: 'Demo' }));
    expect(track).toHaveBeenCalledExactlyOnceWith(DEMO_CLICK_EVENT, {
      appId: 11,
      demoUrl: 'https://demo.vitalis.example/vital-signs',
    });
  });

  it('records nothing when tracking is disabled', async () => {
    const track = vi.fn();
    (window as { umami?: unknown }).umami = { track };
    await userEvent.click(within(renderCard({}, false)).getByRole('link', { name: 'Demo' }));
    expect(track).not.toHaveBeenCalled();
  });

  it('in vendor views shows the in-progress version, the status ribbon, Preview and the menu slot', () => {
    const card = appCardFixture({
      type: 'AppForVendor',
      status: 'ACTIVE',
      published: { name: 'Old name', descriptionShort: 'Old', icon: null, demoUrl: null, status: 'ACTIVE' },
      inProgress: {
        name: 'New name',
        descriptionShort: 'New text',
        icon: null,
        demoUrl: 'https://demo.vitalis.example/next',
        status: 'WAITING_FOR_APPROVAL',
      },
    });
    render(
      <TestProviders auth={fakeAuth(null)} config={testConfig()} queryClient={new QueryClient()}>
        <MemoryRouter>
          <AppCard
            card={card}
            status={cardStatus(card)}
            showPreview
            headingLevel={2}
            menu={<button type="button">App actions</button>}
          />
        </MemoryRouter>
      </TestProviders>,
    );
    const article = screen.getByRole('article', { name: 'New name' });
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('New name');
    // The spec's label for an update, read as 'Status: Update in review', and the live marker beside it.
    expect(within(article).getByText('Update in review').closest('p')).toHaveTextContent(
      'Status: Update in review',
    );
    expect(within(article).getByText('Live', { exact: true })).toBeInTheDocument();
    expect(within(article).getByText('New text')).toBeInTheDocument();
    expect(article).toHaveAttribute('data-ribbon', 'warning');
    expect(within(article).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      paths.appPreview(card.id),
    );
    expect(within(article).getByRole('link', { name: 'Demo' })).toHaveAttribute(
      'href',
      'https://demo.vitalis.example/next',
    );
    expect(within(article).getByRole('button', { name: 'App actions' })).toBeInTheDocument();
  });
});

describe('what live checks found, on a card', () => {
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();

  it('says Verified within seven days of a confirmation, and when the demo last answered', () => {
    renderCard({
      card: appCardFixture({
        checks: { verifiedAt: iso(86_400_000), demoCheckedAt: '2026-11-24T10:00:00.000Z' },
      }),
    });
    const notes = screen.getByRole('list', { name: 'Live checks' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Verified', 'Demo checked 24.11.2026']);
  });

  it('drops Verified after seven days, and says so when the demo is unavailable', () => {
    renderCard({
      card: appCardFixture({ checks: { verifiedAt: iso(8 * 86_400_000), demoUnavailable: true } }),
    });
    const notes = screen.getByRole('list', { name: 'Live checks' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Demo unavailable']);
  });

  it('shows nothing before any check', () => {
    renderCard();
    expect(screen.queryByRole('list', { name: 'Live checks' })).toBeNull();
  });
});
