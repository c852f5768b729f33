import {
  API_ERROR_TEXTS,
  APP_FORM_MESSAGES as M,
  EDITOR_TEXTS,
  FAILURE_TEXTS,
  PUBLIC_URL_MESSAGES,
  REASON_TEXTS,
  SUCCESS_TEXTS,
  TEXT_RULE_MESSAGES,
  UI_TEXTS,
  endpoints,
  type AppCreateBody,
  type AppDetails,
  type AppStatus,
  type AppUpdateBody,
} from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { VENDOR, fakeAuth, renderApp } from '../../../test/render-app.tsx';
import {
  appDetailsFixture,
  findSnackbar,
  imageFile,
  problem,
  reasonFixture,
  stubObjectUrls,
} from '../../../test/vendor-journey.ts';

beforeEach(() => {
  stubObjectUrls();
  server.use(http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))));
});

/** Opens the editor at `path` for an app served by GET /apps/:id/preview (which `current` may change). */
function openEditor(path: string, app?: AppDetails | (() => AppDetails)) {
  if (app) {
    const current = typeof app === 'function' ? app : () => app;
    server.use(
      http.get(apiUrl(endpoints.getAppPreview, { id: current().id }), () => HttpResponse.json(current())),
    );
  }
  const view = renderApp({ path, auth: fakeAuth(VENDOR) });
  return { ...view, user: userEvent.setup() };
}

const stepNav = () => screen.getByRole('navigation', { name: 'Editor steps' });

