import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { useDialogHistory } from './use-dialog-history';

/**
 * The popstate events that reached the listeners of the bubbling phase, where react-router listens:
 * one that is missing here was never heard by the router. The event is dispatched to every listener
 * before the dialog it closes re-renders, so the list is complete once the dialog is gone.
 */
const heardByRouter: string[] = [];
const hear = () => heardByRouter.push(window.location.pathname);
beforeEach(() => {
  heardByRouter.length = 0;
  window.addEventListener('popstate', hear);
});
afterEach(() => window.removeEventListener('popstate', hear));

let closes = 0;

const DialogPage = () => {
  const [open, setOpen] = useState(false);
  useDialogHistory(open, () => {
    closes += 1;
    setOpen(false);
  });
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <div role="dialog" aria-label="Details">
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      ) : null}
    </div>
  );
};

/** The page under test at /page, reached by a link from /start, as a visitor arrives. */
const renderDialogPage = async () => {
  closes = 0;
  window.history.replaceState(null, '', '/start');
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/start" element={<Link to="/page">To the page</Link>} />
        <Route path="/page" element={<DialogPage />} />
      </Routes>
    </BrowserRouter>,
  );
  await user.click(screen.getByRole('link', { name: 'To the page' }));
  await screen.findByRole('button', { name: 'Open' });
  return { user, entriesOnPage: window.history.length };
};

const back = () => act(() => window.history.back());

describe('useDialogHistory', () => {
  it("gives an open dialog an entry of its own, which Back leaves: the dialog closes, the page stays and the router hears nothing", async () => {
    const { user, entriesOnPage } = await renderDialogPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.history.length).toBe(entriesOnPage + 1);
    expect(window.location.pathname).toBe('/page');

    back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closes).toBe(1);
    expect(window.location.pathname).toBe('/page');
    expect(heardByRouter).toEqual([]);

    // The next Back leaves the page, as it would have without the dialog.
    back();
    expect(await screen.findByRole('link', { name: 'To the page' })).toBeInTheDocument();
  });

  it('takes its entry back when closed by its own controls, so that the next Back leaves the page', async () => {
    const { user } = await renderDialogPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.history.state).not.toHaveProperty('dialog'));
    expect(heardByRouter).toEqual([]);
    expect(closes).toBe(0);

    back();
    expect(await screen.findByRole('link', { name: 'To the page' })).toBeInTheDocument();
  });

  it('keeps what was written into the address bar while it was open (a conversion)', async () => {
    const { user } = await renderDialogPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    window.history.replaceState(window.history.state, '', '/page?conversion=tool_click');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(window.history.state).not.toHaveProperty('dialog'));
    expect(window.location.search).toBe('?conversion=tool_click');
  });

  it('opened again while its last entry is still being taken back, waits for that and then takes a new one', async () => {
    const { user } = await renderDialogPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(window.history.state).toHaveProperty('dialog'));

    back();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/page');
    back();
    expect(await screen.findByRole('link', { name: 'To the page' })).toBeInTheDocument();
  });
});
