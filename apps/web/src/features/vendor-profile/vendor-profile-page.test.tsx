import {
  endpoints,
  REASON_TEXTS,
  SUCCESS_TEXTS,
  FAILURE_TEXTS,
  UPLOAD_MESSAGES,
  VENDOR_FORM_MESSAGES as M,
  VENDOR_PAGE_TEXTS,
  type VendorBody,
  type VendorStatus,
} from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { VENDOR, fakeAuth, renderApp } from '../../../test/render-app.tsx';
import {
  findSnackbar,
  imageFile,
  problem,
  reasonFixture,
  stubObjectUrls,
} from '../../../test/vendor-journey.ts';

const notFound = () => problem(404, undefined, 'Not Found');

const fields = () => ({
  name: screen.getByLabelText('Vendor name'),
  description: screen.getByLabelText('Description'),
  website: screen.getByLabelText('Website'),
  email: screen.getByLabelText('E-mail'),
});

const saveButton = () => screen.getByRole('button', { name: 'Save' });

async function openRegistration() {
  server.use(http.get(apiUrl(endpoints.getMyVendor), () => notFound()));
  const view = renderApp({ path: '/register-vendor', auth: fakeAuth(VENDOR) });
  await screen.findByRole('heading', { level: 1, name: 'Register as a vendor' });
  return { ...view, user: userEvent.setup() };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const f = fields();
  await user.type(f.name, 'Open Care Labs');
  await user.type(f.description, 'openEHR apps for the ward.');
  await user.type(f.website, 'https://opencare.example');
  await user.type(f.email, 'hello@opencare.example');
}

beforeEach(() => stubObjectUrls());

