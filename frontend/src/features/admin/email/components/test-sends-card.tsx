import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { DRAFT_FREQUENCIES, type DraftFrequency } from '@contract/email.vocabulary';
import { toast } from '../../../../components/ui/use-toast';
import { ConfirmButton } from '../../shared/confirm-button';
import { IconCard } from '../../shared/icon-card';
import { toastFailure } from '../../shared/toast-failure';
import { useSendNewsletterNow } from '../api/send-newsletter-now';
import { TEST_SEND_FAILED } from '../schemas/email-texts';

const labels: Record<DraftFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/**
 * The spec's test buttons: send the earliest approved daily or weekly draft now, instead of at
 * 8 AM. They reach every eligible subscriber of that frequency, so each asks first.
 */
export const TestSendsCard = () => {
  const send = useSendNewsletterNow();
  const [result, setResult] = useState<{ frequency: DraftFrequency; message: string } | null>(null);

  const sendNow = (frequency: DraftFrequency) =>
    send.mutate(frequency, {
      onSuccess: ({ message }) => {
        setResult({ frequency, message });
        toast({ title: `${labels[frequency]} Email Test`, description: message });
      },
      onError: (error) => toastFailure(TEST_SEND_FAILED, error),
    });

  return (
    <IconCard icon={CalendarClock} title="Test daily and weekly sends" description="Sends the approved newsletter of that frequency now. A draft is sent once: a second test finds nothing to send.">
      <div className="flex flex-wrap gap-2">
        {DRAFT_FREQUENCIES.map((frequency) => (
          <ConfirmButton
            key={frequency}
            trigger={{ variant: 'outline', disabled: send.isPending }}
            title={`Send the ${frequency} newsletter now?`}
            description={`The earliest approved ${frequency} draft goes to every ${frequency} subscriber now, and will not be sent again at 8 AM.`}
            confirmLabel="Send Now"
            onConfirm={() => sendNow(frequency)}
          >
            {send.isPending && send.variables === frequency ? 'Sending...' : `Test ${labels[frequency]} Send`}
          </ConfirmButton>
        ))}
      </div>
      {result ? (
        <p role="status" aria-label="Test send result" className="rounded-md bg-gray-100 px-3 py-2 text-sm dark:bg-gray-800">
          <span className="font-medium">{labels[result.frequency]}:</span> {result.message}
        </p>
      ) : null}
    </IconCard>
  );
};
