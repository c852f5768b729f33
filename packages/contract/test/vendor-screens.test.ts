import { describe, expect, it } from 'vitest';
import {
  APP_STATUSES,
  MAX_UPLOAD_BYTES,
  canSubmitApp,
  UPLOAD_MESSAGES,
  UPLOAD_IMAGE_TYPES,
  uploadFileProblem,
  vendorBannerView,
} from '../src/index.ts';

describe('uploadFileProblem', () => {
  it.each(UPLOAD_IMAGE_TYPES)('accepts %s up to 2 MB', (type) => {
    expect(uploadFileProblem({ type, size: MAX_UPLOAD_BYTES })).toBeUndefined();
  });

  it('refuses files over 2 MB', () => {
    expect(uploadFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      UPLOAD_MESSAGES.tooLarge,
    );
  });

  it.each(['image/svg+xml', 'application/pdf', 'text/plain', ''])('refuses type %j', (type) => {
    expect(uploadFileProblem({ type, size: 10 })).toBe(UPLOAD_MESSAGES.notAnImage);
  });
});

describe('vendorBannerView', () => {
  it('shows a published app without an update as Published, editable, with nothing to preview', () => {
    expect(
      vendorBannerView('details', { status: 'ACTIVE', inProgressStatus: null, hasPublished: true }),
    ).toEqual({
      label: 'Published',
      liveMarker: undefined,
      ribbon: 'info',
      edit: true,
      viewPreview: false,
      viewPublished: false,
    });
  });

  it('offers the preview of a new draft on the public page, and the published version on the preview', () => {
    expect(
      vendorBannerView('details', { status: 'ACTIVE', inProgressStatus: 'DRAFT', hasPublished: true }),
    ).toEqual({
      // The spec's label of the in-progress version, with the live marker beside it.
      label: 'New draft',
      liveMarker: 'Live',
      ribbon: 'info',
      edit: true,
      viewPreview: true,
      viewPublished: false,
    });
    expect(
      vendorBannerView('preview', { status: 'DRAFT', inProgressStatus: 'DRAFT', hasPublished: true }),
    ).toEqual({
      label: 'New draft',
      // The published version's status is not known here: no marker.
      liveMarker: undefined,
      ribbon: 'warning',
      edit: true,
      viewPreview: false,
      viewPublished: true,
    });
    expect(
      vendorBannerView('preview', {
        status: 'REJECTED',
        inProgressStatus: 'REJECTED',
        hasPublished: true,
        publishedStatus: 'ACTIVE',
      }),
    ).toMatchObject({ label: 'Update rejected', liveMarker: 'Live' });
  });

  it('hides Edit while an update waits for approval, on both pages', () => {
    const published = {
      status: 'ACTIVE',
      inProgressStatus: 'WAITING_FOR_APPROVAL',
      hasPublished: true,
    } as const;
    expect(vendorBannerView('details', published).edit).toBe(false);
    const update = {
      status: 'WAITING_FOR_APPROVAL',
      inProgressStatus: 'WAITING_FOR_APPROVAL',
      hasPublished: true,
    } as const;
    expect(vendorBannerView('preview', update)).toMatchObject({ label: 'Update in review', edit: false });
  });

  it('labels a rejected update and keeps it editable', () => {
    expect(
      vendorBannerView('preview', { status: 'REJECTED', inProgressStatus: 'REJECTED', hasPublished: true }),
    ).toEqual({
      label: 'Update rejected',
      ribbon: 'error',
      edit: true,
      viewPreview: false,
      viewPublished: true,
    });
  });

  it('shows a never-published app in its own wording without links between versions', () => {
    for (const page of ['details', 'preview'] as const) {
      expect(
        vendorBannerView(page, { status: 'DRAFT', inProgressStatus: 'DRAFT', hasPublished: false }),
      ).toEqual({
        label: 'Draft',
        ribbon: 'warning',
        edit: true,
        viewPreview: false,
        viewPublished: false,
      });
    }
    expect(
      vendorBannerView('details', { status: 'WAITING_FOR_APPROVAL', hasPublished: false }),
    ).toMatchObject({
      label: 'In review',
      edit: false,
    });
  });

  it('hides Edit for a deactivated app', () => {
    expect(vendorBannerView('details', { status: 'DEACTIVATED', hasPublished: true })).toMatchObject({
      label: 'Deactivated',
      ribbon: 'error',
      edit: false,
      viewPreview: false,
    });
  });
});

describe('canSubmitApp', () => {
  it('offers Submit for review for drafts and rejected versions only', () => {
    expect(APP_STATUSES.filter(canSubmitApp)).toEqual(['DRAFT', 'REJECTED']);
  });
});
