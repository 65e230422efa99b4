import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { interestOptions, type InterestId } from '../schemas/interest-options';

type InterestPickerProps = {
  selected: readonly InterestId[];
  onChange: (next: InterestId[]) => void;
  disabled?: boolean;
};

/** The ten categories as checkboxes; the order of `selected` follows the order of ticking. */
export const InterestPicker = ({ selected, onChange, disabled }: InterestPickerProps) => (
  <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
    <legend className="mb-3 text-sm font-medium">Interests (pick at least one)</legend>
    {interestOptions.map((option) => {
      const inputId = `subscribe-interest-${option.id}`;
      const checked = selected.includes(option.id);
      return (
        <div key={option.id} className="flex items-center gap-2">
          <Checkbox
            id={inputId}
            checked={checked}
            disabled={disabled}
            onCheckedChange={(next) =>
              onChange(next === true ? [...selected, option.id] : selected.filter((id) => id !== option.id))
            }
          />
          <Label htmlFor={inputId}>{option.label}</Label>
        </div>
      );
    })}
  </fieldset>
);
