/**
 * A live check's reason (CheckedFact.reported) is kept as the API wrote it, in English; checkReasonText
 * says it in the language on screen, also for results kept before a language was added.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_REASONS, checkReasonText } from '../src/check-texts.ts';
import { applyLocale } from '../src/i18n/index.ts';

/** Each reason as the API writes it (in English, the registry's own objects: the servers apply no language). */
const written = (): string[] =>
  Object.values(CHECK_REASONS).map((text) =>
    typeof text === 'function' ? text('https://fhir.example.org/ig|1.0.0, demo') : text,
  );

describe('checkReasonText', () => {
  afterEach(() => applyLocale('en'));

  it('leaves every reason as written in English, and one it does not know in any language', () => {
    const english = written();
    expect(english.map(checkReasonText)).toEqual(english);
    applyLocale('de');
    expect(checkReasonText('the server answered something new')).toBe('the server answered something new');
  });

  it('says every reason in German, with its value kept', () => {
    const english = written();
    applyLocale('de');
    const german = english.map(checkReasonText);
    for (const [i, text] of german.entries()) expect(text, english[i]).not.toBe(english[i]);
    expect(checkReasonText("the manifest's launch_url is https://app.example.org/launch")).toBe(
      'die launch_url des Manifests ist https://app.example.org/launch',
    );
    expect(checkReasonText('the CapabilityStatement lists no implementationGuide or instantiates')).toBe(
      'das CapabilityStatement nennt weder implementationGuide noch instantiates',
    );
    expect(checkReasonText("not in the manifest's redirect_uris (none)")).toBe(
      'nicht in den redirect_uris des Manifests (none)',
    );
  });
});
