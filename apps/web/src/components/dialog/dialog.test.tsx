import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubDialogMethods } from '../../../test/dialog-stub.ts';
import { ConfirmDialog } from './dialog.tsx';

stubDialogMethods();

/** A button that asks in a ConfirmDialog (as the editor asks about unsaved edits), and says the answer. */
function Asker({ onAnswer }: { readonly onAnswer: (confirmed: boolean) => void }) {
  const [asking, setAsking] = useState(false);
  const answer = (confirmed: boolean): void => {
    setAsking(false);
    onAnswer(confirmed);
  };
  return (
    <>
      <button type="button" onClick={() => setAsking(true)}>
        Leave it
      </button>
      {asking ? (
        <ConfirmDialog
          title="Leave this step?"
          message="Your changes are not saved."
          confirmLabel="Leave"
          cancelLabel="Stay"
          danger
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      ) : null}
    </>
  );
}

function setup() {
  const onAnswer = vi.fn();
  render(<Asker onAnswer={onAnswer} />);
  return { onAnswer, user: userEvent.setup(), opener: screen.getByRole('button', { name: 'Leave it' }) };
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its question, focus on the safe button', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave this step?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAccessibleDescription('Your changes are not saved.');
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    // Outside the page's content (a portal to the body): a card or table row does not hold it.
    expect(dialog.parentElement).toBe(document.body);
  });

  it('confirms by click, closes and gives focus back', async () => {
    const { user, opener, onAnswer } = setup();
    await user.click(opener);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms with the keyboard: Tab to the confirm button, Enter', async () => {
    const { user, opener, onAnswer } = setup();
    await user.click(opener);
    await user.tab();
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('cancels with Stay, or with Escape (the dialog’s cancel event), and answers false', async () => {
    const { user, opener, onAnswer } = setup();
    await user.click(opener);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Stay' }));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(opener).toHaveFocus();

    await user.click(opener);
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('marks a destructive confirm button apart from a plain one', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const confirmButton = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave' });
    expect(confirmButton.className).toMatch(/dialogDanger/);
  });
});
