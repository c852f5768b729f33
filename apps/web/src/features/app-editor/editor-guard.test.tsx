/**
 * Issue 19, items 1 and 3 in the editor: unsaved edits are guarded, required fields are marked, a
 * disabled Save or Submit says why, the description announces Markdown, and a refused upload shows the
 * API's problem until the next attempt.
 */
import { APP_FORM_MESSAGES as M, EDITOR_TEXTS, FAILURE_TEXTS, endpoints } from '@showroom/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubDialogMethods } from '../../../test/dialog-stub.ts';
import { vendorFixture } from '../../../test/fixtures.ts';
import { apiUrl, server } from '../../../test/msw-server.ts';
import { VENDOR, fakeAuth, renderApp } from '../../../test/render-app.tsx';
import {
  appDetailsFixture,
  findSnackbar,
  imageFile,
  problem,
  stubObjectUrls,
} from '../../../test/vendor-journey.ts';
import type { AppDetails } from '@showroom/contract';

stubDialogMethods();

beforeEach(() => {
  stubObjectUrls();
  server.use(
    http.get(apiUrl(endpoints.getMyVendor), () => HttpResponse.json(vendorFixture({ id: 7 }))),
    http.get(apiUrl(endpoints.getAppReasons, { id: 12 }), () => HttpResponse.json([])),
  );
});

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

const main = () => within(screen.getByRole('main'));
const stepLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Editor steps' })).getByRole('link', { name });
const question = () => screen.queryByRole('alertdialog', { name: EDITOR_TEXTS.unsavedTitle });

