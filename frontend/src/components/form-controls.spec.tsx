import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { FormControls } from './form-controls';

const Form = () => {
  const [email, setEmail] = useState('');
  return (
    <form>
      <FormControls className="space-y-4">
        <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Send</button>
      </FormControls>
    </form>
  );
};

describe('FormControls', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it("disables the form's fields and submit in the server's HTML, and enables them once hydrated", async () => {
    const html = renderToString(<Form />);
    expect(html).toMatch(/^<form><fieldset disabled="" class="min-w-0 space-y-4">/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await act(async () => {
      root = hydrateRoot(container, <Form />);
    });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  });
});
