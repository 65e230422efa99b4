import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField, type FieldErrors, fieldIds, useFieldErrors } from './form-field';

type Field = 'name' | 'topics';

/** A form with a text field and a group whose focus target is its first box, in that order. */
const Form = ({ next, select = false, clearOne }: { next: FieldErrors<Field>; select?: boolean; clearOne?: Field }) => {
  const { errors, report, clear, fieldProps } = useFieldErrors({ name: 'name', topics: 'topic-first' });
  return (
    <form>
      <FormField id="name" label="Name" error={errors.name}>
        <input id="name" defaultValue="Ada" {...fieldProps('name')} />
      </FormField>
      <fieldset>
        <legend>Topics</legend>
        <input id="topic-first" type="checkbox" aria-label="First topic" />
      </fieldset>
      <p data-testid="topics-error">{errors.topics ?? ''}</p>
      <button type="button" onClick={() => report(next, { select })}>
        Check
      </button>
      <button type="button" onClick={() => clear(clearOne)}>
        Clear
      </button>
    </form>
  );
};

describe('useFieldErrors', () => {
  it("focuses the first field in error in the form's order, whatever the order of the errors reported", async () => {
    render(<Form next={{ topics: 'Pick one', name: 'Enter a name' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name');
    expect(screen.getByTestId('topics-error')).toHaveTextContent('Pick one');
  });

  it("focuses a group's own target, and selects a text field's content when asked", async () => {
    const { unmount } = render(<Form next={{ topics: 'Pick one' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByLabelText('First topic')).toHaveFocus());
    unmount();

    render(<Form next={{ name: 'Enter a name' }} select />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect([name.selectionStart, name.selectionEnd]).toEqual([0, 'Ada'.length]);
  });

  it('takes down one field, or every field, and a second report of the same field focuses it again', async () => {
    const { unmount } = render(<Form next={{ name: 'Enter a name', topics: 'Pick one' }} clearOne="topics" />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('topics-error')).toHaveTextContent('');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    unmount();

    render(<Form next={{ name: 'Enter a name' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
  });

  it('names fields by their own ids with fieldIds', () => {
    expect(fieldIds('admin-username', 'admin-password')).toEqual({ 'admin-username': 'admin-username', 'admin-password': 'admin-password' });
  });
});
