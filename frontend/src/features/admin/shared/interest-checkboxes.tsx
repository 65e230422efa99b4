import { ADMIN_INTERESTS, type AdminInterest } from '@contract/subscribers.vocabulary';
import { Checkbox } from '../../../components/ui/checkbox';
import { cn } from '../../../lib/class-names';

/** The interests in the vocabulary's order, whatever order they were ticked in. */
export const withInterest = (interests: readonly AdminInterest[], interest: AdminInterest, picked: boolean): AdminInterest[] =>
  ADMIN_INTERESTS.filter((candidate) => (candidate === interest ? picked : interests.includes(candidate)));

type InterestCheckboxesProps = {
  /** Prefix of the label's id, unique on the page. */
  id: string;
  value: readonly AdminInterest[];
  onChange: (next: AdminInterest[]) => void;
  disabled: boolean;
  className?: string;
};

/** The admin tools' interests (section 3: business, finance, personal, content) as a labelled group of checkboxes. */
export const InterestCheckboxes = ({ id, value, onChange, disabled, className }: InterestCheckboxesProps) => (
  <div className={cn('space-y-2', className)}>
    <span className="text-sm font-medium" id={`${id}-label`}>
      Interests
    </span>
    <div role="group" aria-labelledby={`${id}-label`} className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
      {ADMIN_INTERESTS.map((interest) => (
        <label key={interest} className="flex items-center gap-2 text-sm capitalize">
          <Checkbox checked={value.includes(interest)} disabled={disabled} onCheckedChange={(checked) => onChange(withInterest(value, interest, checked === true))} />
          {interest}
        </label>
      ))}
    </div>
  </div>
);
