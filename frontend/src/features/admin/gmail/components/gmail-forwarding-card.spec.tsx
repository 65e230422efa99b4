import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GMAIL_AUTHORIZED_MESSAGE, GMAIL_TEXTS } from '@contract/gmail.vocabulary';
import { GMAIL_ACCOUNT, NOT_CONFIGURED } from '../../../../testing/builders/gmail';
import { renderWithProviders } from '../../../../testing/render';
import { AUTH_URL, CHECKED, PASSED, REFUSED, serveGmail } from '../../../../testing/serve-gmail';
import { findToast } from '../../../../testing/toasts';
import { POPUP_BLOCKED } from '../hooks/use-authorization-popup';
import { GmailForwardingCard } from './gmail-forwarding-card';
import { CONFIRM_FAILED, STEP_TITLES } from './gmail-wizard';

const STEP_BUTTONS = ['Mark Complete', 'Authorize Gmail', 'Added Refresh Token', 'Test Connection'] as const;

/** The popup the wizard opens: where it was sent, and whether it was closed. */
type FakePopup = { location: { href: string }; close: () => void };
let popup: FakePopup;
let open: jest.Mock<(url?: string, target?: string, features?: string) => FakePopup | null>;
beforeEach(() => {
  popup = { location: { href: '' }, close: jest.fn() };
  open = jest.fn(() => popup);
  Object.assign(window, { open });
});
afterEach(() => {
  jest.restoreAllMocks();
});

const button = (name: string) => screen.getByRole('button', { name });

/** The step reached, read as the admin's assistive technology reads it, and the one wizard button it enables. */
const expectAtStep = async (step: 1 | 2 | 3 | 4 | 5) => {
  await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(`Step ${step}: ${STEP_TITLES[step]}`));
  expect(screen.getByText(`Step ${step} of 5: ${STEP_TITLES[step]}`)).toBeInTheDocument();
  STEP_BUTTONS.forEach((name, index) => expect({ name, enabled: !(button(name) as HTMLButtonElement).disabled }).toEqual({ name, enabled: index + 1 === step }));
  if (step === 5) expect(button('Check Emails Now')).toBeEnabled();
  else expect(screen.queryByRole('button', { name: 'Check Emails Now' })).toBeNull();
};

const authorizedByPopup = (origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: GMAIL_AUTHORIZED_MESSAGE.type }, origin }));
  });