describe('unsaved edits on the info step', () => {
  it('asks before a step link leaves; Stay (and Escape) keep the edit in place', async () => {
    const { user, router } = openEditor('/my-apps/edit/12/info', appDetailsFixture());
    const description = await screen.findByLabelText('Description');
    await waitFor(() => expect(description).toHaveValue(appDetailsFixture().description));
    await user.type(description, ' Now with trends.');

    await user.click(stepLink('Screenshots'));
    const dialog = await screen.findByRole('alertdialog', { name: EDITOR_TEXTS.unsavedTitle });
    expect(dialog).toHaveAccessibleDescription(EDITOR_TEXTS.unsavedMessage);
    expect(within(dialog).getByRole('button', { name: EDITOR_TEXTS.stay })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: EDITOR_TEXTS.stay }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/my-apps/edit/12/info');
    expect(screen.getByLabelText('Description')).toHaveValue(
      `${appDetailsFixture().description} Now with trends.`,
    );

    // Escape is the dialog's cancel: the same as Stay.
    await user.click(stepLink('Icon'));
    fireEvent(await screen.findByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/my-apps/edit/12/info');
    expect(screen.getByLabelText('Description')).toHaveValue(
      `${appDetailsFixture().description} Now with trends.`,
    );
  });

  it('leaves on Leave without saving, and the edit is gone', async () => {
    const { user, router } = openEditor('/my-apps/edit/12/info', appDetailsFixture());
    const description = await screen.findByLabelText('Description');
    await waitFor(() => expect(description).toHaveValue(appDetailsFixture().description));
    await user.type(description, ' Draft words.');
    await user.click(stepLink('Icon'));
    const dialog = await screen.findByRole('alertdialog', { name: EDITOR_TEXTS.unsavedTitle });
    await user.click(within(dialog).getByRole('button', { name: EDITOR_TEXTS.leave }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/icon'));

    await user.click(stepLink('Info'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/info'));
    expect(await screen.findByLabelText('Description')).toHaveValue(appDetailsFixture().description);
  });

  it('does not ask without edits, nor after a save', async () => {
    server.use(
      http.put(apiUrl(endpoints.updateApp, { id: 12 }), () => HttpResponse.json(appDetailsFixture())),
    );
    const { user, router } = openEditor('/my-apps/edit/12/info', appDetailsFixture());
    await screen.findByLabelText('Description');
    await user.click(stepLink('Preview'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/preview'));
    expect(question()).not.toBeInTheDocument();

    await user.click(stepLink('Info'));
    const short = await screen.findByLabelText('Short description');
    await waitFor(() => expect(short).toHaveValue(appDetailsFixture().descriptionShort));
    await user.type(short, '!');
    const save = main().getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-apps/edit/12/icon'));
    expect(question()).not.toBeInTheDocument();
  });

  it('asks the browser before the page is left or reloaded, only while there are edits', async () => {
    const { user } = openEditor('/my-apps/edit/12/info', appDetailsFixture());
    const short = await screen.findByLabelText('Short description');
    await waitFor(() => expect(short).toHaveValue(appDetailsFixture().descriptionShort));
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(short, '!');
    await waitFor(() => expect(unload()).toBe(true));
    await user.type(short, '{Backspace}');
    await waitFor(() => expect(unload()).toBe(false));
  });
});

describe('required fields, Save’s reason, Markdown and URL examples', () => {
  it('marks the required fields for eyes and for screen readers, with a legend', async () => {
    openEditor('/my-apps/edit/new/info');
    await screen.findByLabelText('Name');
    expect(screen.getByText(EDITOR_TEXTS.requiredLegend)).toBeInTheDocument();
    for (const label of ['Name', 'Short description', 'Description']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    for (const label of ['Demo URL', 'Repository URL', 'Version']) {
      expect(screen.getByLabelText(label)).not.toBeRequired();
    }
    // One visible mark per required field, hidden from screen readers (they hear 'required').
    const marks = screen.getAllByText('*', { selector: '[aria-hidden="true"]' });
    expect(marks).toHaveLength(3);
  });

  it('says beside a disabled Save which fields are missing or wrong, until none is', async () => {
    const { user } = openEditor('/my-apps/edit/new/info');
    await screen.findByLabelText('Name');
    const save = main().getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(EDITOR_TEXTS.saveNeeds('Name, Short description, Description'));

    await user.type(screen.getByLabelText('Name'), 'Vital Signs Chart');
    await user.type(screen.getByLabelText('Short description'), 'Vital signs at a glance');
    await user.type(screen.getByLabelText('Demo URL'), 'http://demo.example');
    await waitFor(() =>
      expect(save).toHaveAccessibleDescription(EDITOR_TEXTS.saveNeeds('Description, Demo URL')),
    );
    expect(screen.getByText(M.demoUrlFormat)).toBeInTheDocument();
    expect(M.demoUrlFormat).toContain('for example https://');

    await user.type(screen.getByLabelText('Description'), 'Charts vital signs.');
    await user.clear(screen.getByLabelText('Demo URL'));
    await user.type(screen.getByLabelText('Demo URL'), 'https://demo.vitals.example');
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/Save is available once/)).not.toBeInTheDocument();
  });

  it('says under the description that Markdown works and where to see it', async () => {
    openEditor('/my-apps/edit/new/info');
    expect(await screen.findByLabelText('Description')).toHaveAccessibleDescription(
      EDITOR_TEXTS.markdownHelp,
    );
  });
});

describe('refused uploads', () => {
  const NOT_AN_IMAGE = 'The file is not a supported image (PNG, JPEG, WebP, AVIF or GIF).';

  it('shows the API’s problem under the icon input, drops the refused file, and clears it on the next upload', async () => {
    let refuse = true;
    let icon: string | null = null;
    server.use(
      http.post(apiUrl(endpoints.setAppIcon, { id: 12 }), () => {
        if (refuse) return problem(400, NOT_AN_IMAGE, 'Bad Request');
        icon = '/api/media/icon.webp';
        return HttpResponse.json(appDetailsFixture({ icon }));
      }),
    );
    const { user } = openEditor('/my-apps/edit/12/icon', () => appDetailsFixture({ icon }));
    const input = await screen.findByLabelText('Icon');
    await user.upload(input, imageFile('fake.png'));
    await user.click(main().getByRole('button', { name: 'Upload icon' }));

    const alert = await screen.findByText(NOT_AN_IMAGE, { selector: '[role="alert"]' });
    expect(input).toHaveAccessibleDescription(expect.stringContaining(NOT_AN_IMAGE) as string);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // The spec's failure snackbar stays as well.
    await findSnackbar(FAILURE_TEXTS.appIcon, 'failure');
    expect(screen.queryByRole('img', { name: 'Preview of fake.png' })).not.toBeInTheDocument();
    // The refused file is gone and the app has no icon: Back waits for one (spec section 5).
    expect(main().getByRole('button', { name: 'Back' })).toBeDisabled();

    refuse = false;
    await user.upload(input, imageFile('icon.png'));
    expect(alert).not.toBeInTheDocument();
    await user.click(main().getByRole('button', { name: 'Upload icon' }));
    expect(await screen.findByRole('img', { name: 'Icon of Vital Signs Chart' })).toBeInTheDocument();
    expect(screen.queryByText(NOT_AN_IMAGE)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the API’s problem for refused screenshots until the next attempt', async () => {
    const SHAPE = 'Screenshots must be about 16:10 (for example 1280 × 800); this one is 600 × 1200.';
    server.use(
      http.post(apiUrl(endpoints.addAppScreenshots, { id: 12 }), () => problem(400, SHAPE, 'Bad Request')),
    );
    const { user } = openEditor('/my-apps/edit/12/screenshots', appDetailsFixture());
    const input = await screen.findByLabelText('Screenshot');
    await user.upload(input, imageFile('tall.png'));
    await user.click(screen.getByRole('button', { name: 'Add screenshot' }));
    expect(await screen.findByText(SHAPE, { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of tall.png' })).not.toBeInTheDocument();

    await user.upload(input, imageFile('wide.png'));
    expect(screen.queryByText(SHAPE)).not.toBeInTheDocument();
  });

  it('shows no broken preview of a file the browser cannot draw', async () => {
    const { user } = openEditor('/my-apps/edit/12/icon', appDetailsFixture());
    await user.upload(await screen.findByLabelText('Icon'), imageFile('fake.png'));
    const preview = screen.getByRole('img', { name: 'Preview of fake.png' });
    fireEvent.error(preview);
    expect(screen.queryByRole('img', { name: 'Preview of fake.png' })).not.toBeInTheDocument();
  });
});

describe('Submit for review', () => {
  it('says beside a disabled Submit why there is nothing to submit', async () => {
    openEditor('/my-apps/edit/12/preview', appDetailsFixture({ status: 'WAITING_FOR_APPROVAL' }));
    const submit = await screen.findByRole('button', { name: 'Submit for review' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(EDITOR_TEXTS.submitUnavailable);
  });
});
