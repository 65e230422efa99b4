import { subscribeFrequencies, subscribeFrequencyLabels, type SubscribeFrequency } from '../schemas/subscribe-form.schema';

type FrequencyChoiceProps = {
  value: SubscribeFrequency;
  onChange: (next: SubscribeFrequency) => void;
  disabled?: boolean;
};

/** Native radios: three options need no popup, and they stay keyboard and screen-reader friendly. */
export const FrequencyChoice = ({ value, onChange, disabled }: FrequencyChoiceProps) => (
  <fieldset className="flex flex-wrap gap-4" disabled={disabled}>
    <legend className="mb-2 text-sm font-medium">How often?</legend>
    {subscribeFrequencies.map((frequency) => (
      <label key={frequency} className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="subscribe-frequency"
          value={frequency}
          checked={value === frequency}
          onChange={() => onChange(frequency)}
          className="h-4 w-4 accent-indigo-600"
        />
        {subscribeFrequencyLabels[frequency]}
      </label>
    ))}
  </fieldset>
);
