import { describe, expect, it } from 'vitest';
import {
  isSandboxClientUrl,
  SANDBOX_CLIENT_MAX_REDIRECT_URIS,
  sandboxClientBodySchema,
} from '../src/index.ts';

describe('sandbox client registrations (issue 34)', () => {
  it('accepts https addresses and http on loopback only, without credentials or a fragment', () => {
    for (const ok of [
      'https://app.example/launch',
      'https://app.example:8443/cb?x=1',
      'http://localhost:3000/cb',
      'http://127.0.0.1:9/cb',
      'http://[::1]:8080/cb',
      'https://localhost/cb',
    ])
      expect(isSandboxClientUrl(ok), ok).toBe(true);
    for (const bad of [
      'http://app.example/cb',
      'http://10.0.0.1/cb',
      'http://localhost.evil.example/cb',
      'https://app.example/cb#part',
      'https://user:pw@app.example/cb',
      'https://intranet/cb',
      'javascript:alert(1)',
      'ftp://app.example/',
      'https://app.example/ cb',
      '',
      `https://app.example/${'a'.repeat(2000)}`,
    ])
      expect(isSandboxClientUrl(bad), bad).toBe(false);
  });

  it('names the field of a bad registration and limits the redirect URIs', () => {
    const body = {
      launchUrl: 'https://app.example/launch',
      redirectUris: ['https://app.example/cb'],
      clientType: 'public',
    };
    expect(sandboxClientBodySchema.safeParse(body).success).toBe(true);
    const fieldOf = (value: unknown) =>
      sandboxClientBodySchema.safeParse(value).error?.issues.map((i) => i.path[0]);
    expect(fieldOf({ ...body, launchUrl: 'http://app.example' })).toEqual(['launchUrl']);
    expect(fieldOf({ ...body, redirectUris: [] })).toEqual(['redirectUris']);
    expect(
      fieldOf({
        ...body,
        redirectUris: Array.from(
          { length: SANDBOX_CLIENT_MAX_REDIRECT_URIS + 1 },
          (_, i) => `https://app.example/${i}`,
        ),
      }),
    ).toEqual(['redirectUris']);
    expect(fieldOf({ ...body, clientType: 'other' })).toEqual(['clientType']);
    expect(fieldOf({ ...body, extra: 1 })).toHaveLength(1);
  });
});