describe('editor frame', () => {
  it('shows a new app’s steps as an ordered list without links, the info step current', async () => {
    openEditor('/my-apps/edit/new/info');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit app information' }),
    ).toBeInTheDocument();
    const list = within(stepNav()).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Info', '2Icon', '3Screenshots', '4Preview']);
    expect(within(stepNav()).queryAllByRole('link')).toHaveLength(0);
    expect(within(list).getByText('Info').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(EDITOR_TEXTS.saveFirst)).toBeInTheDocument();
  });

  it('links the steps of a saved app and marks the current one', async () => {
    openEditor('/my-apps/edit/12/screenshots', appDetailsFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit screenshots' })).toBeInTheDocument();
    const links = within(stepNav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['1Info', '/my-apps/edit/12/info'],
      ['2Icon', '/my-apps/edit/12/icon'],
      ['3Screenshots', '/my-apps/edit/12/screenshots'],
      ['4Preview', '/my-apps/edit/12/preview'],
    ]);
    expect(within(stepNav()).getByRole('link', { name: 'Screenshots' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(within(stepNav()).getByRole('link', { name: 'Info' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['icon', 'Edit app icon'],
    ['preview', 'Preview app'],
  ])('titles the %s step %j', async (step, title) => {
    openEditor(`/my-apps/edit/12/${step}`, appDetailsFixture());
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('keeps a new app on its info step', async () => {
    const { router } = openEditor('/my-apps/edit/new/screenshots');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/new/info'));
  });

  it('sends the vendor back to my apps when the app cannot be loaded', async () => {
    server.use(
      http.get(apiUrl(endpoints.getAppPreview, { id: 99 }), () => problem(404, undefined, 'Not Found')),
      http.get(apiUrl(endpoints.listVendorApps), () => HttpResponse.json([])),
    );
    const { router } = openEditor('/my-apps/edit/99/info');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps'));
  });

  it('shows a rejected app’s latest reason in a warning box', async () => {
    server.use(
      http.get(apiUrl(endpoints.getAppReasons, { id: 12 }), () =>
        HttpResponse.json([reasonFixture('The demo URL does not answer.', 2), reasonFixture('Older', 1)]),
      ),
    );
    openEditor('/my-apps/edit/12/info', appDetailsFixture({ status: 'REJECTED' }));
    const reason = await screen.findByText('The demo URL does not answer.');
    expect(reason.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
    expect(screen.getByText(EDITOR_TEXTS.rejected)).toBeInTheDocument();
    expect(screen.queryByText('Older')).not.toBeInTheDocument();
  });

  it('says No reason provided. when a rejection has none', async () => {
    server.use(http.get(apiUrl(endpoints.getAppReasons, { id: 12 }), () => HttpResponse.json([])));
    openEditor('/my-apps/edit/12/icon', appDetailsFixture({ status: 'REJECTED' }));
    expect(await screen.findByText(REASON_TEXTS.noReason)).toBeInTheDocument();
  });
});

describe('info step', () => {
  const f = () => ({
    name: screen.getByLabelText('Name'),
    short: screen.getByLabelText('Short description'),
    description: screen.getByLabelText('Description'),
    demo: screen.getByLabelText('Demo URL'),
    repo: screen.getByLabelText('Repository URL'),
    version: screen.getByLabelText('Version'),
  });
  const save = () => screen.getByRole('button', { name: 'Save' });

  async function fillNewApp(user: ReturnType<typeof userEvent.setup>) {
    await user.type(f().name, 'Vital Signs Chart');
    await user.type(f().short, 'Vital signs at a glance');
    await user.type(f().description, 'Charts vital signs.');
    await user.type(f().demo, 'https://demo.vitals.example');
  }

  it('shows each rule’s message only once its field was changed and keeps Save disabled while invalid', async () => {
    const { user } = openEditor('/my-apps/edit/new/info');
    await screen.findByLabelText('Name');
    expect(save()).toBeDisabled();
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(f().description).toHaveAttribute('rows', '15');

    await user.type(f().name, 'x');
    await user.clear(f().name);
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    await user.type(f().name, '   ');
    expect(await screen.findByText(M.nameInvalid)).toBeInTheDocument();
    expect(screen.queryByText(M.descriptionShortRequired)).not.toBeInTheDocument();

    await user.click(f().short);
    await user.paste('s'.repeat(101));
    expect(await screen.findByText(M.descriptionShortTooLong)).toBeInTheDocument();
    await user.clear(f().short);
    expect(await screen.findByText(M.descriptionShortRequired)).toBeInTheDocument();

    await user.type(f().description, 'x');
    await user.clear(f().description);
    expect(await screen.findByText(M.descriptionRequired)).toBeInTheDocument();

    await user.type(f().demo, 'http://demo.example');
    expect(await screen.findByText(M.demoUrlFormat)).toBeInTheDocument();
    await user.type(f().repo, 'https://localhost');
    expect(await screen.findByText(M.repoUrlFormat)).toBeInTheDocument();
    expect(f().repo).toHaveAccessibleDescription(M.repoUrlFormat);
    expect(save()).toBeDisabled();
  });

  it("accepts the showroom's own sample demo page as demo address (a seeded app's), no other page of it", async () => {
    const { user } = openEditor('/my-apps/edit/new/info');
    await screen.findByLabelText('Name');
    await fillNewApp(user);
    await user.clear(f().demo);
    await user.type(f().demo, `${window.location.origin}/my-apps`);
    expect(await screen.findByText(M.demoUrlFormat)).toBeInTheDocument();
    await user.clear(f().demo);
    await user.type(f().demo, `${window.location.origin}/sample-demos/vital-signs`);
    await waitFor(() => expect(screen.queryByText(M.demoUrlFormat)).not.toBeInTheDocument());
    await waitFor(() => expect(save()).toBeEnabled());
  });

  // Issue 20: the form runs the contract's text and address rules, so the vendor sees them before sending.
  it('says what is wrong with text that is not text and with addresses that cannot be public', async () => {
    const { user } = openEditor('/my-apps/edit/new/info');
    await screen.findByLabelText('Name');
    await user.click(f().name);
    await user.paste('Vital\u202eSigns');
    expect(await screen.findByText(TEXT_RULE_MESSAGES.direction)).toBeInTheDocument();
    await user.clear(f().name);
    await user.paste('\u200b\u200b');
    expect(await screen.findByText(TEXT_RULE_MESSAGES.invisible)).toBeInTheDocument();
    await user.type(f().demo, 'https://169.254.169.254/latest');
    expect(await screen.findByText(PUBLIC_URL_MESSAGES.ipAddress)).toBeInTheDocument();
    await user.type(f().repo, 'https://metadata.google.internal');
    expect(await screen.findByText(PUBLIC_URL_MESSAGES.internalHost)).toBeInTheDocument();
    expect(f().repo).toHaveAccessibleDescription(PUBLIC_URL_MESSAGES.internalHost);
    expect(save()).toBeDisabled();
  });

  it('leaves internal hosts to the API where the operator allows hosts (CHECK_ALLOW_HOSTS), still refusing look-alikes', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/my-apps/edit/new/info', auth: fakeAuth(VENDOR), config: { hostAllowList: true } });
    await screen.findByLabelText('Name');
    await user.type(f().repo, 'https://git.intranet.corp/team/app');
    await user.type(f().demo, 'https://10.0.0.7/demo');
    await user.tab();
    expect(screen.queryByText(PUBLIC_URL_MESSAGES.internalHost)).not.toBeInTheDocument();
    expect(screen.queryByText(PUBLIC_URL_MESSAGES.ipAddress)).not.toBeInTheDocument();
    await user.clear(f().repo);
    await user.type(f().repo, 'https://p\u0430ypal.com');
    expect(await screen.findByText(PUBLIC_URL_MESSAGES.mixedScripts)).toBeInTheDocument();
  });

  it('creates a new app for the signed-in vendor and continues on its icon step', async () => {
    let sent: AppCreateBody | undefined;
    server.use(
      http.post(apiUrl(endpoints.createApp), async ({ request }) => {
        sent = (await request.json()) as AppCreateBody;
        return HttpResponse.json(appDetailsFixture({ id: 41, name: 'Vital Signs Chart' }), { status: 201 });
      }),
      http.get(apiUrl(endpoints.getAppPreview, { id: 41 }), () =>
        HttpResponse.json(appDetailsFixture({ id: 41 })),
      ),
    );
    const { user, router } = openEditor('/my-apps/edit/new/info');
    await screen.findByLabelText('Name');
    await fillNewApp(user);
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/41/icon'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit app icon' })).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Vital Signs Chart',
      descriptionShort: 'Vital signs at a glance',
      description: 'Charts vital signs.',
      demoUrl: 'https://demo.vitals.example',
      repoUrl: null,
      version: null,
      vendor: { id: 7 },
    });
  });

  it('says when the app could not be created', async () => {
    server.use(http.post(apiUrl(endpoints.createApp), () => problem(400, 'Some server text', 'Bad Request')));
    const { user, router } = openEditor('/my-apps/edit/new/info');
    await screen.findByLabelText('Name');
    await fillNewApp(user);
    await user.click(save());
    await findSnackbar(FAILURE_TEXTS.createApp, 'failure');
    expect(router.state.location.pathname).toBe('/my-apps/edit/new/info');
  });

  it('says why the API refused the new app (409) and keeps what was typed', async () => {
    server.use(
      http.post(apiUrl(endpoints.createApp), () =>
        problem(409, API_ERROR_TEXTS.vendorNotApproved, 'Conflict'),
      ),
    );
    const { user, router } = openEditor('/my-apps/edit/new/info');
    await screen.findByLabelText('Name');
    await fillNewApp(user);
    await user.click(save());
    await findSnackbar(`${FAILURE_TEXTS.createApp} ${API_ERROR_TEXTS.vendorNotApproved}`, 'failure');
    expect(router.state.location.pathname).toBe('/my-apps/edit/new/info');
    expect(f().name).toHaveValue('Vital Signs Chart');
    expect(f().short).toHaveValue('Vital signs at a glance');
    expect(f().description).toHaveValue('Charts vital signs.');
    expect(f().demo).toHaveValue('https://demo.vitals.example');
    expect(save()).toBeEnabled();
  });

  it('loads an app’s values and updates it with its row version', async () => {
    let sent: AppUpdateBody | undefined;
    server.use(
      http.put(apiUrl(endpoints.updateApp, { id: 12 }), async ({ request }) => {
        sent = (await request.json()) as AppUpdateBody;
        return HttpResponse.json(appDetailsFixture({ version: '1.3.0', rowVersion: 4 }));
      }),
    );
    const { user, router } = openEditor('/my-apps/edit/12/info', appDetailsFixture());
    expect(await screen.findByLabelText('Name')).toHaveValue('Vital Signs Chart');
    expect(f().version).toHaveValue('1.2.0');
    await user.clear(f().version);
    await user.type(f().version, '1.3.0');
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/icon'));
    expect(sent).toMatchObject({
      version: '1.3.0',
      rowVersion: 3,
      vendor: { id: 7 },
      name: 'Vital Signs Chart',
    });
  });

  it('shows the server’s sentence for a refused update (400) and the catalogue’s text otherwise', async () => {
    server.use(
      http.put(apiUrl(endpoints.updateApp, { id: 12 }), () =>
        problem(400, 'The demo URL is not reachable.', 'Bad Request'),
      ),
    );
    const { user } = openEditor('/my-apps/edit/12/info', appDetailsFixture());
    await user.type(await screen.findByLabelText('Version'), '.1');
    await user.click(save());
    await findSnackbar('The demo URL is not reachable.', 'failure');

    server.use(
      http.put(apiUrl(endpoints.updateApp, { id: 12 }), () =>
        problem(500, 'internal', 'Internal Server Error'),
      ),
    );
    await user.click(save());
    await findSnackbar(FAILURE_TEXTS.updateApp, 'failure');
  });

  it('shows a concurrent change’s text (409) and reloads the latest version on request', async () => {
    let current = appDetailsFixture();
    server.use(
      http.put(apiUrl(endpoints.updateApp, { id: 12 }), () => {
        current = appDetailsFixture({ descriptionShort: 'Changed elsewhere', rowVersion: 9 });
        return problem(409, 'The app was changed by someone else.', 'Conflict');
      }),
    );
    const { user } = openEditor('/my-apps/edit/12/info', () => current);
    await user.type(await screen.findByLabelText('Short description'), '!');
    await user.click(save());
    await findSnackbar('The app was changed by someone else.', 'failure');
    expect(screen.getByText(EDITOR_TEXTS.conflictHint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(f().short).toHaveValue('Changed elsewhere'));
    expect(screen.queryByText(EDITOR_TEXTS.conflictHint)).not.toBeInTheDocument();
  });

  it.each<[AppStatus, boolean, boolean]>([
    ['DRAFT', false, true],
    ['REJECTED', false, true],
    ['ACTIVE', true, false],
    ['WAITING_FOR_APPROVAL', false, false],
    ['DEACTIVATED', true, false],
    // An update of a published app keeps the published name (the API refuses a rename).
    ['DRAFT', true, false],
    ['REJECTED', true, false],
  ])('lets a %s app (published before: %s) change its name: %s', async (status, hasPublished, editable) => {
    server.use(http.get(apiUrl(endpoints.getAppReasons, { id: 12 }), () => HttpResponse.json([])));
    openEditor('/my-apps/edit/12/info', appDetailsFixture({ status, hasPublished }));
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Vital Signs Chart');
    if (editable) expect(name).toBeEnabled();
    else expect(name).toBeDisabled();
  });

  it('keeps the published name when saving an app whose name is locked', async () => {
    let sent: AppUpdateBody | undefined;
    server.use(
      http.put(apiUrl(endpoints.updateApp, { id: 12 }), async ({ request }) => {
        sent = (await request.json()) as AppUpdateBody;
        return HttpResponse.json(appDetailsFixture({ status: 'DRAFT', hasPublished: true }));
      }),
    );
    const { user } = openEditor(
      '/my-apps/edit/12/info',
      appDetailsFixture({ status: 'ACTIVE', hasPublished: true }),
    );
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'The name of a published app can be changed by the support.',
    );
    expect(screen.getByLabelText('Short description')).toHaveAccessibleDescription('23 of 100 characters');
    await user.type(await screen.findByLabelText('Short description'), ' now');
    expect(screen.getByLabelText('Short description')).toHaveAccessibleDescription('27 of 100 characters');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() =>
      expect(sent).toMatchObject({
        name: 'Vital Signs Chart',
        descriptionShort: 'Vital signs at a glance now',
      }),
    );
  });
});

describe('icon step', () => {
  // Scoped to the page: the header has its own 'Back' (the chevron).
  const buttons = () => {
    const main = within(screen.getByRole('main'));
    return {
      upload: main.getByRole('button', { name: 'Upload icon' }),
      back: main.getByRole('button', { name: 'Back' }),
      next: main.getByRole('button', { name: 'Next' }),
    };
  };

  it('enables Upload icon, Back and Next only with a file chosen when the app has no icon, and says why', async () => {
    const { user } = openEditor('/my-apps/edit/12/icon', appDetailsFixture({ icon: null }));
    const input = await screen.findByLabelText('Icon');
    expect(screen.getByText(UI_TEXTS.iconGuidance)).toBeInTheDocument();
    expect(screen.getByText(EDITOR_TEXTS.noIcon)).toBeInTheDocument();
    expect(buttons().upload).toBeDisabled();
    // Spec section 5: the icon step's navigation buttons wait for an icon or a chosen file.
    for (const button of [buttons().back, buttons().next]) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(EDITOR_TEXTS.stepsNeedIcon);
    }

    await user.upload(input, imageFile('icon.png'));
    expect(screen.getByRole('img', { name: 'Preview of icon.png' })).toBeInTheDocument();
    for (const button of Object.values(buttons())) expect(button).toBeEnabled();
    expect(screen.queryByText(EDITOR_TEXTS.stepsNeedIcon)).not.toBeInTheDocument();
  });

  it('leads back to the info step through its step link while Back waits for an icon', async () => {
    const { user, router } = openEditor('/my-apps/edit/12/icon', appDetailsFixture({ icon: null }));
    await screen.findByLabelText('Icon');
    expect(buttons().back).toBeDisabled();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Info' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/info'));
  });

  it('uploads the icon and shows it', async () => {
    let icon: string | null = null;
    server.use(
      http.post(apiUrl(endpoints.setAppIcon, { id: 12 }), () => {
        icon = '/api/media/icon.webp';
        return HttpResponse.json(appDetailsFixture({ icon }));
      }),
    );
    const { user } = openEditor('/my-apps/edit/12/icon', () => appDetailsFixture({ icon }));
    await user.upload(await screen.findByLabelText('Icon'), imageFile('icon.png'));
    await user.click(buttons().upload);
    expect(await screen.findByRole('img', { name: 'Icon of Vital Signs Chart' })).toHaveAttribute(
      'src',
      '/api/media/icon.webp',
    );
    expect(buttons().upload).toBeDisabled();
    expect(buttons().next).toBeEnabled();
  });

  it('uploads a chosen icon before moving on with Next', async () => {
    let uploads = 0;
    server.use(
      http.post(apiUrl(endpoints.setAppIcon, { id: 12 }), () => {
        uploads += 1;
        return HttpResponse.json(appDetailsFixture({ icon: '/api/media/icon.webp' }));
      }),
    );
    const { user, router } = openEditor('/my-apps/edit/12/icon', appDetailsFixture({ icon: null }));
    await user.upload(await screen.findByLabelText('Icon'), imageFile('icon.png'));
    await user.click(buttons().next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/screenshots'));
    expect(uploads).toBe(1);
  });

  it('moves on without uploading when the app has an icon and no file is chosen', async () => {
    const { user, router } = openEditor(
      '/my-apps/edit/12/icon',
      appDetailsFixture({ icon: '/api/media/icon.webp' }),
    );
    await screen.findByLabelText('Icon');
    expect(buttons().upload).toBeDisabled();
    await user.click(buttons().back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/info'));
  });

  it('says when the icon could not be changed', async () => {
    server.use(
      http.post(apiUrl(endpoints.setAppIcon, { id: 12 }), () =>
        problem(413, 'Too large', 'Payload Too Large'),
      ),
    );
    const { user } = openEditor('/my-apps/edit/12/icon', appDetailsFixture());
    await user.upload(await screen.findByLabelText('Icon'), imageFile('icon.png'));
    await user.click(buttons().upload);
    // The API's reason follows the catalogue's text.
    await findSnackbar(`${FAILURE_TEXTS.appIcon} Too large`, 'failure');
  });

  it('replaces an earlier failure’s message with the success of the next upload, which says so', async () => {
    let refuse = true;
    let icon: string | null = null;
    server.use(
      http.post(apiUrl(endpoints.setAppIcon, { id: 12 }), () => {
        if (refuse) return problem(415, 'The file is not an accepted image.', 'Unsupported Media Type');
        icon = '/api/media/icon.webp';
        return HttpResponse.json(appDetailsFixture({ icon }));
      }),
    );
    const { user } = openEditor('/my-apps/edit/12/icon', () => appDetailsFixture({ icon }));
    await user.upload(await screen.findByLabelText('Icon'), imageFile('icon.png'));
    await user.click(buttons().upload);
    const failed = `${FAILURE_TEXTS.appIcon} The file is not an accepted image.`;
    await findSnackbar(failed, 'failure');

    refuse = false;
    await user.upload(screen.getByLabelText('Icon'), imageFile('good.png'));
    await user.click(buttons().upload);
    await findSnackbar(EDITOR_TEXTS.iconChanged);
    expect(await screen.findByRole('img', { name: 'Icon of Vital Signs Chart' })).toBeInTheDocument();
    expect(screen.queryByText(failed)).not.toBeInTheDocument();
    expect(screen.queryByText(FAILURE_TEXTS.appIcon, { exact: false })).not.toBeInTheDocument();
  });
});

