import { interestLabel, PUBLIC_INTEREST_NAMES } from '@contract/subscribers.vocabulary';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';

type InterestChecklistProps = {
  selected: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
};

/**
 * The ten display names (the preferences page stores the names, spec section 3), plus any other value the subscriber already holds (the
 * home signup stores 'business'), shown by its label, so saving never silently drops an interest.
 */
export const InterestChecklist = ({ selected, onChange, disabled }: InterestChecklistProps) => {
  const known: readonly string[] = PUBLIC_INTEREST_NAMES;
  const options = [...known, ...selected.filter((interest) => !known.includes(interest))];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
      <legend className="mb-3 text-sm font-medium">Interests</legend>
      {options.map((interest, index) => {
        const inputId = `preferences-interest-${index}`;
        return (
          <div key={interest} className="flex items-center gap-2">
            <Checkbox
              id={inputId}
              checked={selected.includes(interest)}
              disabled={disabled}
              onCheckedChange={(next) =>
                onChange(next === true ? [...selected, interest] : selected.filter((value) => value !== interest))
              }
            />
            <Label htmlFor={inputId}>{interestLabel(interest)}</Label>
          </div>
        );
      })}
    </fieldset>
  );
};
