/**
 * The sandbox authorization server's only page: pick a synthetic patient (and whether to sign in as the
 * clinician or as that patient). No passwords: every user here is synthetic. English and German, by
 * `ui_locales` or the browser's language. Plain HTML, no script (the CSP allows none).
 */

export interface PatientChoice {
  id: string;
  name: string;
  gender?: string;
  birthDate?: string;
}

export interface PickerTexts {
  lang: 'en' | 'de';
  title: string;
  intro: (client: string) => string;
  sample: string;
  patient: string;
  signInAs: string;
  clinician: (name: string) => string;
  thePatient: string;
  born: string;
  continue: string;
  cancel: string;
  error: string;
  expired: string;
  none: string;
  sex: Record<string, string>;
}

const TEXTS: Record<'en' | 'de', PickerTexts> = {
  en: {
    lang: 'en',
    title: 'Sandbox sign-in: choose a patient',
    intro: (client) => `The app “${client}” asks to open a synthetic patient's record in the FHIR sandbox.`,
    sample: 'Sample data: every patient here is synthetic.',
    patient: 'Patient',
    signInAs: 'Sign in as',
    clinician: (name) => `Clinician (${name})`,
    thePatient: 'The patient',
    born: 'born',
    continue: 'Continue',
    cancel: 'Cancel',
    error: 'Choose one of the patients.',
    expired: 'This sign-in has expired or was already completed. Start the app again.',
    none: 'The sandbox has no patients.',
    sex: { female: 'female', male: 'male', other: 'other', unknown: 'unknown' },
  },
  de: {
    lang: 'de',
    title: 'Anmeldung in der Sandbox: Patient wählen',
    intro: (client) =>
      `Die App „${client}“ möchte die Akte eines synthetischen Patienten in der FHIR-Sandbox öffnen.`,
    sample: 'Beispieldaten: Alle Patienten hier sind synthetisch.',
    patient: 'Patient',
    signInAs: 'Anmelden als',
    clinician: (name) => `Ärztin/Arzt (${name})`,
    thePatient: 'Der Patient selbst',
    born: 'geboren',
    continue: 'Weiter',
    cancel: 'Abbrechen',
    error: 'Wählen Sie einen der Patienten.',
    expired: 'Diese Anmeldung ist abgelaufen oder schon abgeschlossen. Starten Sie die App erneut.',
    none: 'Die Sandbox hat keine Patienten.',
    sex: { female: 'weiblich', male: 'männlich', other: 'divers', unknown: 'unbekannt' },
  },
};

/** German when `ui_locales` or else the browser's first language says so; English otherwise. */
export function pickerTexts(uiLocales: string | undefined, acceptLanguage: string | undefined): PickerTexts {
  const first = (uiLocales?.split(' ')[0] ?? acceptLanguage?.split(',')[0] ?? 'en').trim().toLowerCase();
  return first.startsWith('de') ? TEXTS.de : TEXTS.en;
}

export interface PickerState {
  action?: string;
  patients?: PatientChoice[];
  practitioner?: { id: string; name: string } | undefined;
  clientName?: string;
  error?: boolean;
  expired?: boolean;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}
fieldset{border:1px solid #999;border-radius:.5rem;margin:1rem 0;padding:.5rem 1rem}
label{display:block;padding:.25rem 0}.note{color:#444}.error{color:#a00000;font-weight:600}
button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}`;

export function pickerPage(t: PickerTexts, state: PickerState): string {
  const head = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(t.title)}</h1>`;
  if (state.expired || !state.action) {
    return `${head}<p role="alert">${escapeHtml(t.expired)}</p></main></body></html>`;
  }
  const patients = state.patients ?? [];
  const options = patients
    .map((p, i) => {
      const facts = [
        p.gender ? (t.sex[p.gender] ?? p.gender) : undefined,
        p.birthDate ? `${t.born} ${p.birthDate}` : undefined,
      ]
        .filter(Boolean)
        .join(', ');
      return `<label><input type="radio" name="patient" value="${escapeHtml(p.id)}"${i === 0 ? ' required' : ''}> ${escapeHtml(p.name)}${facts ? ` <span class="note">(${escapeHtml(facts)})</span>` : ''}</label>`;
    })
    .join('');
  const user = state.practitioner
    ? `<fieldset><legend>${escapeHtml(t.signInAs)}</legend><label><input type="radio" name="user" value="practitioner" checked> ${escapeHtml(t.clinician(state.practitioner.name))}</label><label><input type="radio" name="user" value="patient"> ${escapeHtml(t.thePatient)}</label></fieldset>`
    : '';
  return `${head}<p>${escapeHtml(t.intro(state.clientName ?? ''))}</p><p class="note">${escapeHtml(t.sample)}</p>${state.error ? `<p class="error" role="alert">${escapeHtml(t.error)}</p>` : ''}<form method="post" action="${escapeHtml(state.action)}">${patients.length ? `<fieldset><legend>${escapeHtml(t.patient)}</legend>${options}</fieldset>` : `<p>${escapeHtml(t.none)}</p>`}${user}<button type="submit" name="continue" value="1">${escapeHtml(t.continue)}</button><button type="submit" name="cancel" value="1" formnovalidate>${escapeHtml(t.cancel)}</button></form></main></body></html>`;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
