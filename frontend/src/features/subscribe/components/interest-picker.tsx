import { PUBLIC_INTERESTS, type PublicInterestId } from '@contract/subscribers.vocabulary';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

type InterestPickerProps = {
  selected: readonly PublicInterestId[];
  onChange: (next: PublicInterestId[]) => void;
  disabled?: boolean;
};

/** The ten categories as checkboxes (the page sends their ids); the order of `selected` follows the order of ticking. */
export const InterestPicker = ({ selected, onChange, disabled }: InterestPickerProps) => (
  <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
    <legend className="mb-3 text-sm font-medium">Interests (pick at least one)</legend>
    {PUBLIC_INTERESTS.map((option) => {
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
          <Label htmlFor={inputId}>{option.name}</Label>
        </div>
      );
    })}
  </fieldset>
);
