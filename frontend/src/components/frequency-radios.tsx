type FrequencyRadiosProps<Frequency extends string> = {
  /** Groups the radios; two forms on one page need different names. */
  name: string;
  frequencies: readonly Frequency[];
  labels: Record<Frequency, string>;
  value: Frequency;
  onChange: (next: Frequency) => void;
  disabled?: boolean;
};

/** "How often?" as native radios: three options need no popup, and they stay keyboard and screen-reader friendly. */
export const FrequencyRadios = <Frequency extends string>({ name, frequencies, labels, value, onChange, disabled }: FrequencyRadiosProps<Frequency>) => (
  <fieldset className="flex flex-wrap gap-4" disabled={disabled}>
    <legend className="mb-2 text-sm font-medium">How often?</legend>
    {frequencies.map((frequency) => (
      <label key={frequency} className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          value={frequency}
          checked={value === frequency}
          onChange={() => onChange(frequency)}
          className="h-4 w-4 accent-indigo-600"
        />
        {labels[frequency]}
      </label>
    ))}
  </fieldset>
);
