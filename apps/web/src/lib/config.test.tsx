import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server.ts';
import { testConfig } from '../../test/fixtures.ts';
import { ConfigErrorScreen } from '../components/config-error-screen.tsx';
import { CONFIG_URL, loadRuntimeConfig } from './config.ts';

const configUrl = `${window.location.origin}${CONFIG_URL}`;

describe('runtime configuration', () => {
  it('accepts a valid /config/config.json', async () => {
    server.use(http.get(configUrl, () => HttpResponse.json(testConfig())));
    await expect(loadRuntimeConfig()).resolves.toEqual({ ok: true, config: testConfig() });
  });

  it('names every wrong key of an invalid configuration', async () => {
    const { keycloakRealm: _omitted, ...rest } = testConfig();
    server.use(
      http.get(configUrl, () =>
        HttpResponse.json({ ...rest, backendBaseUrl: 'not a url', production: 'yes' }),
      ),
    );
    const result = await loadRuntimeConfig();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.kind).toBe('invalid');
    const keys = result.problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(expect.arrayContaining(['backendBaseUrl', 'keycloakRealm', 'production']));
  });

  it('reports an unreachable configuration with the reason', async () => {
    server.use(
      http.get(configUrl, () => new HttpResponse('nope', { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(loadRuntimeConfig()).resolves.toEqual({
      ok: false,
      kind: 'unreachable',
      problems: ['/config/config.json could not be loaded (status 503 Service Unavailable).'],
    });
    server.use(http.get(configUrl, () => HttpResponse.error()));
    const result = await loadRuntimeConfig();
    expect(result).toMatchObject({ ok: false, kind: 'unreachable' });
    expect(!result.ok && result.problems[0]).toMatch(/network error/);
  });

  it('shows a full-page error instead of a blank page', async () => {
    server.use(http.get(configUrl, () => HttpResponse.json({ ...testConfig(), trackingEnabled: 'no' })));
    const result = await loadRuntimeConfig();
    if (result.ok) throw new Error('expected an invalid configuration');
    render(<ConfigErrorScreen failure={result} />);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'The showroom could not start: its configuration is invalid.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^trackingEnabled:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
