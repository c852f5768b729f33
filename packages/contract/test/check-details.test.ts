/**
 * A live check's detail (CheckRecord.detail) is kept as the API wrote it, in English; checkDetailText says
 * it in the language on screen, also for checks kept before a language was added: every sentence, with its
 * values kept, and the phrases inside it (what a JSON answer was, what kind of address was refused, a time,
 * a size) in the same language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECK_DETAIL_PHRASES_WRITTEN,
  CHECK_DETAILS_WRITTEN,
  checkDetailText,
} from '../src/check-details.ts';
import { applyLocale } from '../src/i18n/index.ts';

/** Each detail as the API writes it (CHECK_DETAILS_WRITTEN: English whatever the language on screen). */
const written = (): string[] =>
  Object.values(CHECK_DETAILS_WRITTEN).map((text) =>
    typeof text === 'function'
      ? text('https://fhir.example.org/metadata', '404', 'https://x.example.org')
      : text,
  );

describe('checkDetailText', () => {
  afterEach(() => applyLocale('en'));

  it('leaves every detail as written in English, and one it does not know in any language', () => {
    const english = written();
    expect(english.map(checkDetailText)).toEqual(english);
    applyLocale('de');
    expect(checkDetailText('The server answered something new.')).toBe('The server answered something new.');
  });

  it('says every detail in German, with its values kept', () => {
    const english = written();
    applyLocale('de');
    for (const text of english) expect(checkDetailText(text), text).not.toBe(text);
    expect(checkDetailText('The host name fhir.example.org could not be resolved.')).toBe(
      'Der Hostname fhir.example.org konnte nicht aufgelöst werden.',
    );
    expect(checkDetailText('The address answered with HTTP status 503.')).toBe(
      'Die Adresse hat mit dem HTTP-Status 503 geantwortet.',
    );
  });

  it('says the phrases inside a detail in German too, and a refused redirect’s own reason', () => {
    const { DETAILS, PHRASES } = { DETAILS: CHECK_DETAILS_WRITTEN, PHRASES: CHECK_DETAIL_PHRASES_WRITTEN };
    const resolved = DETAILS.addressResolvesTo(PHRASES.privateNetwork, '10.0.0.7');
    const redirected = DETAILS.redirectRefused('https://inner.example.org/', resolved);
    const timeout = DETAILS.timeout(PHRASES.seconds('1.5'));
    const notMetadata = DETAILS.metadataIs(PHRASES.anResource('Observation'));
    const anArray = DETAILS.templateListIs(PHRASES.anArray);
    const manifests = DETAILS.noManifest(
      PHRASES.both('https://a.example.org/m.json', 'https://b.example.org/m.json'),
      '404',
    );
    const lookups = DETAILS.lookupsUnanswered('2', '5', DETAILS.refused);
    // The API's English, exactly as it was written before these templates existed.
    expect(redirected).toBe(
      'The redirect to https://inner.example.org/ was refused: The address resolves to a private network address (10.0.0.7).',
    );
    expect(timeout).toBe('The server did not answer within 1.5 s.');
    expect(notMetadata).toBe('The metadata answer is an Observation, not a CapabilityStatement');
    applyLocale('de');
    expect(checkDetailText(redirected)).toBe(
      'Die Weiterleitung zu https://inner.example.org/ wurde abgelehnt: Die Adresse verweist auf eine Adresse eines privaten Netzes (10.0.0.7).',
    );
    expect(checkDetailText(timeout)).toBe('Der Server hat nicht innerhalb von 1,5 s geantwortet.');
    expect(checkDetailText(notMetadata)).toBe(
      'Die Antwort von metadata ist eine Ressource Observation, kein CapabilityStatement',
    );
    expect(checkDetailText(anArray)).toBe('Die Template-Liste ist ein Array, kein Array von Templates');
    expect(checkDetailText(manifests)).toBe(
      'Die App veröffentlicht kein SMART-App-Manifest (https://a.example.org/m.json und https://b.example.org/m.json antwortete mit dem HTTP-Status 404).',
    );
    expect(checkDetailText(lookups)).toBe(
      '2 von 5 Abfragen wurden nicht beantwortet: Der Server hat die Verbindung abgelehnt.',
    );
  });

  it('keeps a value that only looks like a phrase as it was written', () => {
    applyLocale('de');
    // A connection error's own message is no resource ("a Patient"): it stays as the server said it.
    expect(checkDetailText('The connection failed (a socket hang up).')).toBe(
      'Die Verbindung ist fehlgeschlagen (a socket hang up).',
    );
    expect(checkDetailText('The answer is larger than many bytes.')).toBe(
      'Die Antwort ist größer als many bytes.',
    );
  });
});
