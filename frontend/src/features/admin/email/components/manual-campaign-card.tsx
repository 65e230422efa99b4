import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { countOf } from '../../shared/count-of';
import { IconCard } from '../../shared/icon-card';
import { useSelectedRecipients } from '../../shared/recipient-selection';
import { toastFailure } from '../../shared/toast-failure';
import type { useSendCampaign } from '../api/send-campaign';
import { missingCampaignFields, noRecipients, sendFailed } from '../schemas/email-texts';
import { sendOutcome } from '../utils/send-outcome';
import { RecipientsSummary } from './recipients-summary';

type ManualCampaignCardProps = { send: ReturnType<typeof useSendCampaign> };

/** Spec section 2, manual campaign: a subject and content to the recipients picked in the Subscribers tab. */
export const ManualCampaignCard = ({ send }: ManualCampaignCardProps) => {
  const recipients = useSelectedRecipients();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subject.trim() === '' || content.trim() === '') {
      toast({ ...missingCampaignFields, variant: 'destructive' });
      return;
    }
    if (recipients.size === 0) {
      toast({ ...noRecipients, variant: 'destructive' });
      return;
    }
    send.mutate(
      { subject, content, subscriberIds: [...recipients.keys()] },
      {
        onSuccess: (answer) => {
          setSubject('');
          setContent('');
          toast(sendOutcome(answer));
        },
        onError: (error) => toastFailure(sendFailed.title, error, sendFailed.description),
      },
    );
  };

  return (
    <IconCard icon={Send} title="Manual campaign" description="One email to the recipients you picked; each gets it once, with their own unsubscribe link.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset disabled={send.isPending} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor="campaign-subject">Subject</Label>
            <Input id="campaign-subject" value={subject} maxLength={EMAIL_LIMITS.subject} onChange={(event) => setSubject(event.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="campaign-content">Content</Label>
            <Textarea
              id="campaign-content"
              value={content}
              maxLength={EMAIL_LIMITS.content}
              rows={8}
              aria-describedby="campaign-content-hint"
              onChange={(event) => setContent(event.target.value)}
            />
            <p id="campaign-content-hint" className="text-xs text-gray-600 dark:text-gray-400">
              Lines starting with # are headings, - starts a bullet, **bold** and *italic* work inside lines.
            </p>
          </div>
          <RecipientsSummary recipients={recipients} />
          <Button type="submit">
            <Send className="h-4 w-4" aria-hidden="true" />
            {send.isPending ? 'Sending...' : recipients.size > 0 ? `Send to ${countOf(recipients.size, 'recipient')}` : 'Send Campaign'}
          </Button>
        </fieldset>
      </form>
    </IconCard>
  );
};
