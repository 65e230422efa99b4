import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { ADMIN_INTERESTS, FREQUENCIES, FREQUENCY_LABELS } from '@contract/subscribers.vocabulary';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Label } from '../../../../components/ui/label';
import { OptionSelect } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { withInterest, type AiEmailValues } from '../schemas/ai-email-form';

const frequencyOptions = FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency] }));

type AiEmailFormFieldsProps = { value: AiEmailValues; onChange: (next: AiEmailValues) => void; disabled: boolean };

/** What the AI writes about: the newsletter's frequency, the readers' interests and a free-text description. */
export const AiEmailFormFields = ({ value, onChange, disabled }: AiEmailFormFieldsProps) => (
  <fieldset disabled={disabled} className="space-y-4">
    <legend className="sr-only">What to write about</legend>
    <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
      <div className="space-y-2">
        <Label htmlFor="ai-email-frequency">Frequency</Label>
        <OptionSelect id="ai-email-frequency" label="Frequency" value={value.frequency} options={frequencyOptions} onChange={(frequency) => onChange({ ...value, frequency })} />
      </div>
      <div className="space-y-2">
        <span className="text-sm font-medium" id="ai-email-interests-label">
          Interests
        </span>
        <div role="group" aria-labelledby="ai-email-interests-label" className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
          {ADMIN_INTERESTS.map((interest) => (
            <label key={interest} className="flex items-center gap-2 text-sm capitalize">
              <Checkbox
                checked={value.interests.includes(interest)}
                disabled={disabled}
                onCheckedChange={(checked) => onChange({ ...value, interests: withInterest(value.interests, interest, checked === true) })}
              />
              {interest}
            </label>
          ))}
        </div>
      </div>
    </div>
    <div className="space-y-2">
      <Label htmlFor="ai-email-description">Description</Label>
      <Textarea
        id="ai-email-description"
        value={value.description}
        maxLength={EMAIL_LIMITS.customInterests}
        onChange={(event) => onChange({ ...value, description: event.target.value })}
      />
    </div>
  </fieldset>
);