describe('vendor registration form', () => {
  it('shows no errors before a field is changed and keeps Save disabled while invalid', async () => {
    await openRegistration();
    for (const field of Object.values(fields())) expect(field).toHaveValue('');
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(VENDOR_PAGE_TEXTS.DRAFT)).toBeInTheDocument();
  });

  it('shows each rule’s message once its field was changed, also after emptying it again', async () => {
    const { user } = await openRegistration();
    const f = fields();
    await user.type(f.name, 'A');
    await user.clear(f.name);
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(f.name).toHaveAccessibleDescription(M.nameRequired);
    // The name re-checks the website (the quirk), but the website was never changed: no error there yet.
    expect(screen.queryByText(M.websiteRequired)).not.toBeInTheDocument();

    await user.type(f.description, ' ');
    expect(await screen.findByText(M.descriptionRequired)).toBeInTheDocument();

    await user.type(f.email, 'not-an-address');
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
    await user.clear(f.email);
    expect(await screen.findByText(M.emailRequired)).toBeInTheDocument();
    await user.click(f.email);
    await user.paste(`${'a'.repeat(65)}@example.org`);
    expect(await screen.findByText(M.emailLocalPartTooLong)).toBeInTheDocument();
    await user.clear(f.email);
    await user.paste(`a@${'b'.repeat(250)}.org`);
    expect(await screen.findByText(M.emailTooLong)).toBeInTheDocument();

    await user.clear(f.name);
    await user.click(f.name);
    await user.paste('n'.repeat(201));
    expect(await screen.findByText(M.nameTooLong)).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('words a bad website "can not be empty" while the name is empty (a kept quirk), and by its format otherwise', async () => {
    const { user } = await openRegistration();
    const f = fields();
    await user.type(f.website, 'http://opencare.example');
    expect(await screen.findByText(M.websiteRequired)).toBeInTheDocument();
    expect(screen.queryByText(M.websiteFormat)).not.toBeInTheDocument();

    await user.type(f.name, 'Open Care Labs');
    expect(await screen.findByText(M.websiteFormat)).toBeInTheDocument();
    expect(screen.queryByText(M.websiteRequired)).not.toBeInTheDocument();

    await user.clear(f.website);
    await user.type(f.website, 'https://nodot');
    expect(await screen.findByText(M.websiteFormat)).toBeInTheDocument();
    await user.clear(f.website);
    expect(await screen.findByText(M.websiteRequired)).toBeInTheDocument();
  });

  it('creates the vendor, says so, switches the menu and continues on my-vendor-info', async () => {
    const { user, router } = await openRegistration();
    let sent: VendorBody | undefined;
    server.use(
      http.post(apiUrl(endpoints.createVendor), async ({ request }) => {
        sent = (await request.json()) as VendorBody;
        server.use(
          http.get(apiUrl(endpoints.getMyVendor), () =>
            HttpResponse.json(vendorFixture({ status: 'DRAFT' })),
          ),
        );
        return HttpResponse.json(vendorFixture({ status: 'DRAFT' }), { status: 201 });
      }),
    );
    await fillValidForm(user);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());

    await findSnackbar(SUCCESS_TEXTS.vendorCreated);
    expect(sent).toEqual({
      name: 'Open Care Labs',
      description: 'openEHR apps for the ward.',
      website: 'https://opencare.example',
      email: 'hello@opencare.example',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-vendor-info'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My vendor information' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^User menu / }));
    const menu = await screen.findByRole('menu', { name: 'User menu' });
    expect(within(menu).getByRole('menuitem', { name: 'My vendor information' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'My apps' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Register as a vendor' })).not.toBeInTheDocument();
  });

  it('shows the server’s sentence for a refused registration (400)', async () => {
    const { user, router } = await openRegistration();
    server.use(
      http.post(apiUrl(endpoints.createVendor), () =>
        problem(400, 'You already have a vendor.', 'Bad Request'),
      ),
    );
    await fillValidForm(user);
    await user.click(saveButton());
    await findSnackbar('You already have a vendor.', 'failure');
    expect(router.state.location.pathname).toBe('/register-vendor');
  });

  it('shows the catalogue’s text for any other failure', async () => {
    const { user } = await openRegistration();
    server.use(
      http.post(apiUrl(endpoints.createVendor), () => problem(500, 'boom', 'Internal Server Error')),
    );
    await fillValidForm(user);
    await user.click(saveButton());
    await findSnackbar(FAILURE_TEXTS.createVendor, 'failure');
  });

  it('offers no icon upload or registration before the vendor is saved', async () => {
    await openRegistration();
    expect(screen.queryByLabelText('Vendor icon')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit registration' })).not.toBeInTheDocument();
  });
});

describe('my vendor information', () => {
  function openWith(status: VendorStatus, overrides: Parameters<typeof vendorFixture>[0] = {}) {
    const vendor = vendorFixture({ status, rowVersion: 4, ...overrides });
    server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendor)));
    const view = renderApp({ path: '/my-vendor-info', auth: fakeAuth(VENDOR) });
    return { ...view, vendor, user: userEvent.setup() };
  }

  it('updates a draft vendor with its row version and says so', async () => {
    const { user } = openWith('DRAFT');
    let sent: VendorBody | undefined;
    server.use(
      http.put(apiUrl(endpoints.updateVendor, { id: 7 }), async ({ request }) => {
        sent = (await request.json()) as VendorBody;
        return HttpResponse.json(
          vendorFixture({ status: 'DRAFT', name: 'Open Care Labs GmbH', rowVersion: 5 }),
        );
      }),
    );
    const name = await screen.findByLabelText('Vendor name');
    expect(name).toHaveValue('Open Care Labs');
    await user.type(name, ' GmbH');
    await user.click(saveButton());
    await findSnackbar(SUCCESS_TEXTS.vendorUpdated);
    expect(sent).toMatchObject({ name: 'Open Care Labs GmbH', rowVersion: 4 });
  });

  it('says when the update failed', async () => {
    const { user } = openWith('REJECTED');
    server.use(
      http.get(apiUrl(endpoints.getVendorReasons, { id: 7 }), () => HttpResponse.json([])),
      http.put(apiUrl(endpoints.updateVendor, { id: 7 }), () =>
        problem(409, 'Changed meanwhile', 'Conflict'),
      ),
    );
    await user.type(await screen.findByLabelText('Description'), ' More.');
    await user.click(saveButton());
    await findSnackbar(`${FAILURE_TEXTS.updateVendor} Changed meanwhile`, 'failure');
  });

  it.each([
    ['WAITING_FOR_APPROVAL', VENDOR_PAGE_TEXTS.WAITING_FOR_APPROVAL],
    ['APPROVED', VENDOR_PAGE_TEXTS.APPROVED],
    ['DEACTIVATED', VENDOR_PAGE_TEXTS.DEACTIVATED],
  ] as const)('shows %s vendors their message and read-only information', async (status, text) => {
    openWith(status, { imageUrl: '/api/media/icon.webp?t=1' });
    expect(await screen.findByText(text)).toBeInTheDocument();
    for (const field of Object.values(fields())) expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Vendor icon')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vendor icon of Open Care Labs' })).toHaveAttribute(
      'src',
      '/api/media/icon.webp?t=1',
    );
  });

  it('marks the deactivated message as an error box and the waiting one as a warning', async () => {
    openWith('DEACTIVATED');
    expect((await screen.findByText(VENDOR_PAGE_TEXTS.DEACTIVATED)).closest('[data-type]')).toHaveAttribute(
      'data-type',
      'error',
    );
  });

  it('shows a rejected vendor the latest reason, and lets them edit again', async () => {
    server.use(
      http.get(apiUrl(endpoints.getVendorReasons, { id: 7 }), () =>
        HttpResponse.json([
          reasonFixture('Please add a website with https.', 2),
          reasonFixture('Older reason', 1),
        ]),
      ),
    );
    openWith('REJECTED');
    expect(await screen.findByText('Please add a website with https.')).toBeInTheDocument();
    expect(screen.getByText(VENDOR_PAGE_TEXTS.REJECTED)).toBeInTheDocument();
    expect(screen.queryByText('Older reason')).not.toBeInTheDocument();
    expect(fields().name).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('says No reason provided. when a rejection has none', async () => {
    server.use(http.get(apiUrl(endpoints.getVendorReasons, { id: 7 }), () => HttpResponse.json([])));
    openWith('REJECTED');
    expect(await screen.findByText(REASON_TEXTS.noReason)).toBeInTheDocument();
  });
});

