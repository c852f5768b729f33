import {
  CHECK_TEXTS,
  INTEROP_MESSAGES as M,
  endpoints,
  type AppCreateBody,
  type AppUpdateBody,
  type InteropProfile,
} from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { VENDOR, fakeAuth, renderApp } from '../../../test/render-app.tsx';
import { appDetailsFixture, findSnackbar } from '../../../test/vendor-journey.ts';

beforeEach(() => {
  server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))));
});

const PUBLISHED: InteropProfile = {
  standards: ['fhir'],
  fhir: {
    versions: ['R4'],
    resources: ['Patient', 'ServiceRequest'],
    implementationGuides: [{ packageId: 'hl7.fhir.us.core', version: '6.1.0' }],
    sandboxUrl: 'https://fhir.vitals.example/r4',
  },
  smart: { launchTypes: ['ehr'], clientType: 'public', scopes: ['launch', 'patient/Observation.rs'] },
  classification: {
    categories: ['clinical-documentation'],
    audiences: ['clinicians'],
    platforms: [],
    languages: ['en'],
    license: 'Apache-2.0',
    deviceClasses: [],
  },
};

/** Opens the info step of app 12 (with `profile`) or of a new app, recording the body a save sends. */
function openInfo(profile?: InteropProfile | null) {
  const sent: { body?: AppCreateBody | AppUpdateBody } = {};
  // An app with a profile stands for a published one (its name is locked, before and after the save).
  const hasPublished = profile !== undefined && profile !== null;
  const saved = (body: AppCreateBody | AppUpdateBody) =>
    HttpResponse.json(appDetailsFixture({ profile: body.profile ?? profile ?? null, hasPublished }));
  server.use(
    http.post(apiUrl(endpoints.createApp), async ({ request }) => {
      sent.body = (await request.json()) as AppCreateBody;
      return saved(sent.body);
    }),
    http.put(apiUrl(endpoints.updateApp, { id: 12 }), async ({ request }) => {
      sent.body = (await request.json()) as AppUpdateBody;
      return saved(sent.body);
    }),
  );
  server.use(
    http.get(apiUrl(endpoints.getAppPreview, { id: 12 }), () =>
      HttpResponse.json(
        appDetailsFixture({ profile: sent.body ? (sent.body.profile ?? profile) : profile, hasPublished }),
      ),
    ),
  );
  const view = renderApp({
    path: profile === undefined ? '/my-apps/edit/new/info' : '/my-apps/edit/12/info',
    auth: fakeAuth(VENDOR),
  });
  return { ...view, sent, user: userEvent.setup() };
}

const group = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save' });
const picker = () => screen.getByRole('combobox', { name: 'FHIR resource types' });

async function saveAndWait(
  user: ReturnType<typeof userEvent.setup>,
  router: { state: { location: { pathname: string } } },
) {
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
  await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/icon'));
}