describe('GmailForwardingCard', () => {
  it('says what to set while Gmail is not configured, and shows the server refusing the authorization', async () => {
    serveGmail({ configured: false });
    const { user } = renderWithProviders(<GmailForwardingCard />);
    expect(await screen.findByText(`${NOT_CONFIGURED}, then restart the app.`)).toBeInTheDocument();
    await expectAtStep(1);
    await user.click(button('Mark Complete'));
    await expectAtStep(2);
    await user.click(button('Authorize Gmail'));
    const toast = await findToast(GMAIL_TEXTS.authUrlFailed);
    expect(within(toast).getByText(NOT_CONFIGURED)).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    await expectAtStep(2);
  });

  it('walks the five steps, each button enabled only at its own step', async () => {
    const gmail = serveGmail();
    const { user } = renderWithProviders(<GmailForwardingCard />);
    await expectAtStep(1);
    expect(screen.getByText(/In the mail settings of hello@navigator\.example, forward every mail/)).toBeInTheDocument();
    await user.click(button('Mark Complete'));
    await expectAtStep(2);
    expect(screen.getByText('http://localhost:3000/api/gmail/callback')).toBeInTheDocument();

    await user.click(button('Authorize Gmail'));
    await expectAtStep(3);
    // Opened in the click itself, then sent to Google's consent page.
    expect(open).toHaveBeenCalledWith('', expect.any(String), expect.stringContaining('popup'));
    expect(popup.location.href).toBe(AUTH_URL);

    // Before Google sent the popup back, the server holds no token.
    await user.click(button('Added Refresh Token'));
    expect(within(await findToast(CONFIRM_FAILED.token)).getByText(GMAIL_TEXTS.noTokenYet)).toBeInTheDocument();
    gmail.authorize();
    authorizedByPopup();
    expect(await screen.findByText(`Google returned a refresh token for ${GMAIL_ACCOUNT}. The server stores it sealed and never shows it.`)).toBeInTheDocument();
    await user.click(button('Added Refresh Token'));
    await expectAtStep(4);

    await user.click(button('Test Connection'));
    await expectAtStep(5);
    expect(screen.getByText(new RegExp(`^Passed .*: ${PASSED}$`))).toBeInTheDocument();

    await user.click(button('Check Emails Now'));
    const result = await screen.findByRole('region', { name: 'Check result' });
    expect(within(result).getByText(CHECKED.message)).toBeInTheDocument();
    expect(within(result).getByText('Stored').nextSibling).toHaveTextContent('2');
    const lastCheck = screen.getByRole('region', { name: 'Last check' });
    await waitFor(() => expect(lastCheck).toHaveTextContent('by operator'));
    expect(within(lastCheck).getByText('succeeded')).toBeInTheDocument();
    expect(gmail.calls).toEqual([
      'POST /api/gmail/forwarding-complete',
      'GET /api/gmail/auth-url',
      'POST /api/gmail/token-confirmed',
      'POST /api/gmail/token-confirmed',
      'GET /api/gmail/test',
      'POST /api/gmail/check-emails',
    ]);
  });

  it('moves focus to the next step when the button just used is disabled', async () => {
    serveGmail();
    const { user } = renderWithProviders(<GmailForwardingCard />);
    await user.click(await screen.findByRole('button', { name: 'Mark Complete' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Step 2: Authorize Gmail access/ })).toHaveFocus());
  });

  it('shows the step reached from the server after a reload', async () => {
    serveGmail({ start: { step: 4, forwarding: { confirmedAt: '2025-06-02T09:00:00.000Z', operator: 'operator' }, connection: { account: GMAIL_ACCOUNT, connectedAt: '2025-06-02T09:10:00.000Z', operator: 'operator', tokenConfirmed: true } } });
    const first = renderWithProviders(<GmailForwardingCard />);
    await expectAtStep(4);
    first.unmount();
    renderWithProviders(<GmailForwardingCard />);
    await expectAtStep(4);
  });

  it("shows 'Failed to test connection' with Google's refusal and stays at step 4", async () => {
    const gmail = serveGmail({ start: { step: 4, connection: { account: GMAIL_ACCOUNT, connectedAt: '2025-06-02T09:10:00.000Z', operator: 'operator', tokenConfirmed: true } } });
    gmail.controls.testPasses = false;
    const { user } = renderWithProviders(<GmailForwardingCard />);
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(within(await findToast(GMAIL_TEXTS.testFailed)).getByText(REFUSED)).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`^Failed .*: ${REFUSED.replace(/[().]/g, '\\$&')}$`))).toBeInTheDocument();
    await expectAtStep(4);
  });

  it("shows 'Failed to check emails' with the server's reason", async () => {
    serveGmail({ start: { step: 5, connection: null } });
    const { user } = renderWithProviders(<GmailForwardingCard />);
    await user.click(await screen.findByRole('button', { name: 'Check Emails Now' }));
    expect(within(await findToast(GMAIL_TEXTS.checkFailed)).getByText(GMAIL_TEXTS.notConnected)).toBeInTheDocument();
  });

  it("reads the state again on the popup's message from this origin only", async () => {
    const gmail = serveGmail({ start: { step: 2, forwarding: { confirmedAt: '2025-06-02T09:00:00.000Z', operator: 'operator' } } });
    const { user } = renderWithProviders(<GmailForwardingCard />);
    await user.click(await screen.findByRole('button', { name: 'Authorize Gmail' }));
    await expectAtStep(3);
    gmail.authorize();
    authorizedByPopup('https://elsewhere.example');
    authorizedByPopup();
    expect(await screen.findByText(/^Google returned a refresh token for/)).toBeInTheDocument();
    expect(gmail.statusReads()).toBe(2);
  });

  it('says so when the popup is blocked, and stays at step 2', async () => {
    serveGmail({ start: { step: 2, forwarding: { confirmedAt: '2025-06-02T09:00:00.000Z', operator: 'operator' } } });
    open.mockReturnValue(null);
    const { user } = renderWithProviders(<GmailForwardingCard />);
    await user.click(await screen.findByRole('button', { name: 'Authorize Gmail' }));
    expect(within(await findToast(POPUP_BLOCKED.title)).getByText(POPUP_BLOCKED.description)).toBeInTheDocument();
    await expectAtStep(2);
  });

  it('disconnects after asking, back to step 2', async () => {
    serveGmail({
      start: { step: 5, forwarding: { confirmedAt: '2025-06-02T09:00:00.000Z', operator: 'operator' }, connection: { account: GMAIL_ACCOUNT, connectedAt: '2025-06-02T09:10:00.000Z', operator: 'operator', tokenConfirmed: true } },
    });
    const { user } = renderWithProviders(<GmailForwardingCard />);
    await user.click(await screen.findByRole('button', { name: 'Disconnect Gmail' }));
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await expectAtStep(2);
    expect(screen.queryByRole('button', { name: 'Disconnect Gmail' })).toBeNull();
  });
});
