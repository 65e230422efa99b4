import { PUBLIC_INTERESTS, type PublicInterestId } from '@contract/subscribers.vocabulary';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { describedBy, FieldError } from '../../../components/form-field';

/** The group's id, for its error message; the first box is where focus goes to correct it. */
export const INTEREST_PICKER_ID = 'subscribe-interests';
export const firstInterestId = `subscribe-interest-${PUBLIC_INTERESTS[0]!.id}`;

type InterestPickerProps = {
  selected: readonly PublicInterestId[];
  onChange: (next: PublicInterestId[]) => void;
  disabled?: boolean;
  error?: string;
};

/** The ten categories as checkboxes (the page sends their ids); the order of `selected` follows the order of ticking. */
export const InterestPicker = ({ selected, onChange, disabled, error }: InterestPickerProps) => (
  <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled} aria-describedby={describedBy(INTEREST_PICKER_ID, error)}>
    <legend className="mb-3 text-sm font-medium">Interests (pick at least one)</legend>
    <FieldError id={INTEREST_PICKER_ID} error={error} className="text-sm text-red-600 sm:col-span-2 dark:text-red-400" />
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