describe('screenshots step', () => {
  const shots = [
    { id: 101, url: '/api/media/a.webp' },
    { id: 102, url: '/api/media/b.webp' },
  ];

  it('lists the screenshots and deletes one without asking', async () => {
    let current = appDetailsFixture({ screenshots: shots });
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl(endpoints.deleteAppScreenshot, { id: 12, screenshotId: 101 }), ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        current = appDetailsFixture({ screenshots: shots.slice(1), removedImages: [101] });
        return HttpResponse.json(current);
      }),
    );
    const { user } = openEditor('/my-apps/edit/12/screenshots', () => current);
    expect(await screen.findByRole('img', { name: 'Screenshot 1 of Vital Signs Chart' })).toHaveAttribute(
      'src',
      '/api/media/a.webp',
    );
    expect(screen.getByText(UI_TEXTS.screenshotGuidance)).toBeInTheDocument();
    const deletes = screen.getAllByRole('button', { name: 'Delete screenshot' });
    expect(deletes).toHaveLength(2);
    expect(deletes[0]).toHaveAccessibleDescription('Screenshot 1');

    await user.click(deletes[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete screenshot' })).toHaveLength(1));
    expect(deleted).toEqual(['/api/apps/12/screenshots/101']);
    expect(screen.getByRole('img', { name: 'Screenshot 1 of Vital Signs Chart' })).toHaveAttribute(
      'src',
      '/api/media/b.webp',
    );
  });

  it('says when a screenshot could not be deleted', async () => {
    server.use(
      http.delete(apiUrl(endpoints.deleteAppScreenshot, { id: 12, screenshotId: 101 }), () =>
        problem(409, 'The screenshot does not exist.', 'Conflict'),
      ),
    );
    const { user } = openEditor('/my-apps/edit/12/screenshots', appDetailsFixture({ screenshots: shots }));
    await user.click((await screen.findAllByRole('button', { name: 'Delete screenshot' }))[0]!);
    await findSnackbar(`${FAILURE_TEXTS.deleteScreenshot} The screenshot does not exist.`, 'failure');
  });

  it('adds the chosen screenshots, all in one request', async () => {
    let parts = 0;
    let current = appDetailsFixture();
    server.use(
      http.post(apiUrl(endpoints.addAppScreenshots, { id: 12 }), async ({ request }) => {
        parts = (await request.formData()).getAll('files').length;
        current = appDetailsFixture({ screenshots: shots });
        return HttpResponse.json(current);
      }),
    );
    const { user } = openEditor('/my-apps/edit/12/screenshots', () => current);
    expect(await screen.findByText(EDITOR_TEXTS.noScreenshots)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add screenshot' });
    expect(add).toBeDisabled();
    await user.upload(screen.getByLabelText('Screenshot'), [imageFile('one.png'), imageFile('two.png')]);
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(2);
    await user.click(add);
    expect(await screen.findAllByRole('button', { name: 'Delete screenshot' })).toHaveLength(2);
    expect(parts).toBe(2);
  });

  it('says when a screenshot could not be added', async () => {
    server.use(
      http.post(apiUrl(endpoints.addAppScreenshots, { id: 12 }), () =>
        problem(400, 'Not an image', 'Bad Request'),
      ),
    );
    const { user } = openEditor('/my-apps/edit/12/screenshots', appDetailsFixture());
    await user.upload(await screen.findByLabelText('Screenshot'), imageFile('one.png'));
    await user.click(screen.getByRole('button', { name: 'Add screenshot' }));
    await findSnackbar(FAILURE_TEXTS.addScreenshot, 'failure');
  });
});

