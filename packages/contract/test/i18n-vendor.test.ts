/**
 * The vendor side in German: the forms' validation messages are read when a value is validated (not
 * when the schema is built), so they follow the language on screen and return to English with it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../src/i18n/index.ts';
import {
  appFormSchema,
  cardStatus,
  emptyVendorForm,
  failure,
  interopProfileSchema,
  lastRejectionLabel,
  vendorFormSchema,
  vendorPageMessage,
  type AppCard,
  type AppForm,
} from '../src/index.ts';

const validForm: AppForm = {
  name: 'Vital Signs Monitor',
  descriptionShort: 'Charts vital signs from openEHR',
  description: 'Reads openEHR compositions.',
  demoUrl: 'https://demo.example.com',
  repoUrl: '',
  version: '1.2.0',
};

const appMessages = (values: Partial<AppForm>): string[] => {
  const result = appFormSchema.safeParse({ ...validForm, ...values });
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

const profileMessages = (profile: unknown): string[] => {
  const result = interopProfileSchema.safeParse(profile);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('vendor side in German', () => {
  afterEach(() => applyLocale('en'));

  it('validates the app form in German, and in English again after restoring', () => {
    expect(appMessages({ descriptionShort: ' ', demoUrl: 'http://x' })).toEqual([
      'Short description can not be empty',
      'Demo URL must be in the format https://{host}, for example https://demo.example.org',
    ]);
    applyLocale('de');
    expect(appMessages({ descriptionShort: ' ', demoUrl: 'http://x' })).toEqual([
      'Die Kurzbeschreibung darf nicht leer sein',
      'Die Demo-URL muss das Format https://{host} haben, zum Beispiel https://demo.example.org',
    ]);
    expect(appMessages({ version: 'x'.repeat(200) })[0]).toMatch(/^Die Version darf höchstens \d+ Zeichen/);
    applyLocale('en');
    expect(appMessages({ descriptionShort: ' ' })).toEqual(['Short description can not be empty']);
  });

  it('validates the vendor form in German', () => {
    applyLocale('de');
    const result = vendorFormSchema.safeParse({ ...emptyVendorForm, vendorMail: 'nope' });
    const messages = result.success ? [] : result.error.issues.map((i) => i.message);
    expect(messages).toContain('Der Anbietername darf nicht leer sein');
    expect(messages).toContain('Ungültige E-Mail-Adresse');
    // The kept quirk: while the name is empty, any website error says it is empty.
    expect(messages).toContain('Die Website darf nicht leer sein');
  });

  it("words the interoperability profile's limits and lists in German", () => {
    const profile = { standards: [], classification: { categories: ['a', 'b', 'c', 'd'] } };
    applyLocale('de');
    expect(profileMessages({ standards: ['fhir', 'fhir'] })).toEqual(['fhir ist doppelt aufgeführt']);
    expect(profileMessages(profile)).toContain('Höchstens 3 Kategorien');
    expect(
      profileMessages({
        standards: ['fhir'],
        fhir: { versions: [], resources: ['Nope'], implementationGuides: [] },
      }),
    ).toEqual(['Nope ist in allen FHIR-Versionen kein FHIR-Ressourcentyp']);
    applyLocale('en');
    expect(profileMessages(profile)).toContain('At most 3 categories');
  });

  it('shows snackbars, card labels and the vendor page in German', () => {
    applyLocale('de');
    expect(failure('deleteApp', { status: 409, statusText: 'Conflict' }).text).toBe(
      'Beim Löschen Ihrer App ist ein Fehler aufgetreten. Status: 409 - Conflict',
    );
    const card = {
      type: 'AppForVendor',
      id: 1,
      published: { status: 'ACTIVE' },
      inProgress: { status: 'DRAFT' },
    } as unknown as AppCard;
    expect(cardStatus(card)).toMatchObject({ label: 'Neuer Entwurf', liveMarker: 'Online' });
    expect(vendorPageMessage('REJECTED', 'Zu kurz').text).toBe(
      'Ihre Anbieterregistrierung wurde abgelehnt. Grund:',
    );
    expect(lastRejectionLabel('Vitalis')).toBe('Grund der letzten Ablehnung von Vitalis:');
    applyLocale('en');
    expect(cardStatus(card)).toMatchObject({ label: 'New draft', liveMarker: 'Live' });
    expect(lastRejectionLabel('Vitalis')).toBe('Reason for last Rejection of Vitalis:');
  });
});
