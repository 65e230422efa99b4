import type { FormEvent } from 'react';
import { Send } from 'lucide-react';
import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { toast } from '../../../../components/ui/use-toast';
import { countOf } from '../../shared/count-of';
import { FormField, fieldIds, useFieldErrors } from '../../../../components/form-field';
import { ConfirmButton } from '../../shared/confirm-button';
import { IconCard } from '../../shared/icon-card';
import { useSelectedRecipients } from '../../shared/recipient-selection';
import type { CampaignSend } from '../hooks/use-campaign-send';
import { missingCampaignFields, noRecipients, sendQuestion } from '../schemas/email-texts';
import { manualCampaignWork } from '../stores/send-panels';
import { RecipientsSummary } from './recipients-summary';

const SUBJECT = 'campaign-subject';
const CONTENT = 'campaign-content';

type ManualCampaignCardProps = { campaign: CampaignSend };

/** Spec section 2, manual campaign: a subject and content to the recipients picked in the Subscribers tab. */
export const ManualCampaignCard = ({ campaign: { send, sending } }: ManualCampaignCardProps) => {
  const recipients = useSelectedRecipients();
  // In the session store, not component state: picking recipients in another tab must not lose the text.
  const { subject, content } = manualCampaignWork.useValue();
  const { errors, report, clear, fieldProps } = useFieldErrors(fieldIds(SUBJECT, CONTENT));
  const setSubject = (next: string) => {
    manualCampaignWork.update((work) => ({ ...work, subject: next }));
    clear(SUBJECT);
  };
  const setContent = (next: string) => {
    manualCampaignWork.update((work) => ({ ...work, content: next }));
    clear(CONTENT);
  };

  /** The checks before the question: missing text or recipients are said at once, without asking. */
  const ready = () => {
    if (subject.trim() === '' || content.trim() === '') {
      toast({ ...missingCampaignFields, variant: 'destructive' });
      report({
        ...(subject.trim() === '' ? { [SUBJECT]: 'Please enter a subject' } : {}),
        ...(content.trim() === '' ? { [CONTENT]: 'Please enter the content' } : {}),
      });
      return false;
    }
    if (recipients.size === 0) {
      toast({ ...noRecipients, variant: 'destructive' });
      return false;
    }
    return true;
  };
  // A successful send empties the form (forgetSentManualCampaign) and the picked recipients; a failed one keeps both.
  const sendCampaign = () => send({ subject, content, subscriberIds: [...recipients.keys()] });

  return (
    <IconCard icon={Send} title="Manual campaign" description="One email to the recipients you picked; each gets it once, with their own unsubscribe link.">
      {/* Enter in the subject clicks the submit button, which checks and asks: the form itself never sends. */}
      <form noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()} className="space-y-4">
        <fieldset disabled={sending !== null} className="space-y-4">
          <FormField id={SUBJECT} label="Subject" error={errors[SUBJECT]}>
            <Input id={SUBJECT} required value={subject} maxLength={EMAIL_LIMITS.subject} {...fieldProps(SUBJECT)} onChange={(event) => setSubject(event.target.value)} />
          </FormField>
          <FormField id={CONTENT} label="Content" error={errors[CONTENT]}>
            <Textarea
              id={CONTENT}
              required
              value={content}
              maxLength={EMAIL_LIMITS.content}
              rows={8}
              {...fieldProps(CONTENT, true)}
              onChange={(event) => setContent(event.target.value)}
            />
            <p id="campaign-content-hint" className="text-xs text-gray-600 dark:text-gray-400">
              Lines starting with # are headings, - starts a bullet, **bold** and *italic* work inside lines.
            </p>
          </FormField>
          <RecipientsSummary recipients={recipients} />
          <ConfirmButton
            trigger={{ type: 'submit' }}
            canAsk={ready}
            {...sendQuestion(subject, recipients.size)}
            onConfirm={sendCampaign}
          >
            <Send className="h-4 w-4" aria-hidden="true" />
            {sending ? 'Sending...' : recipients.size > 0 ? `Send to ${countOf(recipients.size, 'recipient')}` : 'Send Campaign'}
          </ConfirmButton>
        </fieldset>
      </form>
    </IconCard>
  );
};
