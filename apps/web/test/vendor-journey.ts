/**
 * Fixtures and helpers for the vendor journey's tests (vendor information, my apps, the editor).
 * Network answers are built from the contract's shapes so a drifting schema breaks the types here.
 */
import type { AppCard, AppCardVersion, AppDetails, Reason } from '@showroom/contract';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { vi } from 'vitest';

/** A problem+json answer, as the API sends every error. */
export const problem = (status: number, detail?: string, statusText?: string) =>
  HttpResponse.json(
    { type: 'about:blank', title: statusText ?? 'Error', status, ...(detail ? { detail } : {}) },
    {
      status,
      ...(statusText ? { statusText } : {}),
      headers: { 'Content-Type': 'application/problem+json' },
    },
  );

/** jsdom has no object URLs; previews need one per file. */
export function stubObjectUrls(): void {
  let next = 1;
  URL.createObjectURL = vi.fn(() => `blob:preview-${next++}`);
  URL.revokeObjectURL = vi.fn();
}

export const imageFile = (name = 'icon.png', type = 'image/png', size = 1024): File => {
  const file = new File(['x'], name, { type });
  // jsdom builds the bytes lazily; the size is what the comfort check reads.
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The snackbar showing exactly `text`, in the live region of its type (success: status, failure: alert). */
export async function findSnackbar(
  text: string,
  type: 'success' | 'failure' = 'success',
): Promise<HTMLElement> {
  const region = type === 'success' ? '[role="status"][aria-live]' : '[role="alert"][aria-live]';
  return screen.findByText(text, { selector: `${region} p` });
}

export const reasonFixture = (text: string, id = 1): Reason => ({
  id,
  text,
  createdAt: '2026-11-02T10:00:00.000Z',
});

const VENDOR_PUBLIC = {
  id: 7,
  name: 'Open Care Labs',
  description: 'openEHR apps for the ward.',
  email: 'hello@opencare.example',
  website: 'https://opencare.example',
  imageUrl: null,
};

export const appDetailsFixture = (overrides: Partial<AppDetails> = {}): AppDetails => ({
  id: 12,
  name: 'Vital Signs Chart',
  description: 'Charts **vital signs** from an openEHR CDR.',
  descriptionShort: 'Vital signs at a glance',
  demoUrl: 'https://demo.vitals.example',
  repoUrl: 'https://github.com/example/vitals',
  version: '1.2.0',
  icon: null,
  screenshots: [],
  removedImages: [],
  status: 'DRAFT',
  updatedAt: '2026-11-01T09:30:00.000Z',
  vendor: VENDOR_PUBLIC,
  rowVersion: 3,
  inProgressStatus: null,
  hasPublished: false,
  ...overrides,
});

const cardVersion = (overrides: Partial<AppCardVersion> = {}): AppCardVersion => ({
  name: 'Vital Signs Chart',
  descriptionShort: 'Vital signs at a glance',
  icon: null,
  demoUrl: 'https://demo.vitals.example',
  status: 'DRAFT',
  ...overrides,
});

/** A card of the vendor's own list: the card's fields are the shown version's (inProgress, else published). */
export function vendorCard(
  id: number,
  versions: { published?: Partial<AppCardVersion>; inProgress?: Partial<AppCardVersion> },
): AppCard {
  const published = versions.published ? cardVersion(versions.published) : undefined;
  const inProgress = versions.inProgress ? cardVersion(versions.inProgress) : undefined;
  const shown = inProgress ?? published ?? cardVersion();
  return {
    ...shown,
    id,
    vendor: { id: 7, name: 'Open Care Labs' },
    type: 'AppForVendor',
    ...(published ? { published } : {}),
    ...(inProgress ? { inProgress } : {}),
  };
}
