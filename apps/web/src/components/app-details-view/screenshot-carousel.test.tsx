import { CAROUSEL_VISIBLE_IMAGES } from '@showroom/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { screenshotsFixture } from '../../../test/catalogue-fixtures.ts';
import { stubDialogMethods } from '../../../test/dialog-stub.ts';
import { ScreenshotCarousel } from './screenshot-carousel.tsx';

stubDialogMethods();

const thumb = (n: number, count: number) =>
  screen.getByRole('button', { name: `Open screenshot ${n} of ${count} full screen`, hidden: true });

/** Thumbnails a person can see and reach: the others are inert and hidden from assistive technology. */
const visibleThumbs = () =>
  screen.queryAllByRole('button', { name: /^Open screenshot/ }).map((b) => b.getAttribute('aria-label'));

describe('screenshot carousel', () => {
  it(`shows up to ${CAROUSEL_VISIBLE_IMAGES} screenshots without arrows`, () => {
    render(<ScreenshotCarousel screenshots={screenshotsFixture(3)} appName="Vital Signs" />);
    expect(visibleThumbs()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Previous screenshots' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next screenshots' })).not.toBeInTheDocument();
  });

  it('pages with the arrows when there are more than three', async () => {
    render(<ScreenshotCarousel screenshots={screenshotsFixture(5)} appName="Vital Signs" />);
    const previous = screen.getByRole('button', { name: 'Previous screenshots' });
    const next = screen.getByRole('button', { name: 'Next screenshots' });
    expect(visibleThumbs()).toEqual([1, 2, 3].map((n) => `Open screenshot ${n} of 5 full screen`));
    expect(previous).toBeDisabled();
    expect(screen.getByText('1–3 of 5')).toBeInTheDocument();

    await userEvent.click(next);
    expect(visibleThumbs()).toEqual([3, 4, 5].map((n) => `Open screenshot ${n} of 5 full screen`));
    expect(next).toBeDisabled();
    expect(screen.getByText('3–5 of 5')).toBeInTheDocument();

    await userEvent.click(previous);
    expect(visibleThumbs()).toEqual([1, 2, 3].map((n) => `Open screenshot ${n} of 5 full screen`));
  });

  it('uses the smaller rendition for thumbnails and the full image for wide screens', () => {
    render(<ScreenshotCarousel screenshots={screenshotsFixture(1)} appName="Vital Signs" />);
    const img = thumb(1, 1).querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/media/shot1-thumb.webp');
    expect(img.getAttribute('srcset')).toContain('/api/media/shot1.webp 1600w');
    expect(img).toHaveAttribute('alt', '');
  });

  it('moves between thumbnails with the arrow keys, paging as focus leaves the visible ones', async () => {
    render(<ScreenshotCarousel screenshots={screenshotsFixture(5)} appName="Vital Signs" />);
    thumb(1, 5).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb(3, 5)).toHaveFocus();
    expect(visibleThumbs()).toContain('Open screenshot 1 of 5 full screen');

    await userEvent.keyboard('{ArrowRight}');
    expect(thumb(4, 5)).toHaveFocus();
    expect(visibleThumbs()).toEqual([2, 3, 4].map((n) => `Open screenshot ${n} of 5 full screen`));

    await userEvent.keyboard('{End}');
    expect(thumb(5, 5)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(thumb(1, 5)).toHaveFocus();
    expect(visibleThumbs()).toEqual([1, 2, 3].map((n) => `Open screenshot ${n} of 5 full screen`));
  });

  it('moves a page with a swipe to the left or right, and a swipe does not open a screenshot', () => {
    render(<ScreenshotCarousel screenshots={screenshotsFixture(7)} appName="Vital Signs" />);
    const target = thumb(2, 7);
    fireEvent.pointerDown(target, { clientX: 300, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(target, { clientX: 180, clientY: 110, pointerType: 'touch' });
    fireEvent.click(target);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(visibleThumbs()).toEqual([4, 5, 6].map((n) => `Open screenshot ${n} of 7 full screen`));

    const again = thumb(5, 7);
    fireEvent.pointerDown(again, { clientX: 100, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(again, { clientX: 260, clientY: 90, pointerType: 'touch' });
    expect(visibleThumbs()).toEqual([1, 2, 3].map((n) => `Open screenshot ${n} of 7 full screen`));
  });

  it('ignores a short or mostly vertical movement', () => {
    render(<ScreenshotCarousel screenshots={screenshotsFixture(5)} appName="Vital Signs" />);
    const target = thumb(1, 5);
    fireEvent.pointerDown(target, { clientX: 300, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(target, { clientX: 280, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerDown(target, { clientX: 300, clientY: 100, pointerType: 'touch' });
    fireEvent.pointerUp(target, { clientX: 220, clientY: 300, pointerType: 'touch' });
    expect(visibleThumbs()).toEqual([1, 2, 3].map((n) => `Open screenshot ${n} of 5 full screen`));
  });

  it('opens a screenshot full screen, pages with the arrow keys, and Escape returns to its thumbnail', async () => {
    render(<ScreenshotCarousel screenshots={screenshotsFixture(5)} appName="Vital Signs" />);
    await userEvent.click(thumb(2, 5));
    // The full-screen view is a chunk of its own: it appears once that has loaded.
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot 2 of 5' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/api/media/shot2.webp');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Vital Signs, screenshot 2 of 5');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Screenshot 3 of 5' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Screenshot 5 of 5' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb(2, 5)).toHaveFocus();
  });

  it('closes the full-screen view with its Close button and with a click beside the image', async () => {
    render(<ScreenshotCarousel screenshots={screenshotsFixture(2)} appName="Vital Signs" />);
    await userEvent.click(thumb(1, 2));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb(1, 2)).toHaveFocus();

    await userEvent.click(thumb(2, 2));
    await userEvent.click(await screen.findByRole('button', { name: 'Next screenshot' }));
    expect(screen.getByRole('dialog', { name: 'Screenshot 1 of 2' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('figure'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb(2, 2)).toHaveFocus();
  });
});
