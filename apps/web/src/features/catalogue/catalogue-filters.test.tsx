import {
  endpoints,
  FACET_GROUP_LABELS,
  FACET_GROUPS,
  UI_TEXTS,
  type AppCard,
  type CatalogueFacets,
  type FacetGroup,
} from '@showroom/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCardFixture } from '../../../test/catalogue-fixtures.ts';
import { stubDialogMethods } from '../../../test/dialog-stub.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { stubNarrowScreen } from '../../../test/narrow-screen.ts';

stubDialogMethods();

const VITAL = appCardFixture({
  id: 1,
  name: 'Vitalis Vital Signs',
  interop: { standards: ['openehr'], fhirVersions: [], smart: false, cdsHooks: false },
});
const LAB = appCardFixture({
  id: 2,
  name: 'LabLens',
  interop: { standards: ['fhir'], fhirVersions: ['R4'], smart: true, cdsHooks: false },
});
const MEDS = appCardFixture({
  id: 3,
  name: 'MedCheck',
  interop: { standards: ['fhir'], fhirVersions: ['R4', 'R5'], smart: false, cdsHooks: true },
});

/** Each app's filter values, as the API would match them. */
const VALUES: Record<number, Partial<Record<string, string[]>>> = {
  1: { standard: ['openehr'], category: ['clinical-documentation'], language: ['de', 'en'] },
  2: { standard: ['fhir'], fhirVersion: ['R4'], category: ['lab-diagnostics'], language: ['en'] },
  3: { standard: ['fhir'], fhirVersion: ['R4', 'R5'], category: ['medication'], language: ['en', 'fr'] },
};
const APPS = [VITAL, LAB, MEDS];
const PARAMS = [...FACET_GROUPS, 'resource', 'ig', 'template'];

/** Apps matching every parameter of the request (values of one parameter are alternatives). */
const matching = (params: URLSearchParams, ignore?: string): AppCard[] =>
  APPS.filter((app) =>
    PARAMS.every((param) => {
      const wanted = params.getAll(param);
      if (param === ignore || wanted.length === 0) return true;
      return wanted.some((v) => VALUES[app.id]?.[param]?.includes(v));
    }),
  );

/** What GET /apps/facets answers: disjunctive counts over APPS, every controlled value listed. */
function facetsFor(params: URLSearchParams): CatalogueFacets {
  const controlled: Record<Exclude<FacetGroup, 'language' | 'runsOn'>, readonly string[]> = {
    standard: ['fhir', 'openehr'],
    fhirVersion: ['DSTU2', 'STU3', 'R4', 'R4B', 'R5'],
    smartLaunch: ['ehr', 'standalone', 'backend'],
    category: ['clinical-documentation', 'medication', 'lab-diagnostics'],
    audience: ['clinicians'],
    platform: ['web'],
    license: ['open-source', 'proprietary'],
    pricing: ['free'],
    deviceClass: ['none'],
    verified: ['yes'],
  };
  const count = (group: FacetGroup, value: string) =>
    matching(params, group).filter((app) => VALUES[app.id]?.[group]?.includes(value)).length;
  const groups = Object.fromEntries(
    FACET_GROUPS.map((group) => {
      if (group === 'language' || group === 'runsOn') {
        const had = group === 'language' ? ['en', 'de', 'fr'] : ['epic'];
        const languages = had.map((value) => ({ value, count: count(group, value) }));
        return [group, languages.filter((l) => l.count > 0).sort((a, b) => b.count - a.count)];
      }
      return [group, controlled[group].map((value) => ({ value, count: count(group, value) }))];
    }),
  ) as unknown as CatalogueFacets['groups'];
  return { total: matching(params).length, groups };
}

/** GET /apps and GET /apps/facets over APPS, recording each request's query string. */
function serveCatalogue(options: { facets?: 'fail' } = {}) {
  const lists: URLSearchParams[] = [];
  const facets: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(endpoints.listApps), ({ request }) => {
      const params = new URL(request.url).searchParams;
      lists.push(params);
      return HttpResponse.json(matching(params));
    }),
    http.get(apiUrl(endpoints.listAppFacets), ({ request }) => {
      const params = new URL(request.url).searchParams;
      facets.push(params);
      if (options.facets === 'fail') return new HttpResponse(null, { status: 500 });
      return HttpResponse.json(facetsFor(params));
    }),
  );
  return { lists, facets };
}

const countStatus = () =>
  within(screen.getByRole('region', { name: UI_TEXTS.catalogueHeading })).getByRole('status');

const cardNames = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

const filtersOf = (params: URLSearchParams | undefined) =>
  [...(params ?? new URLSearchParams())].filter(([key]) => PARAMS.includes(key));

