import { TOOL_CATEGORIES, TOOL_FEATURE_FILTERS } from '@contract/catalogue.vocabulary';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { OptionSelect } from '../../../components/ui/select';
import { PRICE_FILTER_OPTIONS, type ToolFilters } from '../utils/tool-filters';

type ToolFiltersPanelProps = { filters: ToolFilters; onChange: (filters: ToolFilters) => void };

const toggle = <Option extends string>(values: Option[], value: Option, checked: boolean) =>
  checked ? [...values, value] : values.filter((existing) => existing !== value);

const idFor = (group: string, value: string) => `${group}-${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

type CheckboxGroupProps<Option extends string> = {
  legend: string;
  group: string;
  options: readonly Option[];
  selected: Option[];
  onChange: (selected: Option[]) => void;
};

const CheckboxGroup = <Option extends string>({ legend, group, options, selected, onChange }: CheckboxGroupProps<Option>) => (
  <fieldset>
    <legend className="mb-3 font-semibold">{legend}</legend>
    <div className="grid grid-cols-2 gap-2">
      {options.map((option) => (
        <div key={option} className="flex items-center gap-2">
          <Checkbox
            id={idFor(group, option)}
            checked={selected.includes(option)}
            onCheckedChange={(checked) => onChange(toggle(selected, option, checked === true))}
          />
          <Label htmlFor={idFor(group, option)} className="font-normal">
            {option}
          </Label>
        </div>
      ))}
    </div>
  </fieldset>
);

/** Categories are applied; price and features are shown only, as the spec says. */
export const ToolFiltersPanel = ({ filters, onChange }: ToolFiltersPanelProps) => (
  <div id="tool-filters" className="grid gap-6 rounded-xl border border-gray-200 p-6 md:grid-cols-3 dark:border-gray-800">
    <CheckboxGroup
      legend="Categories"
      group="category"
      options={TOOL_CATEGORIES}
      selected={filters.categories}
      onChange={(categories) => onChange({ ...filters, categories })}
    />
    <div>
      <Label htmlFor="price-filter" className="mb-3 block font-semibold">
        Price
      </Label>
      <OptionSelect id="price-filter" label="Price" value={filters.price} options={PRICE_FILTER_OPTIONS} onChange={(price) => onChange({ ...filters, price })} />
    </div>
    <CheckboxGroup
      legend="Features"
      group="feature"
      options={TOOL_FEATURE_FILTERS}
      selected={filters.features}
      onChange={(features) => onChange({ ...filters, features })}
    />
  </div>
);
