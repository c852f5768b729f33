import type { AppDetails } from '@showroom/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppGaps } from './app-gaps.tsx';

type Parts = Pick<AppDetails, 'demoUrl' | 'screenshots' | 'profile'>;

describe('AppGaps', () => {
  it('lists what a visitor will miss under its heading, with the hint', () => {
    const bare: Parts = { demoUrl: null, screenshots: [], profile: null };
    render(<AppGaps app={bare} heading="What visitors will miss" hint="You can submit without these." />);
    const region = screen.getByRole('region', { name: 'What visitors will miss' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'A demo address: visitors cannot try the app.',
      'Screenshots: visitors cannot see the app before they try it.',
      'An interoperability profile: visitors cannot see which standards the app uses, and the live checks have nothing to confirm.',
    ]);
    expect(within(region).getByText('You can submit without these.')).toBeVisible();
  });

  it('shows nothing when nothing is missing', () => {
    const full = {
      demoUrl: 'https://demo.example.org',
      screenshots: [{ id: 1 }],
      profile: { standards: ['fhir'] },
    } as unknown as Parts;
    const { container } = render(<AppGaps app={full} heading="What visitors will miss" />);
    expect(container).toBeEmptyDOMElement();
  });
});