describe('catalogue filters', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a group per facet, headed in order, each option named by its value and count', async () => {
    serveCatalogue();
    renderApp({ path: '/apps' });
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(
      (await within(panel).findAllByRole('group')).map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(FACET_GROUPS.map((group) => FACET_GROUP_LABELS[group]));
    const fhirVersion = within(panel).getByRole('group', { name: 'FHIR version' });
    expect(within(fhirVersion).getByRole('heading', { name: 'FHIR version' })).toBeInTheDocument();
    expect(await within(panel).findByRole('checkbox', { name: 'R4 (2)' })).toBeEnabled();
    expect(within(panel).getByRole('checkbox', { name: 'openEHR (1)' })).toBeEnabled();
    expect(within(panel).getByRole('checkbox', { name: 'Medication (1)' })).toBeEnabled();
    // No app would match: still there and readable, but not tickable.
    expect(within(panel).getByRole('checkbox', { name: 'DSTU2 (0)' })).toBeDisabled();
    // Languages by their English names, the most common first.
    const language = within(panel).getByRole('group', { name: 'Language' });
    expect(within(language).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(language).getByRole('checkbox', { name: 'English (3)' })).toBeInTheDocument();
    expect(within(language).getByRole('checkbox', { name: 'German (1)' })).toBeInTheDocument();
  });

  it('leads a keyboard user past the filters to the results, and folds a group away and back', async () => {
    serveCatalogue();
    const { router } = renderApp({ path: '/apps' });
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const skip = await within(panel).findByRole('button', { name: 'Skip to the results' });
    await userEvent.click(skip);
    const results = document.activeElement;
    expect(results).toContainElement(countStatus());
    expect(results).toContainElement(screen.getAllByRole('article')[0]!);
    expect(results).not.toContainElement(panel);

    const fhirVersion = within(panel).getByRole('group', { name: 'FHIR version' });
    const toggle = within(fhirVersion).getByRole('button', { name: 'FHIR version' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(fhirVersion).findByRole('checkbox', { name: 'R4 (2)' })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(fhirVersion).queryByRole('checkbox', { name: 'R4 (2)' })).not.toBeInTheDocument();
    // The other groups stay open; the address says what is folded, in place of the entry it had.
    expect(within(panel).getByRole('checkbox', { name: 'openEHR (1)' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?folded=fhirVersion'));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(within(panel).getByRole('button', { name: 'Category' }));
    await waitFor(() => expect(router.state.location.search).toBe('?folded=fhirVersion%2Ccategory'));
    await userEvent.click(toggle);
    expect(within(fhirVersion).getByRole('checkbox', { name: 'R4 (2)' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?folded=category'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Category' }));
    // Nothing folded: nothing in the address.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens an address with folded groups folded, the others open', async () => {
    serveCatalogue();
    renderApp({ path: '/apps?folded=standard,nonsense' });
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const standard = within(panel).getByRole('group', { name: 'Standard' });
    expect(within(standard).getByRole('button', { name: 'Standard' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(standard).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await within(panel).findByRole('checkbox', { name: 'R4 (2)' })).toBeVisible();
  });

  it('shows the cards’ standards as badges', async () => {
    serveCatalogue();
    renderApp({ path: '/apps' });
    const card = await screen.findByRole('article', { name: 'MedCheck' });
    const badges = within(card).getByRole('list', { name: 'Standards' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['FHIR R4', 'FHIR R5', 'CDS Hooks']);
  });

  it('applies a ticked option to the list and the counts, keeps it in the address and announces the total', async () => {
    const seen = serveCatalogue();
    const { router } = renderApp({ path: '/apps' });
    await screen.findByRole('article', { name: 'LabLens' });
    // R4B's name starts with 'R4' as well.
    await userEvent.click(await screen.findByRole('checkbox', { name: /^R4\b/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?fhirVersion=R4'));
    await waitFor(() => expect(cardNames()).toEqual(['LabLens', 'MedCheck']));
    expect(filtersOf(seen.lists.at(-1))).toEqual([['fhirVersion', 'R4']]);
    expect(seen.lists.at(-1)?.get('sort')).toBe('name');
    await waitFor(() => expect(filtersOf(seen.facets.at(-1))).toEqual([['fhirVersion', 'R4']]));
    await waitFor(() => expect(countStatus()).toHaveTextContent('2 apps match the filters.'));
    expect(screen.getByRole('checkbox', { name: /^R4\b/ })).toBeChecked();
  });

  it('narrows with a second group, and Back undoes one filter at a time', async () => {
    serveCatalogue();
    const { router } = renderApp({ path: '/apps?fhirVersion=R4' });
    await screen.findByRole('article', { name: 'LabLens' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Medication/ }));
    await waitFor(() => expect(cardNames()).toEqual(['MedCheck']));
    expect(router.state.location.search).toBe('?fhirVersion=R4&category=medication');
    await waitFor(() => expect(countStatus()).toHaveTextContent('1 app matches the filters.'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardNames()).toEqual(['LabLens', 'MedCheck']));
    expect(router.state.location.search).toBe('?fhirVersion=R4');
    expect(screen.getByRole('checkbox', { name: /^Medication/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^R4\b/ })).toBeChecked();
  });

  it('opens a shared address with its filters, search and sort, and Clear filters keeps the search', async () => {
    const seen = serveCatalogue();
    const { router } = renderApp({
      path: '/apps?q=m&sort=updated&standard=fhir&category=medication&category=lab-diagnostics&fhirVersion=R9',
    });
    await screen.findByRole('article', { name: 'MedCheck' });
    // A value no group has (R9) is left out rather than failing the list.
    expect(filtersOf(seen.lists[0])).toEqual([
      ['standard', 'fhir'],
      ['category', 'medication'],
      ['category', 'lab-diagnostics'],
    ]);
    expect(seen.lists[0]?.get('q')).toBe('m');
    expect(seen.lists[0]?.get('sort')).toBe('updated');
    expect(seen.facets[0]?.get('q')).toBe('m');
    expect(await screen.findByRole('checkbox', { name: /^FHIR/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Medication/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Lab and diagnostics/ })).toBeChecked();
    await waitFor(() => expect(countStatus()).toHaveTextContent('2 apps match "m" and the filters.'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=m&sort=updated'));
    expect(filtersOf(seen.lists.at(-1))).toEqual([]);
    expect(screen.getByRole('checkbox', { name: /^Medication/ })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search apps' })).toHaveValue('m');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('applies resource, IG and template filters from the address as removable chips', async () => {
    const seen = serveCatalogue();
    const { router } = renderApp({ path: '/apps?resource=Observation&ig=hl7.fhir.us.core' });
    await waitFor(() =>
      expect(filtersOf(seen.lists[0])).toEqual([
        ['resource', 'Observation'],
        ['ig', 'hl7.fhir.us.core'],
      ]),
    );
    const chips = screen.getByRole('list', { name: 'Other filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Observation' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ig=hl7.fhir.us.core'));
    expect(
      within(chips).queryByRole('button', { name: 'Remove filter Observation' }),
    ).not.toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter hl7.fhir.us.core' })).toBeInTheDocument();
  });

  it('says when no app matches the filters and offers to clear them', async () => {
    serveCatalogue();
    const { router } = renderApp({ path: '/apps?resource=Observation' });
    expect(
      await screen.findByText('No apps match the filters.', { selector: 'p:not([role])' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(countStatus()).toHaveTextContent('No apps match the filters.'));
    const notice = screen.getByText('No apps match the filters.', {
      selector: 'p:not([role])',
    }).parentElement!;
    await userEvent.click(within(notice).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames()).toEqual(['Vitalis Vital Signs', 'LabLens', 'MedCheck']));
    expect(router.state.location.search).toBe('');
  });

  it('still lists and filters when the counts cannot be loaded, showing the options without counts', async () => {
    serveCatalogue({ facets: 'fail' });
    const { router } = renderApp({ path: '/apps' });
    await screen.findByRole('article', { name: 'LabLens' });
    const r4 = await screen.findByRole('checkbox', { name: 'R4' });
    expect(screen.getByRole('checkbox', { name: 'Medication' })).toBeEnabled();
    await userEvent.click(r4);
    await waitFor(() => expect(router.state.location.search).toBe('?fhirVersion=R4'));
    await waitFor(() => expect(cardNames()).toEqual(['LabLens', 'MedCheck']));
    await waitFor(() => expect(countStatus()).toHaveTextContent('2 apps match the filters.'));
  });

  it('shows the first languages and the rest on "Show all languages"', async () => {
    const languages = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl'];
    server.use(
      http.get(apiUrl(endpoints.listApps), () => HttpResponse.json(APPS)),
      http.get(apiUrl(endpoints.listAppFacets), () => {
        const facets = facetsFor(new URLSearchParams());
        return HttpResponse.json({
          ...facets,
          groups: { ...facets.groups, language: languages.map((value, i) => ({ value, count: 9 - i })) },
        });
      }),
    );
    renderApp({ path: '/apps?language=pl' });
    const group = await screen.findByRole('group', { name: 'Language' });
    await within(group).findByRole('checkbox', { name: 'English (9)' });
    const names = () =>
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    // The five most common, and a chosen one further down.
    expect(names()).toEqual([
      'English (9)',
      'German (8)',
      'French (7)',
      'Spanish (6)',
      'Italian (5)',
      'Polish (3)',
    ]);
    const more = within(group).getByRole('button', { name: 'Show all languages' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(names()).toHaveLength(7);
    expect(within(group).getByRole('button', { name: 'Show fewer languages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('on narrow screens opens the filters as a dialog from the Filters button', async () => {
    stubNarrowScreen();
    const seen = serveCatalogue();
    const { router } = renderApp({ path: '/apps?category=medication' });
    await screen.findByRole('article', { name: 'MedCheck' });
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filters (1 active)' });

    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /^Lab and diagnostics/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=medication&category=lab-diagnostics'),
    );
    await waitFor(() => expect(filtersOf(seen.lists.at(-1))).toHaveLength(2));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show 2 apps' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (2 active)' })).toHaveFocus();
    expect(cardNames()).toEqual(['LabLens', 'MedCheck']);

    // Escape (the dialog's cancel) closes it as well.
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    fireEvent(
      await screen.findByRole('dialog', { name: 'Filters' }),
      new Event('cancel', { cancelable: true }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
