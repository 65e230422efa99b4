import { interestLabel, PUBLIC_INTEREST_NAMES } from '@contract/subscribers.vocabulary';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { describedBy, FieldError } from '../../../components/form-field';

/** The group's id, for its error message; the first box is where focus goes to correct it. */
export const INTEREST_CHECKLIST_ID = 'preferences-interests';
export const FIRST_INTEREST_ID = 'preferences-interest-0';

type InterestChecklistProps = {
  selected: readonly string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  error?: string;
};

/**
 * The ten display names (the preferences page stores the names, spec section 3), plus any other value the subscriber already holds (the
 * home signup stores 'business'), shown by its label, so saving never silently drops an interest.
 */
export const InterestChecklist = ({ selected, onChange, disabled, error }: InterestChecklistProps) => {
  const known: readonly string[] = PUBLIC_INTEREST_NAMES;
  const options = [...known, ...selected.filter((interest) => !known.includes(interest))];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled} aria-describedby={describedBy(INTEREST_CHECKLIST_ID, error)}>
      <legend className="mb-3 text-sm font-medium">Interests</legend>
      <FieldError id={INTEREST_CHECKLIST_ID} error={error} className="text-sm text-red-600 sm:col-span-2 dark:text-red-400" />
      {options.map((interest, index) => {
        const inputId = index === 0 ? FIRST_INTEREST_ID : `preferences-interest-${index}`;
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