describe('vendor icon and registration', () => {
  function openDraft(imageUrl: string | null = null) {
    server.use(
      http.get(apiUrl(endpoints.getMyVendor), () =>
        HttpResponse.json(vendorFixture({ status: 'DRAFT', imageUrl })),
      ),
    );
    renderApp({ path: '/my-vendor-info', auth: fakeAuth(VENDOR) });
    return userEvent.setup();
  }

  it('enables Upload icon only with a file chosen, previews it and shows the uploaded icon', async () => {
    const user = openDraft();
    const input = await screen.findByLabelText('Vendor icon');
    const upload = screen.getByRole('button', { name: 'Upload icon' });
    expect(upload).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit registration' })).toBeDisabled();

    let uploads = 0;
    server.use(
      http.post(apiUrl(endpoints.setVendorIcon, { id: 7 }), () => {
        uploads += 1;
        return HttpResponse.json(vendorFixture({ status: 'DRAFT', imageUrl: '/api/media/new.webp?t=2' }));
      }),
    );
    await user.upload(input, imageFile('logo.png'));
    expect(screen.getByRole('img', { name: 'Preview of logo.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(upload).toBeEnabled();
    await user.click(upload);

    expect(await screen.findByRole('img', { name: 'Vendor icon of Open Care Labs' })).toHaveAttribute(
      'src',
      '/api/media/new.webp?t=2',
    );
    expect(uploads).toBe(1);
    expect(screen.queryByRole('img', { name: 'Preview of logo.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload icon' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit registration' })).toBeEnabled();
  });

  it('refuses a non-image or too large file before sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    openDraft();
    const input = await screen.findByLabelText('Vendor icon');
    await user.upload(input, imageFile('notes.pdf', 'application/pdf'));
    expect(await screen.findByText(`notes.pdf: ${UPLOAD_MESSAGES.notAnImage}`)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of notes.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload icon' })).toBeDisabled();

    await user.upload(input, imageFile('huge.png', 'image/png', 3 * 1024 * 1024));
    expect(await screen.findByText(`huge.png: ${UPLOAD_MESSAGES.tooLarge}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload icon' })).toBeDisabled();
  });

  it('says when the icon could not be changed', async () => {
    const user = openDraft();
    server.use(
      http.post(apiUrl(endpoints.setVendorIcon, { id: 7 }), () =>
        problem(500, undefined, 'Internal Server Error'),
      ),
    );
    await user.upload(await screen.findByLabelText('Vendor icon'), imageFile());
    await user.click(screen.getByRole('button', { name: 'Upload icon' }));
    await findSnackbar(FAILURE_TEXTS.vendorIcon, 'failure');
  });

  it('shows the API’s problem under the input for a refused icon until the next choice (issue 19, item 3)', async () => {
    const SHAPE = 'The icon must be square, for example 244x244 pixels; this image is 400x200.';
    const user = openDraft();
    server.use(
      http.post(apiUrl(endpoints.setVendorIcon, { id: 7 }), () => problem(400, SHAPE, 'Bad Request')),
    );
    const input = await screen.findByLabelText('Vendor icon');
    await user.upload(input, imageFile('wide.png'));
    await user.click(screen.getByRole('button', { name: 'Upload icon' }));

    const alert = await screen.findByText(SHAPE, { selector: '[role="alert"]' });
    expect(input).toHaveAccessibleDescription(expect.stringContaining(SHAPE) as string);
    expect(screen.queryByRole('img', { name: 'Preview of wide.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload icon' })).toBeDisabled();

    await user.upload(input, imageFile('square.png'));
    expect(alert).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('submits the registration of a vendor with an icon and then shows the waiting message', async () => {
    const user = openDraft('/api/media/icon.webp?t=1');
    let newStatus: string | null = null;
    server.use(
      http.patch(apiUrl(endpoints.changeVendorStatus, { id: 7 }), ({ request }) => {
        newStatus = new URL(request.url).searchParams.get('newStatus');
        return HttpResponse.json(
          vendorFixture({ status: 'WAITING_FOR_APPROVAL', imageUrl: '/api/media/icon.webp?t=1' }),
        );
      }),
    );
    const submit = await screen.findByRole('button', { name: 'Submit registration' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    await findSnackbar(SUCCESS_TEXTS.vendorRegistrationSubmitted);
    expect(newStatus).toBe('WAITING_FOR_APPROVAL');
    expect(await screen.findByText(VENDOR_PAGE_TEXTS.WAITING_FOR_APPROVAL)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit registration' })).not.toBeInTheDocument();
    expect(fields().name).toHaveAttribute('readonly');
  });

  it('says when the registration could not be submitted', async () => {
    const user = openDraft('/api/media/icon.webp?t=1');
    server.use(
      http.patch(apiUrl(endpoints.changeVendorStatus, { id: 7 }), () => problem(409, 'No', 'Conflict')),
    );
    await user.click(await screen.findByRole('button', { name: 'Submit registration' }));
    await findSnackbar(`${FAILURE_TEXTS.submitVendorRegistration} No`, 'failure');
  });
});
