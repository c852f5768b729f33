// The seeded SMART demos' script (served as /sample-demos/smart-demo.js beside fhirclient's browser build,
// /sample-demos/fhir-client.js). On the launch page (/sample-demos/{slug}) it starts the SMART launch:
// an EHR launch when the address carries iss and launch, else a standalone launch into the showroom's
// sandbox (its authorization page lets the user pick a patient). On the app page (/sample-demos/{slug}/app)
// it completes the launch and shows the chosen patient's name and data, read from the FHIR server.
/* global FHIR, document, location */
(function () {
  'use strict';
  const body = document.body;
  const data = body.dataset;
  const de = (navigator.language || 'en').toLowerCase().startsWith('de');
  // The sample pages are English; the live part follows the browser's language (English or German).
  if (data.mode === 'app' && de) document.documentElement.lang = 'de';
  const t = de
    ? {
        starting: 'Die App wird in der Sandbox gestartet …',
        loading: 'Daten werden geladen …',
        failed: 'Der Start ist fehlgeschlagen: ',
        born: 'geboren',
        vitals: 'Vitalzeichen (neueste Werte)',
        medications: 'Medikation',
        problems: 'Aktive Probleme',
        none: 'Keine Einträge.',
        date: 'Datum',
        value: 'Wert',
        name: 'Bezeichnung',
        status: 'Status',
        since: 'Seit',
        sample:
          'Beispieldaten: ein synthetischer Patient aus der FHIR-Sandbox des Showrooms, kein echter Patient.',
      }
    : {
        starting: 'Starting the app in the sandbox …',
        loading: 'Loading data …',
        failed: 'The launch failed: ',
        born: 'born',
        vitals: 'Vital signs (latest values)',
        medications: 'Medications',
        problems: 'Active problems',
        none: 'No entries.',
        date: 'Date',
        value: 'Value',
        name: 'Name',
        status: 'Status',
        since: 'Since',
        sample: "Sample data: a synthetic patient from the showroom's FHIR sandbox, not a real patient.",
      };
  const status = document.getElementById('status');
  const out = document.getElementById('out');
  const say = (text) => {
    if (status) status.textContent = text;
  };
  const el = (tag, text, className) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };
  const fail = (error) => {
    say(t.failed + (error && error.message ? error.message : String(error)));
    if (status) status.setAttribute('role', 'alert');
  };
  const text = (concept) =>
    (concept &&
      (concept.text ||
        (concept.coding && concept.coding[0] && (concept.coding[0].display || concept.coding[0].code)))) ||
    '';
  const quantity = (o) => {
    if (o.valueQuantity)
      return `${o.valueQuantity.value} ${o.valueQuantity.unit || o.valueQuantity.code || ''}`.trim();
    if (o.component && o.component.length)
      return (
        o.component.map((c) => (c.valueQuantity ? c.valueQuantity.value : '')).join('/') +
        (o.component[0].valueQuantity ? ` ${o.component[0].valueQuantity.unit || ''}` : '')
      );
    if (o.valueCodeableConcept) return text(o.valueCodeableConcept);
    if (o.valueString) return o.valueString;
    return '';
  };
  const day = (value) => (value ? String(value).slice(0, 10) : '');
  const table = (caption, columns, rows) => {
    const section = el('section');
    section.appendChild(el('h2', caption));
    if (!rows.length) {
      section.appendChild(el('p', t.none));
      return section;
    }
    const tbl = el('table');
    const head = el('thead');
    const tr = el('tr');
    for (const c of columns) {
      const th = el('th', c);
      th.setAttribute('scope', 'col');
      tr.appendChild(th);
    }
    head.appendChild(tr);
    tbl.appendChild(head);
    const tb = el('tbody');
    for (const row of rows) {
      const r = el('tr');
      for (const cell of row) r.appendChild(el('td', cell));
      tb.appendChild(r);
    }
    tbl.appendChild(tb);
    section.appendChild(tbl);
    return section;
  };
  const entries = (bundle) => ((bundle && bundle.entry) || []).map((e) => e.resource).filter(Boolean);

  async function vitals(client, patientId) {
    const bundle = await client.request(
      `Observation?patient=${encodeURIComponent(patientId)}&category=vital-signs&_sort=-date&_count=100`,
    );
    const latest = new Map();
    for (const o of entries(bundle)) {
      const name = text(o.code);
      if (o.resourceType === 'Observation' && name && !latest.has(name)) latest.set(name, o);
    }
    return table(
      t.vitals,
      [t.name, t.value, t.date],
      [...latest.entries()].map(([name, o]) => [name, quantity(o), day(o.effectiveDateTime || o.issued)]),
    );
  }

  async function medications(client, patientId) {
    const bundle = await client.request(
      `MedicationRequest?patient=${encodeURIComponent(patientId)}&_sort=-authoredon&_count=50`,
    );
    return table(
      t.medications,
      [t.name, t.status, t.date],
      entries(bundle)
        .filter((m) => m.resourceType === 'MedicationRequest')
        .map((m) => [
          text(m.medicationCodeableConcept) || (m.medicationReference && m.medicationReference.display) || '',
          m.status || '',
          day(m.authoredOn),
        ]),
    );
  }

  async function problems(client, patientId) {
    const bundle = await client.request(
      `Condition?patient=${encodeURIComponent(patientId)}&clinical-status=active&_count=50`,
    );
    return table(
      t.problems,
      [t.name, t.since],
      entries(bundle)
        .filter((c) => c.resourceType === 'Condition')
        .map((c) => [text(c.code), day(c.onsetDateTime || c.recordedDate)]),
    );
  }

  async function app() {
    say(t.loading);
    const client = await FHIR.oauth2.ready();
    const patient = await client.patient.read();
    const name = (patient.name && patient.name[0]) || {};
    const fullName = [...(name.given || []), name.family || ''].join(' ').trim();
    const banner = el('section', undefined, 'patient');
    banner.setAttribute('aria-label', 'Patient');
    banner.appendChild(el('h2', fullName, 'patient-name'));
    banner.appendChild(
      el(
        'p',
        [patient.gender, patient.birthDate ? `${t.born} ${patient.birthDate}` : '']
          .filter(Boolean)
          .join(', '),
      ),
    );
    out.appendChild(el('p', t.sample, 'label'));
    out.appendChild(banner);
    const views = { vitals, medications, problems };
    const main = views[data.kind] || vitals;
    out.appendChild(await main(client, patient.id));
    // Every demo shows the latest vital signs too (the sandbox has them for every encounter).
    if (main !== vitals) out.appendChild(await vitals(client, patient.id));
    say('');
  }

  function launch() {
    say(t.starting);
    const params = new URLSearchParams(location.search);
    const standalone = !params.get('launch');
    return FHIR.oauth2.authorize({
      clientId: data.clientId,
      scope: standalone ? data.scope.replace(/(^| )launch( |$)/, ' ').trim() : data.scope,
      redirectUri: data.redirect,
      // A standalone launch (Demo without iss) goes to this showroom's own sandbox.
      iss: params.get('iss') || data.sandbox,
      pkceMode: 'required',
    });
  }

  if (data.mode === 'app') app().catch(fail);
  else if (new URLSearchParams(location.search).get('launch')) launch().catch(fail);
  else {
    const start = document.getElementById('smart-start');
    if (start) start.addEventListener('click', () => launch().catch(fail));
  }
})();
