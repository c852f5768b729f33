import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubDialogMethods } from '../../../test/dialog-stub.ts';
import { useConfirm, type ConfirmOptions } from './dialog.tsx';

stubDialogMethods();

const OPTIONS: ConfirmOptions = {
  title: 'Delete app',
  message: 'Are you sure you want to delete this app?',
  confirmLabel: 'Delete',
  cancelLabel: 'Cancel',
  danger: true,
};

/** A button that asks, and shows what the answer was. */
function Asker({ onAnswer }: { readonly onAnswer: (confirmed: boolean) => void }) {
  const confirm = useConfirm();
  const [answers, setAnswers] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void confirm.ask(OPTIONS).then((ok) => {
            onAnswer(ok);
            setAnswers((n) => n + 1);
          })
        }
      >
        Delete it
      </button>
      <p>answers: {answers}</p>
      {confirm.dialog}
    </>
  );
}

function setup() {
  const onAnswer = vi.fn();
  render(<Asker onAnswer={onAnswer} />);
  return { onAnswer, user: userEvent.setup(), opener: screen.getByRole('button', { name: 'Delete it' }) };
}

describe('ConfirmDialog (useConfirm)', () => {
  it('is an alertdialog named by its title and described by its question, focus on the safe button', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete app' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this app?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Outside the page's content (a portal to the body): a card or table row does not hold it.
    expect(dialog.parentElement).toBe(document.body);
  });

  it('confirms by click, closes and gives focus back', async () => {
    const { user, opener, onAnswer } = setup();
    await user.click(opener);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms with the keyboard: Tab to the confirm button, Enter', async () => {
    const { user, opener, onAnswer } = setup();
    await user.click(opener);
    await user.tab();
    expect(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('cancels with Cancel, or with Escape (the dialog’s cancel event), and answers false', async () => {
    const { user, opener, onAnswer } = setup();
    await user.click(opener);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
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
    const confirmButton = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' });
    expect(confirmButton.className).toMatch(/dialogDanger/);
  });
});
