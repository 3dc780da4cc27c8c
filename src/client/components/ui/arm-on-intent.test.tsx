import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ArmOnIntent, type TArmedBy } from './arm-on-intent';

function Subject() {
  return (
    <ArmOnIntent fallback={<button type="button">Actions</button>}>
      {(armedBy: TArmedBy) => (
        <button type="button" data-real data-armed-by={armedBy}>
          Actions
        </button>
      )}
    </ArmOnIntent>
  );
}

const control = () => screen.getByRole('button', { name: 'Actions' });

describe('ArmOnIntent', () => {
  it('shows the look-alike until the control is reached for', () => {
    render(<Subject />);
    expect(control()).not.toHaveAttribute('data-real');
  });

  it('mounts the real control on hover', async () => {
    render(<Subject />);
    await userEvent.setup().hover(control());
    expect(control()).toHaveAttribute('data-armed-by', 'pointer');
  });

  it('mounts it on keyboard focus and gives it the focus', async () => {
    render(<Subject />);
    await userEvent.setup().tab();
    expect(control()).toHaveAttribute('data-armed-by', 'focus');
    expect(control()).toHaveFocus();
  });

  it('tells the real control to open when the click reached the look-alike first', () => {
    render(<Subject />);
    fireEvent.click(control());
    expect(control()).toHaveAttribute('data-armed-by', 'click');
  });
});
