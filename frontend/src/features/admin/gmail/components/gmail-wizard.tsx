import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/use-toast';
import { GMAIL_CHECK_MINUTES, GMAIL_TEXTS, type GmailStep } from '@contract/gmail.vocabulary';
import { ConfirmButton } from '../../shared/confirm-button';
import { formatDateTime } from '../../shared/format-date-time';
import { toastFailure } from '../../shared/toast-failure';
import { useConfirmGmailStep } from '../api/confirm-gmail-step';
import { useDisconnectGmail } from '../api/disconnect-gmail';
import { type GmailStatus, gmailStatusQueryOptions } from '../api/get-gmail-status';
import { useTestGmailConnection } from '../api/test-gmail-connection';
import { useAuthorizationPopup } from '../hooks/use-authorization-popup';
import { useGmailAuthorized } from '../hooks/use-gmail-authorized';
import { InboxCheck } from './inbox-check';
import { stepState, WizardStep } from './wizard-step';

export const STEP_TITLES: Record<GmailStep, string> = {
  1: 'Forward the contact address to Gmail',
  2: 'Authorize Gmail access',
  3: 'Confirm the refresh token',
  4: 'Test the connection',
  5: 'Done: mail is read into Contact messages',
};

export const CONFIRM_FAILED = { forwarding: 'Could not mark forwarding complete', token: 'Refresh token not stored yet' } as const;
export const DISCONNECT_FAILED = 'Failed to disconnect Gmail';

const muted = 'text-sm text-gray-600 dark:text-gray-400';

/**
 * The five steps (operator-area.md section 4), each button enabled only at its own step. The step
 * reached comes from the server, so it survives a reload; only "the popup is open" (2 to 3) lives
 * here, until the server holds the token. When a step moves on, focus follows to the new step.
 */
export const GmailWizard = ({ status }: { status: GmailStatus }) => {
  const queryClient = useQueryClient();
  const [popupOpened, setPopupOpened] = useState(false);
  useGmailAuthorized(() => void queryClient.invalidateQueries({ queryKey: gmailStatusQueryOptions().queryKey }));
  const step: GmailStep = status.step === 2 && popupOpened ? 3 : status.step;
  const confirm = useConfirmGmailStep();
  const popup = useAuthorizationPopup(() => setPopupOpened(true));
  const test = useTestGmailConnection();
  const disconnect = useDisconnectGmail();
  const current = useFocusOnStepChange(step);
  const state = (number: GmailStep) => stepState(number, step);
  const confirmStep = (which: 'forwarding' | 'token') => confirm.mutate(which, { onError: (error) => toastFailure(CONFIRM_FAILED[which], error) });
  const runTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ success, message }) => (success ? undefined : toast({ title: GMAIL_TEXTS.testFailed, description: message, variant: 'destructive' })),
      onError: (error) => toastFailure(GMAIL_TEXTS.testFailed, error),
    });
  const { connection, lastTest } = status;
  return (
    <div className="space-y-4">
      <p className="sr-only" role="status">{`Step ${step} of 5: ${STEP_TITLES[step]}`}</p>
      <ol aria-label="Gmail forwarding steps" className="space-y-3" ref={current}>
        <WizardStep number={1} title={STEP_TITLES[1]} state={state(1)}>
          <p className={muted}>
            In the mail settings of {status.contactAddress ?? 'the contact address'}, forward every mail to the Gmail mailbox you will authorize, keeping the original sender. Gmail then files it under{' '}
            {status.label}, where the check reads it.
          </p>
          <Button onClick={() => confirmStep('forwarding')} disabled={step !== 1 || confirm.isPending}>
            Mark Complete
          </Button>
        </WizardStep>
        <WizardStep number={2} title={STEP_TITLES[2]} state={state(2)}>
          <p className={muted}>
            Opens Google&apos;s consent page in a popup: sign in to that mailbox and allow read-only access. The OAuth client must list <code className="break-all">{status.redirectUri}</code> as an
            authorized redirect URI.
          </p>
          <Button onClick={popup.open} disabled={step !== 2 || popup.opening}>
            {popup.opening ? 'Opening...' : 'Authorize Gmail'}
          </Button>
        </WizardStep>
        <WizardStep number={3} title={STEP_TITLES[3]} state={state(3)}>
          <p className={muted}>
            {connection
              ? `Google returned a refresh token for ${connection.account ?? 'the mailbox'}. The server stores it sealed and never shows it.`
              : 'Google hands the refresh token to the server, which stores it sealed and never shows it. Confirm once the popup says Gmail is connected.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => confirmStep('token')} disabled={step !== 3 || confirm.isPending}>
              Added Refresh Token
            </Button>
            {step === 3 && !connection ? (
              <Button variant="outline" onClick={() => setPopupOpened(false)}>
                Back to Step 2
              </Button>
            ) : null}
          </div>
        </WizardStep>
        <WizardStep number={4} title={STEP_TITLES[4]} state={state(4)}>
          <p className={muted}>Asks Google for a fresh access token with the stored refresh token and reads the mailbox&apos;s profile.</p>
          <Button onClick={runTest} disabled={step !== 4 || test.isPending}>
            {test.isPending ? 'Testing...' : 'Test Connection'}
          </Button>
          {lastTest ? (
            <p className={lastTest.success ? 'text-sm text-emerald-800 dark:text-emerald-300' : 'text-sm text-red-700 dark:text-red-400'}>
              {lastTest.success ? 'Passed' : 'Failed'} {formatDateTime(lastTest.testedAt)}: {lastTest.message}
            </p>
          ) : null}
        </WizardStep>
        <WizardStep number={5} title={STEP_TITLES[5]} state={state(5)}>
          {step === 5 ? <InboxCheck status={status} /> : <p className={muted}>Every {GMAIL_CHECK_MINUTES} minutes once the connection test has passed.</p>}
        </WizardStep>
      </ol>
      {connection ? (
        <ConfirmButton
          trigger={{ variant: 'outline', disabled: disconnect.isPending }}
          title="Disconnect Gmail?"
          description="The refresh token is revoked at Google and its key destroyed here, so it can never be read again. Mail is no longer read until Gmail is authorized again."
          confirmLabel="Disconnect"
          onConfirm={() => disconnect.mutate(undefined, { onSuccess: () => setPopupOpened(false), onError: (error) => toastFailure(DISCONNECT_FAILED, error) })}
        >
          Disconnect Gmail
        </ConfirmButton>
      ) : null}
    </div>
  );
};

/**
 * The button just used is disabled once its step is done: focus moves to the new current step's
 * heading rather than falling back to the page (not on the first render, and not if the admin has
 * moved focus somewhere that still works).
 */
const useFocusOnStepChange = (step: GmailStep) => {
  const list = useRef<HTMLOListElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const active = document.activeElement;
    const stranded = !active || active === document.body || (active instanceof HTMLButtonElement && active.disabled) || !active.isConnected;
    const heading = list.current?.querySelector<HTMLElement>('[aria-current="step"] h4');
    if (stranded && heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [step]);
  return list;
};
