import { EMAIL_LIMITS } from '@contract/email.vocabulary';
import { FREQUENCIES, FREQUENCY_LABELS } from '@contract/subscribers.vocabulary';
import { Label } from '../../../../components/ui/label';
import { OptionSelect } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { InterestCheckboxes } from '../../shared/interest-checkboxes';
import type { AiEmailValues } from '../schemas/ai-email-form';

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
      <InterestCheckboxes id="ai-email-interests" value={value.interests} disabled={disabled} onChange={(interests) => onChange({ ...value, interests })} />
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
