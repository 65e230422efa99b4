import { useState, type FormEvent } from 'react';
import { Eye, FlaskConical, Send } from 'lucide-react';
import { emailSchema } from '@contract/fields';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { OptionSelect } from '../../../../components/ui/select';
import { toast } from '../../../../components/ui/use-toast';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { IconCard } from '../../shared/icon-card';
import { useSelectedRecipients } from '../../shared/recipient-selection';
import { toastFixedFailure } from '../../shared/toast-failure';
import { usePreviewPersonalizedEmail } from '../api/preview-personalized-email';
import { useSendPersonalizedTest } from '../api/send-personalized-test';
import { EMAIL_SENT, invalidTestAddress, missingTestAddress, noContent, previewFailed, sendOneFailed } from '../schemas/email-texts';
import { EmailFrame } from './email-frame';
import { RecipientsSummary } from './recipients-summary';

const TEST_ADDRESS = 'personalized-test-address';

/**
 * The personalized-emails tab: what one chosen subscriber would receive (written for their
 * frequency and interests, with their own manage and unsubscribe links), sent to a test address
 * instead of to them.
 */
export const PersonalizedEmailsPanel = () => {
  const recipients = useSelectedRecipients();
  const [chosen, setChosen] = useState<string | null>(null);
  const [testAddress, setTestAddress] = useState('');
  const preview = usePreviewPersonalizedEmail();
  const send = useSendPersonalizedTest();
  const { errors, report, clear, fieldProps } = useFieldErrors(fieldIds(TEST_ADDRESS));
  // The pick stays valid while it is still selected; otherwise the first selected subscriber.
  const subscriberId = chosen !== null && recipients.has(chosen) ? chosen : ([...recipients.keys()][0] ?? null);
  const options = [...recipients.values()].map((recipient) => ({ value: recipient.id, label: recipient.email }));
  // A preview belongs to one subscriber: another pick hides it until it is previewed again.
  const email = preview.data?.subscriberId === subscriberId ? preview.data : undefined;

  const previewFor = () => {
    if (subscriberId === null) return;
    preview.mutate(subscriberId, { onError: (error) => toastFixedFailure(previewFailed, error) });
  };

  const sendTest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email) {
      toast({ ...noContent, variant: 'destructive' });
      return;
    }
    if (testAddress.trim() === '') {
      toast({ ...missingTestAddress, variant: 'destructive' });
      report({ [TEST_ADDRESS]: missingTestAddress.description });
      return;
    }
    const to = emailSchema.safeParse(testAddress);
    if (!to.success) {
      toast({ ...invalidTestAddress, variant: 'destructive' });
      report({ [TEST_ADDRESS]: invalidTestAddress.description });
      return;
    }
    send.mutate(
      { subscriberId: email.subscriberId, to: to.data, subject: email.subject, content: email.content },
      {
        onSuccess: () => toast({ title: EMAIL_SENT, description: `${email.to}'s version of "${email.subject}" went to ${to.data}.` }),
        onError: (error) => toastFixedFailure(sendOneFailed, error),
      },
    );
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
      <IconCard icon={FlaskConical} title="Personalized email tester" description="Shows exactly what one subscriber would receive, with their interests and their own links, and sends it to a test address.">
        {subscriberId === null ? (
          <RecipientsSummary recipients={recipients} />
        ) : (
          <div className="space-y-2">
            <Label htmlFor="personalized-subscriber">Subscriber</Label>
            <OptionSelect id="personalized-subscriber" label="Subscriber" value={subscriberId} options={options} onChange={setChosen} />
            <p className="text-xs text-gray-600 dark:text-gray-400">One of the recipients picked in the Subscribers tab.</p>
          </div>
        )}
        <Button onClick={previewFor} disabled={subscriberId === null || preview.isPending}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          {preview.isPending ? 'Writing...' : 'Preview Their Email'}
        </Button>
        <form noValidate onSubmit={sendTest} className="space-y-3 border-t border-gray-200 pt-4 dark:border-gray-800">
          <FormField id={TEST_ADDRESS} label="Test address" error={errors[TEST_ADDRESS]}>
            <Input
              id={TEST_ADDRESS}
              type="email"
              autoComplete="email"
              required
              value={testAddress}
              maxLength={254}
              {...fieldProps(TEST_ADDRESS)}
              onChange={(event) => {
                setTestAddress(event.target.value);
                clear(TEST_ADDRESS);
              }}
            />
          </FormField>
          <Button type="submit" variant="outline" disabled={send.isPending} aria-describedby="test-links-warning">
            <Send className="h-4 w-4" aria-hidden="true" />
            {send.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
          {/* The test is the subscriber's real email (docs/api.md): its links carry their token. */}
          <p id="test-links-warning" className="text-xs text-gray-600 dark:text-gray-400">
            The test carries this subscriber&apos;s own links: whoever clicks them in the test inbox changes their preferences or unsubscribes them.
          </p>
        </form>
      </IconCard>
      <Card>
        <CardHeader>
          <CardTitle>{email ? email.subject : 'Their email'}</CardTitle>
          <CardDescription>{email ? `As ${email.to} would receive it: their interests, their manage and unsubscribe links.` : 'Preview a subscriber to see the email here.'}</CardDescription>
        </CardHeader>
        {email ? (
          <CardContent className="space-y-3">
            <EmailFrame html={email.html} title={`Personalized email for ${email.to}`} />
            <details className="rounded-md border border-gray-200 text-sm dark:border-gray-800">
              <summary className="cursor-pointer px-3 py-1.5 font-medium">Plain-text part</summary>
              <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words border-t border-gray-200 px-3 py-2 font-mono text-xs dark:border-gray-800">{email.text}</pre>
            </details>
          </CardContent>
        ) : null}
      </Card>
    </div>
  );
};
