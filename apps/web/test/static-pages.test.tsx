import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

describe('static pages', () => {
  it('imprint names the publisher and marks the demo placeholders', async () => {
    renderApp({ path: '/imprint' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(screen.getByText(/Demo installation\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('privacy policy lists the data, the cookies and the age limit', async () => {
    renderApp({ path: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/your name and your e-mail address/)).toBeInTheDocument();
    expect(screen.getByText(/sets no tracking or advertising cookies/)).toBeInTheDocument();
    expect(screen.getByText('No tracking or analytics tools are used.')).toBeInTheDocument();
    expect(screen.getByText(/not directed to children under 13/)).toBeInTheDocument();
  });

  it('users FAQ explains Contact Vendor, Demo and the public demo data', async () => {
    renderApp({ path: '/faq-users' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users FAQ' })).toBeInTheDocument();
    expect(screen.getByText(/Each app page has a Contact Vendor link/)).toBeInTheDocument();
    expect(screen.getByText(/Each app page has a Demo button/)).toBeInTheDocument();
    expect(screen.getByText(/its data is visible to all users and is reset regularly/)).toBeInTheDocument();
  });

  it('vendors FAQ covers registration, review, cost, updates and deactivation', async () => {
    renderApp({ path: '/faq-vendors' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors FAQ' })).toBeInTheDocument();
    for (const question of [
      'How do I register as a vendor?',
      'How does the review work?',
      'What does it cost?',
      'How do I update a published app?',
      'How do I take an app offline?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: question })).toBeInTheDocument();
    }
    expect(screen.getByText(/Publishing is free\./)).toBeInTheDocument();
  });
});
