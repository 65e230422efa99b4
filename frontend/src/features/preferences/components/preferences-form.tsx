import { useState, type FormEvent } from 'react';
import { preferencesInterest, SUBSCRIBER_LIMITS } from '@contract/subscribers.vocabulary';
import { FrequencyRadios } from '../../../components/frequency-radios';
import { describedBy, useFieldErrors } from '../../../components/form-field';
import { FormControls } from '../../../components/form-controls';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { trackConversion } from '../../../lib/tracking';
import { useFormToasts } from '../../../lib/use-form-toasts';
import { useUpdateSubscriberPreferences } from '../api/update-subscriber-preferences';
import {
  preferenceFrequencies,
  preferenceFrequencyLabels,
  PREFERENCES_INTERESTS_MISSING,
  preferencesFormInvalid,
  preferencesFormSchema,
  type PreferencesFormValues,
} from '../schemas/preferences-form.schema';
import { FIRST_INTEREST_ID, INTEREST_CHECKLIST_ID, InterestChecklist } from './interest-checklist';
import { InterestListBoundary } from './interest-list-boundary';

const DESCRIPTION_ID = 'preferences-description';
/** Focus goes to the first interest box to correct a form with neither an interest nor a description. */
const FOCUS_TARGETS = { interests: FIRST_INTEREST_ID };

type PreferencesFormProps = {
  initialValues: PreferencesFormValues;
  token: string | null;
  onSaved: () => void;
  /** The server refused the link (expired, or replaced by a newer subscription): the page offers a new one. */
  onLinkRefused: () => void;
};

export const PreferencesForm = ({ initialValues, token, onSaved, onLinkRefused }: PreferencesFormProps) => {
  // Ids of the subscribe page become the display names this page stores (spec section 3): one checkbox per interest.
  const [values, setValues] = useState<PreferencesFormValues>(() => ({
    ...initialValues,
    interests: [...new Set(initialValues.interests.map(preferencesInterest))],
  }));
  const updatePreferences = useUpdateSubscriberPreferences();
  const { problem, succeeded } = useFormToasts();
  const saving = updatePreferences.isPending;
  const { errors, report, clear } = useFieldErrors(FOCUS_TARGETS);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = preferencesFormSchema.safeParse(values);
    if (!parsed.success) {
      problem(preferencesFormInvalid);
      report({ interests: PREFERENCES_INTERESTS_MISSING });
      return;
    }
    clear();
    const { email, ...preferences } = parsed.data;
    updatePreferences.mutate(
      { email, token, preferences },
      {
        onSuccess: () => {
          succeeded();
          trackConversion('newsletter_preferences', { interests: preferences.interests, source: 'preferences' });
          onSaved();
        },
        onError: (error) => {
          problem({ title: 'Update failed', description: errorMessage(error, 'Please try again later.') });
          if (error instanceof ApiError && error.status === 403) onLinkRefused();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Newsletter preferences">
      <FormControls className="space-y-6">
        <div className="space-y-2">
          <Label htmlFor="preferences-email">Email address</Label>
          {/* The link opens this address's preferences; the address itself is not changed here. */}
          <Input id="preferences-email" type="email" value={values.email} readOnly aria-readonly="true" className="bg-gray-50 dark:bg-gray-900" />
        </div>
        <FrequencyRadios
          name="preferences-frequency"
          frequencies={preferenceFrequencies}
          labels={preferenceFrequencyLabels}
          value={values.frequency}
          disabled={saving}
          onChange={(frequency) => setValues({ ...values, frequency })}
        />
        <InterestListBoundary>
          <InterestChecklist selected={values.interests} disabled={saving} error={errors.interests} onChange={(interests) => setValues({ ...values, interests })} />
        </InterestListBoundary>
        <div className="space-y-2">
          <Label htmlFor={DESCRIPTION_ID}>Describe your interests</Label>
          <Textarea
            id={DESCRIPTION_ID}
            // Either this or an interest box answers the missing-interests message shown with the boxes.
            aria-invalid={Boolean(errors.interests)}
            aria-describedby={describedBy(INTEREST_CHECKLIST_ID, errors.interests)}
            maxLength={SUBSCRIBER_LIMITS.customInterests}
            placeholder="For example: AI tools for video editing and social media"
            value={values.customInterests}
            readOnly={saving}
            onChange={(event) => setValues({ ...values, customInterests: event.target.value })}
          />
        </div>
        <SubmitButton size="lg" className="w-full" pending={saving}>
          {saving ? 'Saving...' : 'Save Preferences'}
        </SubmitButton>
      </FormControls>
    </form>
  );
};
