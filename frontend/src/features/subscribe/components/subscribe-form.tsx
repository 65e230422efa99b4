import { useState, type FormEvent } from 'react';
import { SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';
import { isAlreadySubscribed, useCreateSubscriber } from '../../../api/create-subscriber';
import { FrequencyRadios } from '../../../components/frequency-radios';
import { FormControls } from '../../../components/form-controls';
import { FieldError, FormField, invalidProps, useFieldErrors } from '../../../components/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useLinkCredentials } from '../../../lib/link-credentials';
import { trackConversion } from '../../../lib/tracking';
import { useFormToasts } from '../../../lib/use-form-toasts';
import { usePrefilledValue } from '../../../lib/use-prefilled-value';
import { usePreferencesRedirect } from '../../../lib/use-welcome-back';
import { refusedField } from '../../../lib/field-refusal';
import {
  emptySubscribeForm,
  SUBSCRIBE_FIELD_LABELS,
  subscribeFormProblem,
  subscribeFieldErrors,
  subscribeFormSchema,
  subscribeFrequencies,
  subscribeFrequencyLabels,
  type SubscribeFormValues,
} from '../schemas/subscribe-form.schema';
import type { UtmValues } from '../utils/utm';
import { firstInterestId, InterestPicker } from './interest-picker';

export const DEDICATED_PAGE_SOURCE = 'dedicated_page';

/** Where focus goes to correct each part, in the form's order. */
const FOCUS_TARGETS = { email: 'subscribe-email', interests: firstInterestId, customInterests: 'subscribe-custom-interests' };

type SubscribeFormProps = { utm: UtmValues; onSubscribed: () => void };

export const SubscribeForm = ({ utm, onSubscribed }: SubscribeFormProps) => {
  const [choices, setChoices] = useState<Omit<SubscribeFormValues, 'email'>>(emptySubscribeForm);
  // "Subscribe again" from an ended subscription's link brings its address (history state, not the URL).
  const [email, setEmail] = usePrefilledValue(useLinkCredentials().email ?? '');
  const values = { ...choices, email };
  const { problem, succeeded } = useFormToasts();
  const createSubscriber = useCreateSubscriber();
  const { welcomeBack } = usePreferencesRedirect();
  const submitting = createSubscriber.isPending;
  const { errors, report, clear } = useFieldErrors(FOCUS_TARGETS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = subscribeFormSchema.safeParse(values);
    if (!parsed.success) {
      problem(subscribeFormProblem(values));
      report(subscribeFieldErrors(values));
      return;
    }
    clear();
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
        // An address already on the list takes the 'Welcome back!' path of every signup form; any other failure reads as spec section 8 says,
        // and a field the server refused is marked with its reason.
        onError: (error) => {
          if (isAlreadySubscribed(error)) {
            welcomeBack(subscription.email, error);
            return;
          }
          problem({ title: 'Subscription Failed', description: 'Please try again or contact support.' });
          const refused = refusedField(error, SUBSCRIBE_FIELD_LABELS);
          if (refused) report({ [refused.field]: refused.message });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Subscribe to the newsletter">
      <FormControls className="space-y-6">
        {/* Read-only, not disabled, while sending: a disabled field would drop the focus of a visitor who pressed Enter in it. */}
        <FormField id="subscribe-email" label="Email address" error={errors.email}>
          <Input
            id="subscribe-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            value={values.email}
            readOnly={submitting}
            {...invalidProps('subscribe-email', errors.email)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FrequencyRadios
          name="subscribe-frequency"
          frequencies={subscribeFrequencies}
          labels={subscribeFrequencyLabels}
          value={values.frequency}
          disabled={submitting}
          onChange={(frequency) => setChoices({ ...choices, frequency })}
        />
        <InterestPicker selected={values.interests} disabled={submitting} error={errors.interests} onChange={(interests) => setChoices({ ...choices, interests })} />
        <div className="space-y-2">
          <Label htmlFor="subscribe-custom-interests">Anything else you want to hear about?</Label>
          <Textarea
            id="subscribe-custom-interests"
            maxLength={SUBSCRIBER_LIMITS.customInterests}
            placeholder="For example: AI tools for podcasters"
            value={values.customInterests}
            readOnly={submitting}
            {...invalidProps(FOCUS_TARGETS.customInterests, errors.customInterests)}
            onChange={(event) => setChoices({ ...choices, customInterests: event.target.value })}
          />
          <FieldError id={FOCUS_TARGETS.customInterests} error={errors.customInterests} />
        </div>
        <SubmitButton size="lg" className="w-full" pending={submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </SubmitButton>
      </FormControls>
    </form>
  );
};