describe('the profile on the info step', () => {
  it('opens an app without a profile with nothing declared and keeps it so when saving other fields', async () => {
    const { user, router, sent } = openInfo(null);
    const version = await screen.findByLabelText('Version');
    const standards = group('Standards');
    expect(within(standards).getByRole('checkbox', { name: 'HL7 FHIR' })).not.toBeChecked();
    expect(within(standards).getByRole('checkbox', { name: 'openEHR' })).not.toBeChecked();
    // The groups of undeclared standards are hidden; the classification is always there, empty.
    for (const name of ['FHIR', 'SMART', 'CDS Hooks', 'openEHR']) {
      expect(screen.queryByRole('group', { name })).not.toBeInTheDocument();
    }
    const classification = within(group('Classification'));
    expect(classification.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual(
      [],
    );
    expect(classification.getByLabelText('Licence')).toHaveValue('');
    expect(classification.getByRole('combobox', { name: 'Pricing' })).toHaveValue('');

    await user.clear(version);
    await user.type(version, '2.0.0');
    await saveAndWait(user, router);
    expect(sent.body).toMatchObject({ version: '2.0.0' });
    expect(sent.body).not.toHaveProperty('profile');
  });

  it('starts an update from the published profile and sends it only once it changed', async () => {
    const { user, router, sent } = openInfo(PUBLISHED);
    await screen.findByLabelText('Version');
    expect(screen.getByRole('checkbox', { name: 'HL7 FHIR' })).toBeChecked();
    const fhir = within(group('FHIR'));
    expect(fhir.getByRole('checkbox', { name: 'R4' })).toBeChecked();
    expect(fhir.getByRole('button', { name: 'Remove Patient' })).toBeInTheDocument();
    const guide = within(fhir.getByRole('group', { name: 'Implementation guide 1' }));
    expect(guide.getByLabelText('Package id')).toHaveValue('hl7.fhir.us.core');
    expect(guide.getByLabelText('Package version')).toHaveValue('6.1.0');
    expect(fhir.getByLabelText('FHIR sandbox URL')).toHaveValue('https://fhir.vitals.example/r4');
    const smart = within(group('SMART'));
    expect(smart.getByRole('checkbox', { name: 'EHR launch' })).toBeChecked();
    expect(smart.getByRole('radio', { name: 'Public client' })).toBeChecked();
    expect(smart.getByLabelText('SMART scopes')).toHaveValue('launch\npatient/Observation.rs');
    expect(screen.getByRole('checkbox', { name: 'Clinical documentation' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove en' })).toBeInTheDocument();
    expect(screen.getByText('English (en)')).toBeInTheDocument();

    // Saved as loaded: nothing is sent about the profile, so the API keeps it.
    await saveAndWait(user, router);
    expect(sent.body).not.toHaveProperty('profile');
  });

  it('sends a changed profile whole', async () => {
    const { user, router, sent } = openInfo(PUBLISHED);
    await user.click(await screen.findByRole('checkbox', { name: 'Web' }));
    await user.click(screen.getByRole('button', { name: 'Remove ServiceRequest' }));
    await saveAndWait(user, router);
    expect(sent.body?.profile).toEqual({
      ...PUBLISHED,
      fhir: { ...PUBLISHED.fhir, resources: ['Patient'] },
      classification: { ...PUBLISHED.classification, platforms: ['web'] },
    });
  });

  it('is filled by role and label and sent with a new app', { timeout: 30_000 }, async () => {
    const { user, sent } = openInfo();
    await user.type(await screen.findByLabelText('Name'), 'Vital Signs Chart');
    await user.type(screen.getByLabelText('Short description'), 'Vital signs at a glance');
    await user.type(screen.getByLabelText('Description'), 'Charts vital signs.');

    await user.click(screen.getByRole('checkbox', { name: 'HL7 FHIR' }));
    await user.click(screen.getByRole('checkbox', { name: 'openEHR' }));
    const fhir = within(group('FHIR'));
    await user.click(fhir.getByRole('checkbox', { name: 'R4' }));
    await user.type(picker(), 'pati{Enter}');
    await user.click(fhir.getByRole('button', { name: 'Add implementation guide' }));
    const guide = within(fhir.getByRole('group', { name: 'Implementation guide 1' }));
    await user.type(guide.getByLabelText('Package id'), 'hl7.fhir.uv.ips');
    await user.type(guide.getByLabelText('Package version'), '1.1.0');
    await user.click(fhir.getByLabelText('FHIR sandbox URL'));
    await user.paste('https://fhir.vitals.example/r4');

    const smart = within(group('SMART'));
    await user.click(smart.getByRole('checkbox', { name: 'Standalone launch' }));
    await user.click(smart.getByRole('radio', { name: 'Confidential client' }));
    await user.click(smart.getByLabelText('SMART scopes'));
    await user.paste('launch/patient\npatient/Observation.rs\n');
    await user.click(smart.getByLabelText('Launch URL'));
    await user.paste('https://vitals.example.org/launch');
    await user.click(smart.getByLabelText('Redirect URIs'));
    await user.paste('https://vitals.example.org/app\n https://vitals.example.org/app2 \n');

    const hooks = within(group('CDS Hooks'));
    await user.type(hooks.getByLabelText('Hooks'), 'patient-view{Enter}');
    await user.click(hooks.getByLabelText('CDS Hooks discovery URL'));
    await user.paste('https://cds.vitals.example');

    const openehr = within(group('openEHR'));
    await user.selectOptions(openehr.getByRole('combobox', { name: 'REST API version' }), '1.0.3');
    await user.selectOptions(openehr.getByRole('combobox', { name: 'RM version' }), '1.1.0');
    await user.click(openehr.getByRole('button', { name: 'Add template' }));
    const template = within(openehr.getByRole('group', { name: 'Template 1' }));
    await user.type(template.getByLabelText('Template id'), 'vital_signs.v1');
    await user.type(openehr.getByLabelText('Tested with CDRs'), 'EHRbase');
    await user.click(openehr.getByRole('button', { name: 'Add CDR' }));
    await user.click(within(openehr.getByRole('radiogroup', { name: 'Uses AQL' })).getByLabelText('Yes'));
    await user.click(openehr.getByLabelText('Demo CDR URL'));
    await user.paste('https://cdr.vitals.example');

    const classification = within(group('Classification'));
    await user.click(classification.getByRole('checkbox', { name: 'Medication' }));
    await user.click(classification.getByRole('checkbox', { name: 'Clinicians' }));
    await user.click(classification.getByRole('checkbox', { name: 'iOS' }));
    await user.type(classification.getByLabelText('Languages'), 'de-ch{Enter}');
    expect(classification.getByText('Swiss High German (de-CH)')).toBeInTheDocument();
    // Languages and licences are offered by name; the field keeps the code.
    const offered = (label: string, value: string) =>
      classification.getByLabelText<HTMLInputElement>(label).list?.querySelector(`option[value="${value}"]`);
    expect(offered('Languages', 'fr')).toHaveAttribute('label', 'French');
    expect(offered('Licence', 'MIT')).toHaveAttribute('label', 'MIT License');
    expect(offered('Licence', 'Apache-2.0')).toHaveAttribute('label', 'Apache License 2.0');
    await user.type(classification.getByLabelText('Licence'), 'MIT');
    await user.selectOptions(classification.getByRole('combobox', { name: 'Pricing' }), 'Freemium');
    await user.click(classification.getByRole('checkbox', { name: 'EU MDR class IIa' }));

    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body?.profile).toEqual({
      standards: ['fhir', 'openehr'],
      fhir: {
        versions: ['R4'],
        resources: ['Patient'],
        implementationGuides: [{ packageId: 'hl7.fhir.uv.ips', version: '1.1.0' }],
        sandboxUrl: 'https://fhir.vitals.example/r4',
      },
      smart: {
        launchTypes: ['standalone'],
        clientType: 'confidential',
        scopes: ['launch/patient', 'patient/Observation.rs'],
        launchUrl: 'https://vitals.example.org/launch',
        redirectUris: ['https://vitals.example.org/app', 'https://vitals.example.org/app2'],
      },
      cdsHooks: { hooks: ['patient-view'], discoveryUrl: 'https://cds.vitals.example' },
      openehr: {
        restApiVersion: '1.0.3',
        rmVersion: '1.1.0',
        templates: [{ id: 'vital_signs.v1' }],
        cdrs: ['EHRbase'],
        usesAql: true,
        demoCdrUrl: 'https://cdr.vitals.example',
      },
      classification: {
        categories: ['medication'],
        audiences: ['clinicians'],
        platforms: ['ios'],
        languages: ['de-CH'],
        license: 'MIT',
        pricing: 'freemium',
        deviceClasses: ['eu-mdr-iia'],
      },
    });
  });
});

describe('the resource type picker', () => {
  it('is operated with the keyboard and offers only the chosen versions’ resource types', async () => {
    const { user } = openInfo(null);
    await user.click(await screen.findByRole('checkbox', { name: 'HL7 FHIR' }));
    await user.click(within(group('FHIR')).getByRole('checkbox', { name: 'R4' }));

    await user.type(picker(), 'Obs');
    expect(picker()).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'FHIR resource types' })).getAllByRole(
      'option',
    );
    expect(options.map((o) => o.textContent)).toEqual(['Observation', 'ObservationDefinition']);
    expect(picker()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(picker()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Observation' })).toBeInTheDocument();
    expect(picker()).toHaveValue('');

    // Escape closes the list; an unknown name can not be added.
    await user.type(picker(), 'Pat');
    expect(screen.getByRole('listbox', { name: 'FHIR resource types' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(picker()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'FHIR resource types' })).not.toBeInTheDocument();
    await user.clear(picker());
    await user.type(picker(), 'Pateint{Enter}');
    expect(screen.getByText('No FHIR resource type matches Pateint')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Pateint' })).not.toBeInTheDocument();

    // A click on an option adds it; its chip removes it again.
    await user.clear(picker());
    await user.type(picker(), 'ServiceReq');
    await user.click(screen.getByRole('option', { name: 'ServiceRequest' }));
    await user.click(screen.getByRole('button', { name: 'Remove Observation' }));
    expect(screen.queryByRole('button', { name: 'Remove Observation' })).not.toBeInTheDocument();

    // DSTU2 has no ServiceRequest: the schema's message, and no save.
    const fhir = within(group('FHIR'));
    await user.click(fhir.getByRole('checkbox', { name: 'R4' }));
    await user.click(fhir.getByRole('checkbox', { name: 'DSTU2' }));
    expect(await screen.findByText(M.unknownResource('ServiceRequest', ['DSTU2']))).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });
});

describe('inline messages of the profile', () => {
  it('refuses an unknown licence, a fourth category, an invalid scope and a malformed language', async () => {
    const { user } = openInfo(null);
    const licence = await screen.findByLabelText('Licence');
    await user.type(licence, 'Apache 2');
    await waitFor(() => expect(licence).toHaveAccessibleDescription(expect.stringContaining(M.license)));
    expect(licence).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
    await user.clear(licence);
    await user.type(licence, 'proprietary');
    await waitFor(() => expect(licence).not.toHaveAttribute('aria-invalid'));

    const categories = within(screen.getByRole('group', { name: 'Categories' }));
    for (const name of ['Medication', 'Imaging', 'Telehealth']) {
      await user.click(categories.getByRole('checkbox', { name }));
    }
    expect(categories.getByRole('checkbox', { name: 'Care planning' })).toBeDisabled();
    expect(categories.getByRole('checkbox', { name: 'Imaging' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Categories' })).toHaveAccessibleDescription(
      '3 of 3 categories chosen: untick one to choose another.',
    );
    await user.click(categories.getByRole('checkbox', { name: 'Imaging' }));
    expect(categories.getByRole('checkbox', { name: 'Care planning' })).toBeEnabled();

    await user.click(screen.getByRole('checkbox', { name: 'openEHR' }));
    const scopes = within(group('SMART')).getByLabelText('SMART scopes');
    await user.click(scopes);
    await user.paste('openid\npatient/Observation.rs\nread-everything');
    await waitFor(() =>
      expect(scopes).toHaveAccessibleDescription(expect.stringContaining(M.smartScope('read-everything'))),
    );

    const languages = screen.getByLabelText('Languages');
    await user.type(languages, 'english{Enter}');
    expect(languages).toHaveAccessibleDescription(expect.stringContaining(M.language('english')));
    expect(languages).toHaveValue('english');
    expect(screen.queryByRole('button', { name: 'Remove english' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'HL7 FHIR' }));
    await user.click(screen.getByRole('button', { name: 'Add implementation guide' }));
    const guide = within(screen.getByRole('group', { name: 'Implementation guide 1' }));
    await user.type(guide.getByLabelText('Package version'), '6.1.0');
    await waitFor(() =>
      expect(guide.getByLabelText('Package id')).toHaveAccessibleDescription(M.igPackageId),
    );
    await user.type(guide.getByLabelText('Package id'), 'hl7.fhir.us.core');
    await waitFor(() => expect(guide.getByLabelText('Package id')).not.toHaveAccessibleDescription());

    const device = within(screen.getByRole('group', { name: 'Medical device' }));
    await user.click(device.getByRole('checkbox', { name: 'EU MDR class I' }));
    await user.click(device.getByRole('checkbox', { name: 'Not a medical device' }));
    expect(device.getByRole('checkbox', { name: 'EU MDR class I' })).not.toBeChecked();
  });

  it('says on opening why a stored profile that no longer passes blocks Save', async () => {
    openInfo({
      standards: ['fhir'],
      fhir: { versions: ['R4'], resources: ['Pateint'], implementationGuides: [] },
    });
    expect(await screen.findByText(M.unknownResource('Pateint', ['R4']))).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
  });

  it('hides the groups of an unticked standard, says their values are kept, and does not send them', async () => {
    const { user, router, sent } = openInfo(PUBLISHED);
    await user.click(await screen.findByRole('checkbox', { name: 'HL7 FHIR' }));
    expect(screen.queryByRole('group', { name: 'FHIR' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'SMART' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'The FHIR and SMART details you entered are kept while you edit, but they are not saved unless HL7 FHIR is ticked.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'openEHR' }));
    expect(within(group('SMART')).getByLabelText('SMART scopes')).toHaveValue(
      'launch\npatient/Observation.rs',
    );
    expect(
      screen.getByText(
        'The FHIR details you entered are kept while you edit, but they are not saved unless HL7 FHIR is ticked.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'HL7 FHIR' }));
    expect(screen.queryByText(/kept while you edit/)).not.toBeInTheDocument();
    expect(within(group('FHIR')).getByRole('button', { name: 'Remove Patient' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'HL7 FHIR' }));

    await saveAndWait(user, router);
    expect(sent.body?.profile).toEqual({
      standards: ['openehr'],
      smart: PUBLISHED.smart,
      classification: PUBLISHED.classification,
    });
  });

  it('shows the API’s field errors on their fields and keeps what was typed', async () => {
    const { user, router } = openInfo(PUBLISHED);
    // After openInfo's own handler, so this one answers.
    server.use(
      http.put(apiUrl(endpoints.updateApp, { id: 12 }), () =>
        HttpResponse.json(
          {
            type: 'urn:showroom:problem:invalid-request',
            title: 'Bad Request',
            status: 400,
            detail: 'Please enter a FHIR package id, e.g. hl7.fhir.us.core',
            errors: [
              { path: 'profile.fhir.implementationGuides.0.packageId', message: M.igPackageId },
              { path: 'profile.fhir.resources.1', message: 'ServiceRequest is not served by this catalogue' },
            ],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'R5' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await findSnackbar(M.igPackageId, 'failure');

    const fhir = within(group('FHIR'));
    const packageId = within(fhir.getByRole('group', { name: 'Implementation guide 1' })).getByLabelText(
      'Package id',
    );
    expect(packageId).toHaveAccessibleDescription(M.igPackageId);
    expect(packageId).toHaveValue('hl7.fhir.us.core');
    expect(fhir.getByText('ServiceRequest is not served by this catalogue')).toBeInTheDocument();
    expect(fhir.getByRole('checkbox', { name: 'R5' })).toBeChecked();
    expect(router.state.location.pathname).toBe('/my-apps/edit/12/info');
  });
});

describe('the preview step', () => {
  it('shows the profile as visitors see it', async () => {
    server.use(
      http.get(apiUrl(endpoints.getAppPreview, { id: 12 }), () =>
        HttpResponse.json(appDetailsFixture({ profile: PUBLISHED })),
      ),
    );
    renderApp({ path: '/my-apps/edit/12/preview', auth: fakeAuth(VENDOR) });
    const heading = await screen.findByRole('heading', { name: 'Interoperability' });
    const section = within(heading.closest('section')!);
    // No check has covered the facts yet: each reads as declared, linked to 'How we check'.
    const declared = section.getAllByRole('link', { name: 'Declared by the vendor' });
    expect(declared.length).toBeGreaterThan(0);
    for (const link of declared) expect(link).toHaveAttribute('href', '/how-we-check');
    expect(section.getByText('EHR launch')).toBeInTheDocument();
    // A draft is checked when it is submitted (issue 32): the preview says so instead of 'Check now'.
    expect(section.getByText(CHECK_TEXTS.draftNotChecked)).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Check now' })).not.toBeInTheDocument();
    expect(section.getByText('Apache-2.0')).toBeInTheDocument();
  });
});
