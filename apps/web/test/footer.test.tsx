import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';

describe('footer', () => {
  it('links the start page, the catalogue, the FAQs, How we check, the open data, the sandbox, the feed, and the legal pages', async () => {
    renderApp();
    const footer = await screen.findByRole('contentinfo');
    const nav = within(footer).getByRole('navigation');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Startpage', '/'],
      ['Apps', '/apps'],
      ['Users FAQ', '/faq-users'],
      ['Vendors FAQ', '/faq-vendors'],
      ['How we check', '/how-we-check'],
      ['Open data', '/open-data'],
      ['Sandbox', '/sandbox'],
      ['Feed', '/feed.xml'],
      ['Imprint', '/imprint'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('shows a copyright line with the current year', async () => {
    renderApp();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Showroom`)).toBeInTheDocument();
  });
});