describe('preview step', () => {
  it('shows the version and submits it for review, then returns to my apps', async () => {
    let newStatus: string | null = null;
    server.use(
      http.patch(apiUrl(endpoints.changeAppStatus, { id: 12 }), ({ request }) => {
        newStatus = new URL(request.url).searchParams.get('newStatus');
        return HttpResponse.json(appDetailsFixture({ status: 'WAITING_FOR_APPROVAL' }));
      }),
      http.get(apiUrl(endpoints.listVendorApps), () => HttpResponse.json([])),
    );
    const { user, router } = openEditor('/my-apps/edit/12/preview', appDetailsFixture());
    expect(await screen.findByRole('heading', { level: 2, name: 'Vital Signs Chart' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await findSnackbar(SUCCESS_TEXTS.appSubmitted);
    expect(newStatus).toBe('WAITING_FOR_APPROVAL');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps'));
  });

  it('says when the app could not be submitted and stays', async () => {
    server.use(
      http.patch(apiUrl(endpoints.changeAppStatus, { id: 12 }), () =>
        problem(409, 'Set an icon before you submit your app.', 'Conflict'),
      ),
    );
    const { user, router } = openEditor('/my-apps/edit/12/preview', appDetailsFixture());
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await findSnackbar(`${FAILURE_TEXTS.submitApp} Set an icon before you submit your app.`, 'failure');
    expect(router.state.location.pathname).toBe('/my-apps/edit/12/preview');
  });

  it.each<[AppStatus, boolean]>([
    ['DRAFT', true],
    ['REJECTED', true],
    ['WAITING_FOR_APPROVAL', false],
    ['ACTIVE', false],
  ])('offers Submit for review for a %s version: %s', async (status, enabled) => {
    server.use(http.get(apiUrl(endpoints.getAppReasons, { id: 12 }), () => HttpResponse.json([])));
    openEditor('/my-apps/edit/12/preview', appDetailsFixture({ status }));
    const submit = await screen.findByRole('button', { name: 'Submit for review' });
    if (enabled) expect(submit).toBeEnabled();
    else expect(submit).toBeDisabled();
  });
});
