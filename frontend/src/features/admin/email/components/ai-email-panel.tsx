import { Bot, Eye, Send } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/use-toast';
import { countOf } from '../../shared/count-of';
import { ConfirmButton } from '../../shared/confirm-button';
import { IconCard } from '../../shared/icon-card';
import { useSelectedRecipients } from '../../shared/recipient-selection';
import { isRunning, useCampaigns } from '../api/get-campaigns';
import { useCampaignSend } from '../hooks/use-campaign-send';
import { useEmailPreview } from '../hooks/use-email-preview';
import type { AiEmailValues } from '../schemas/ai-email-form';
import { noContent, noRecipients, selectInterests, sendQuestion } from '../schemas/email-texts';
import { aiEmailWork, forgetSentAiEmail } from '../stores/send-panels';
import { AiEmailFormFields } from './ai-email-form-fields';
import { CampaignProgress } from './campaign-progress';
import { EmailFrame } from './email-frame';
import { RecipientsSummary } from './recipients-summary';
import { writerLabel } from '../../shared/writer-label';

/** While this panel's send runs: its campaign (the newest running one with that subject) and its live bar. */
const SendProgress = ({ subject }: { subject: string }) => {
  // Polls while mounted: it shows only while the send call waits.
  const campaigns = useCampaigns(true);
  const campaign = campaigns.data?.find((candidate) => candidate.subject === subject && isRunning(candidate));
  return campaign ? <CampaignProgress campaign={campaign} /> : <p role="status">Starting the campaign...</p>;
};

/** Spec section 2, AI email writer: pick frequency, interests and a description, preview the AI's email, then send it to the chosen recipients. */
export const AiEmailPanel = () => {
  // The form and the preview live in the session store: picking recipients in another tab must not lose them.
  const { values, preview: email } = aiEmailWork.useValue();
  const setValues = (next: AiEmailValues) => aiEmailWork.update((work) => ({ ...work, values: next }));
  const recipients = useSelectedRecipients();
  const { preview, writing } = useEmailPreview((written) => aiEmailWork.update((work) => ({ ...work, preview: written })));
  const { send, sending } = useCampaignSend('ai-email', forgetSentAiEmail);

  const generate = () => {
    if (values.interests.length === 0) {
      toast({ ...selectInterests, variant: 'destructive' });
      return;
    }
    preview({ frequency: values.frequency, interests: values.interests, customInterests: values.description });
  };

  /** The checks before the question: no preview or no recipients are said at once, without asking. */
  const ready = () => {
    if (!email) {
      toast({ ...noContent, variant: 'destructive' });
      return false;
    }
    if (recipients.size === 0) {
      toast({ ...noRecipients, variant: 'destructive' });
      return false;
    }
    return true;
  };
  const sendEmail = () => {
    if (email) send({ subject: email.subject, content: email.content, subscriberIds: [...recipients.keys()] });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
      <IconCard icon={Bot} title="AI email writer" description="GPT-3.5 Turbo writes an email for the readers you describe. Preview it, then send it to the recipients you picked.">
        <AiEmailFormFields value={values} onChange={setValues} disabled={writing} />
        <Button onClick={generate} disabled={writing}>
          <Eye className="h-4 w-4" aria-hidden="true" />
          {writing ? 'Writing...' : 'Preview Email'}
        </Button>
      </IconCard>
      <Card>
        <CardHeader>
          <CardTitle>Preview and send</CardTitle>
          <CardDescription>{email ? `Written by ${writerLabel(email)}; shown as subscribers will see it.` : 'The AI-written email appears here after a preview.'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {email ? (
            <section aria-label="Email preview" className="space-y-3">
              <h3 className="text-lg font-semibold">{email.subject}</h3>
              {/* Rendered by the server with the newsletter's own layout; the footer's links point to the real pages for a sample address. */}
              <EmailFrame html={email.html} title={`Email preview: ${email.subject}`} />
            </section>
          ) : null}
          <RecipientsSummary recipients={recipients} />
          <ConfirmButton
            trigger={{ disabled: sending !== null }}
            canAsk={ready}
            {...sendQuestion(email?.subject ?? '', recipients.size)}
            onConfirm={sendEmail}
          >
            <Send className="h-4 w-4" aria-hidden="true" />
            {sending ? 'Sending...' : recipients.size > 0 ? `Send to ${countOf(recipients.size, 'recipient')}` : 'Send Email'}
          </ConfirmButton>
          {sending?.subject ? <SendProgress subject={sending.subject} /> : null}
        </CardContent>
      </Card>
    </div>
  );
};
