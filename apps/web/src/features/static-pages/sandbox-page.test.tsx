/**
 * /sandbox (issue 33) while the sandbox restarts: the API answers 503 with Retry-After; the page says
 * the sandbox is not available, asks again when Retry-After says, and shows the patients once the
 * sandbox answers, without a reload.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { sandboxBundle, sandboxPatient } from '../../../test/sandbox-fixtures.ts';

const FHIR = `${window.location.origin}/sandbox/fhir`;

describe('/sandbox while the sandbox restarts', () => {
  it('says it is not available, then shows the patients once the sandbox answers again', async () => {
    let up = false;
    const asked: number[] = [];
    const unavailable = () =>
      HttpResponse.json(
        { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'transient' }] },
        { status: 503, headers: { 'retry-after': '1' } },
      );
    server.use(
      http.get(`${FHIR}/Patient`, () => {
        asked.push(Date.now());
        if (!up) return unavailable();
        return HttpResponse.json(
          sandboxBundle([sandboxPatient('p-1', 'Ada12', 'Lovelace34', 'female', '1980-02-03')]),
        );
      }),
      http.get(`${FHIR}/Condition`, () =>
        up ? HttpResponse.json({ resourceType: 'Bundle' }) : unavailable(),
      ),
    );
    renderApp({ path: '/sandbox' });
    const unavailableText = 'The sandbox is not available right now. Please try again later.';
    expect(await screen.findByText(unavailableText, {}, { timeout: 5000 })).toHaveAttribute('role', 'alert');
    const failures = asked.length;
    up = true;
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText(unavailableText)).not.toBeInTheDocument();
    expect(asked.length).toBe(failures + 1);
  });
});
