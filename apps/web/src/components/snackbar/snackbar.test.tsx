import { SNACKBAR_ANIMATION_MS, SNACKBAR_FAILURE_MS, SNACKBAR_SUCCESS_MS } from '@showroom/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { SnackbarProvider, useSnackbar, type SnackbarInput } from './index.ts';

function Trigger({ message }: { message: SnackbarInput }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show(message)}>
      Show
    </button>
  );
}

const renderWith = (message: SnackbarInput) =>
  render(
    <SnackbarProvider>
      <Trigger message={message} />
    </SnackbarProvider>,
  );

const advance = (ms: number): void =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success message politely for 4000 ms, then slides it out in 200 ms', () => {
    renderWith({ text: 'Your app was submitted', type: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your app was submitted');
    advance(SNACKBAR_SUCCESS_MS - 1);
    expect(screen.getByText('Your app was submitted')).toBeInTheDocument();
    advance(1);
    advance(SNACKBAR_ANIMATION_MS);
    expect(screen.queryByText('Your app was submitted')).not.toBeInTheDocument();
  });

  it('shows a failure message as an alert for 8000 ms', () => {
    renderWith({ text: 'There was an error creating your app.', type: 'failure' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error creating your app.');
    advance(SNACKBAR_SUCCESS_MS + SNACKBAR_ANIMATION_MS);
    expect(screen.getByText('There was an error creating your app.')).toBeInTheDocument();
    advance(SNACKBAR_FAILURE_MS - SNACKBAR_SUCCESS_MS - 1);
    expect(screen.getByText('There was an error creating your app.')).toBeInTheDocument();
    advance(1);
    advance(SNACKBAR_ANIMATION_MS);
    expect(screen.queryByText('There was an error creating your app.')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    renderWith({ text: 'Vendor was approved', type: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    advance(SNACKBAR_ANIMATION_MS);
    expect(screen.queryByText('Vendor was approved')).not.toBeInTheDocument();
  });

  it('replaces the current message with a new one, which gets its full time', () => {
    renderWith({ text: 'App was approved', type: 'success' });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    advance(3000);
    expect(screen.getByText('App was approved')).toBeInTheDocument();
    advance(1000);
    advance(SNACKBAR_ANIMATION_MS);
    expect(screen.queryByText('App was approved')).not.toBeInTheDocument();
  });
});
