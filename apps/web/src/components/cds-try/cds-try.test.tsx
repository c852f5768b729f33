import {
  CDS_TRY_TEXTS,
  endpoints,
  type CdsTryCallResponse,
  type CdsTryServicesResponse,
  type InteropProfile,
} from '@showroom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appDetailsFixture } from '../../../test/catalogue-fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { chooseLocale } from '../../lib/locale.ts';

const PROFILE: InteropProfile = {
  standards: ['fhir'],
  fhir: { versions: ['R4'], resources: ['Patient'], implementationGuides: [], sandboxUrl: null },
  cdsHooks: { hooks: ['patient-view'], discoveryUrl: 'https://cds.vitalis.example' },
};

const SERVICES: CdsTryServicesResponse = {
  discoveryUrl: 'https://cds.vitalis.example/cds-services',
  outcome: {
    ok: true,
    services: [
      {
        id: 'bp',
        hook: 'patient-view',
        title: 'Blood pressure',
        description: 'Flags high readings.',
        callable: true,
      },
      { id: 'order', hook: 'order-sign', description: 'Checks orders.', callable: false },
    ],
  },
  patients: [
    { id: 'p-1', name: 'Ada Lovelace' },
    { id: 'p-2', name: 'Grace Hopper' },
  ],
};

const RESULT: CdsTryCallResponse = {
  serviceUrl: 'https://cds.vitalis.example/cds-services/bp',
  request: { hook: 'patient-view', context: { patientId: 'p-1' } },
  response: { status: 200, body: '{"cards":[]}', truncated: false },
  timeMs: 12,
  outcome: {
    ok: true,
    cards: [
      {
        summary: 'Blood pressure 165/95 mmHg is above target',
        indicator: 'critical',
        detail:
          '<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script> **Check** the reading.',
        source: { label: 'Vitalis CDS', url: 'https://vitalis.example/cds' },
        suggestions: [{ label: 'Repeat the measurement', isRecommended: true }],
        selectionBehavior: 'at-most-one',
        links: [{ label: 'Chart', url: 'https://vitalis.example/launch', type: 'smart' }],
      },
    ],
  },
};

function serve(result: CdsTryCallResponse = RESULT, app = appDetailsFixture({ profile: PROFILE })) {
  const calls: unknown[] = [];
  server.use(
    http.get(apiUrl(endpoints.getApp, { id: 11 }), () => HttpResponse.json(app)),
    http.get(apiUrl(endpoints.listAppChecks, { id: 11 }), () =>
      HttpResponse.json({ enabled: true, nextDueAt: null, checks: [] }),
    ),
    http.get(apiUrl(endpoints.listCdsTryServices, { id: 11 }), () => HttpResponse.json(SERVICES)),
    http.post(apiUrl(endpoints.callCdsTryService, { id: 11, serviceId: 'bp' }), async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(result);
    }),
  );
  return calls;
}

const section = () => screen.findByRole('region', { name: CDS_TRY_TEXTS.heading });

describe('Try this CDS service on the app page', () => {
  it('calls the chosen service for the chosen patient and shows its cards, markup in details inert', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    const services = await within(s).findByRole('group', { name: 'Service' });
    expect(within(services).getByRole('radio', { name: 'Blood pressure' })).toBeChecked();
    expect(within(services).getByRole('radio', { name: 'order' })).toBeDisabled();
    await user.click(within(s).getByRole('radio', { name: 'Grace Hopper' }));
    await user.click(within(s).getByRole('button', { name: 'Call service' }));

    const card = await within(s).findByRole('article', {
      name: 'Blood pressure 165/95 mmHg is above target',
    });
    expect(calls).toEqual([{ patientId: 'p-2' }]);
    expect(card).toHaveTextContent('Critical');
    expect(within(card).getByText('Check', { selector: 'strong' })).toBeInTheDocument();
    expect(card.querySelector('img, script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(within(card).getByRole('link', { name: 'Vitalis CDS' })).toHaveAttribute(
      'href',
      'https://vitalis.example/cds',
    );
    expect(card).toHaveTextContent('Repeat the measurement (recommended)');
    expect(card).toHaveTextContent(`Chart — ${CDS_TRY_TEXTS.smartLink}`);
  });

  it('keeps the keyboard focus on Call service while the call runs, and ignores a second press', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    serve();
    server.use(
      http.post(apiUrl(endpoints.callCdsTryService, { id: 11, serviceId: 'bp' }), async () => {
        posts++;
        await held;
        return HttpResponse.json(RESULT);
      }),
    );
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    await user.click(await within(s).findByRole('radio', { name: 'Grace Hopper' }));
    const button = within(s).getByRole('button', { name: 'Call service' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await within(s).findByRole('status')).toHaveTextContent(CDS_TRY_TEXTS.calling);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    release();
    await within(s).findByRole('article', { name: 'Blood pressure 165/95 mmHg is above target' });
    expect(posts).toBe(1);
    expect(document.activeElement).toBe(button);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('says why a service gave no cards: which field of its answer is wrong', async () => {
    serve({
      ...RESULT,
      outcome: {
        ok: false,
        failure: { reason: 'invalid', stage: 'service', field: 'cards[0].summary', problem: 'missing' },
      },
    });
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11' });
    const s = await section();
    await user.click(await within(s).findByRole('radio', { name: 'Ada Lovelace' }));
    await user.click(within(s).getByRole('button', { name: 'Call service' }));
    expect(await within(s).findByRole('alert')).toHaveTextContent(
      'The service did not answer with a valid CDS Hooks response: cards[0].summary is missing.',
    );
    expect(within(s).queryByRole('article')).toBeNull();
  });

  it('speaks German when the visitor chose it: the section, the patients and why a call failed', async () => {
    serve({
      ...RESULT,
      outcome: {
        ok: false,
        failure: { reason: 'invalid', stage: 'service', field: 'cards[0].indicator', problem: 'not-allowed' },
      },
    });
    await chooseLocale('de');
    const user = userEvent.setup();
    renderApp({ path: '/appdetails/11' });
    const s = await screen.findByRole('region', { name: 'Diesen CDS-Dienst ausprobieren' });
    await user.click(await within(s).findByRole('radio', { name: 'Ada Lovelace' }));
    await user.click(within(s).getByRole('button', { name: 'Dienst aufrufen' }));
    expect(await within(s).findByRole('alert')).toHaveTextContent(
      'Der Dienst hat nicht mit einer gültigen CDS-Hooks-Antwort geantwortet: cards[0].indicator hat einen Wert, den die Spezifikation nicht zulässt.',
    );
  });
});
