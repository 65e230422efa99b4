import { useState, type FormEvent } from 'react';
import { SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';
import { isAlreadySubscribed, useCreateSubscriber } from '../../../api/create-subscriber';
import { FrequencyRadios } from '../../../components/frequency-radios';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { trackConversion } from '../../../lib/tracking';
import { useFormToasts } from '../../../lib/use-form-toasts';
import { usePreferencesRedirect } from '../../../lib/use-welcome-back';
import {
  emptySubscribeForm,
  subscribeFormInvalid,
  subscribeFormSchema,
  subscribeFrequencies,
  subscribeFrequencyLabels,
  type SubscribeFormValues,
} from '../schemas/subscribe-form.schema';
import type { UtmValues } from '../utils/utm';
import { InterestPicker } from './interest-picker';

export const DEDICATED_PAGE_SOURCE = 'dedicated_page';

type SubscribeFormProps = { utm: UtmValues; onSubscribed: () => void };

export const SubscribeForm = ({ utm, onSubscribed }: SubscribeFormProps) => {
  const [values, setValues] = useState<SubscribeFormValues>(emptySubscribeForm);
  const { problem, succeeded } = useFormToasts();
  const createSubscriber = useCreateSubscriber();
  const { welcomeBack } = usePreferencesRedirect();
  const submitting = createSubscriber.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = subscribeFormSchema.safeParse(values);
    if (!parsed.success) {
      problem(subscribeFormInvalid);
      return;
    }
    const subscription = parsed.data;
    createSubscriber.mutate(
      {
        ...subscription,
        source: DEDICATED_PAGE_SOURCE,
        utmSource: utm.source ?? undefined,
        utmMedium: utm.medium ?? undefined,
        utmCampaign: utm.campaign ?? undefined,
      },
      {
        onSuccess: () => {
          succeeded();
          trackConversion('newsletter_signup', { interests: subscription.interests, source: DEDICATED_PAGE_SOURCE });
          onSubscribed();
        },
        // An address already on the list takes the 'Welcome back!' path of every signup form; any other failure reads as spec section 8 says.
        onError: (error) => {
          if (isAlreadySubscribed(error)) welcomeBack(subscription.email, error);
          else problem({ title: 'Subscription Failed', description: 'Please try again or contact support.' });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Subscribe to the newsletter">
      <div className="space-y-2">
        <Label htmlFor="subscribe-email">Email address</Label>
        <Input
          id="subscribe-email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          disabled={submitting}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
      </div>
      <FrequencyRadios
        name="subscribe-frequency"
        frequencies={subscribeFrequencies}
        labels={subscribeFrequencyLabels}
        value={values.frequency}
        disabled={submitting}
        onChange={(frequency) => setValues({ ...values, frequency })}
      />
      <InterestPicker selected={values.interests} disabled={submitting} onChange={(interests) => setValues({ ...values, interests })} />
      <div className="space-y-2">
        <Label htmlFor="subscribe-custom-interests">Anything else you want to hear about?</Label>
        <Textarea
          id="subscribe-custom-interests"
          maxLength={SUBSCRIBER_LIMITS.customInterests}
          placeholder="For example: AI tools for podcasters"
          value={values.customInterests}
          disabled={submitting}
          onChange={(event) => setValues({ ...values, customInterests: event.target.value })}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
};
