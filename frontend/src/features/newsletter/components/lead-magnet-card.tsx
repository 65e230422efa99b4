import { useState, type FormEvent } from 'react';
import { GUIDE_DOWNLOAD } from '@contract/catalogue.vocabulary';
import { CheckCircle, Download, Gift } from 'lucide-react';
import { signupToken, type SubscriberSource } from '../../../api/create-subscriber';
import { FormControls } from '../../../components/form-controls';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { useToast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { trackConversion } from '../../../lib/tracking';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { LEAD_MAGNET_INTERESTS, useRequestLeadMagnet } from '../api/request-lead-magnet';

/** Only what the PDF holds (the guide PDF's spec checks each item against the document). */
export const GUIDE_CONTENTS = GUIDE_DOWNLOAD.contents;

/** Replaces the form: announced, and its heading takes the focus the form's button had. */
const GuideSent = ({ email }: { email: string }) => {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div role="status" className="rounded-lg bg-green-50 p-6 text-center dark:bg-green-950">
      <CheckCircle className="mx-auto mb-2 h-10 w-10 text-green-600" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">Guide Sent Successfully!</h3>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        We've sent the guide to <strong>{email}</strong>. Check your inbox (and spam folder) in the next few minutes.
      </p>
    </div>
  );
};

type LeadMagnetCardProps = { source?: SubscriberSource };

export const LeadMagnetCard = ({ source = 'lead_magnet' }: LeadMagnetCardProps) => {
  const [email, setEmail] = useState('');
  const [deliveredTo, setDeliveredTo] = useState<string | null>(null);
  const { toast } = useToast();
  const mutation = useRequestLeadMagnet();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email || mutation.isPending) return;
    try {
      const answer = await mutation.mutateAsync({ email, source });
      // An address already on the list is mailed the guide again: that is no new signup to report.
      if (signupToken(answer) !== null) trackConversion('newsletter_signup', { interests: LEAD_MAGNET_INTERESTS, source });
      setDeliveredTo(email);
      toast({ title: 'Success!', description: 'Check your email for the Ultimate AI Tools Guide download link.' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to send guide. Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Card className="mx-auto max-w-2xl border-2 border-indigo-200 dark:border-indigo-900">
      <CardHeader className="text-center">
        <Gift className="mx-auto h-10 w-10 text-indigo-600" aria-hidden="true" />
        <CardTitle className="text-2xl">{GUIDE_DOWNLOAD.title}</CardTitle>
        <CardDescription>Our curated AI tools guide as a free PDF, emailed to you with a download link.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="What's inside the guide" className="mb-6 grid gap-2 sm:grid-cols-2">
          {GUIDE_CONTENTS.map((item) => (
            <li key={item} className="flex items-start gap-2 text-sm">
              <CheckCircle className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        {deliveredTo ? (
          <GuideSent email={deliveredTo} />
        ) : (
          <form onSubmit={handleSubmit}>
            <FormControls className="flex flex-col gap-3 sm:flex-row">
              <Input type="email" required aria-label="Email for the guide" placeholder="Enter your email" value={email} onChange={(event) => setEmail(event.target.value)} readOnly={mutation.isPending} />
              <SubmitButton pending={mutation.isPending} className="shrink-0">
                <Download className="h-4 w-4" aria-hidden="true" />
                {mutation.isPending ? 'Sending Guide...' : 'Get Free Guide'}
              </SubmitButton>
            </FormControls>
          </form>
        )}
      </CardContent>
    </Card>
  );
};
