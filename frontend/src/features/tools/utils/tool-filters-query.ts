import { TOOL_CATEGORIES, TOOL_FEATURE_FILTERS } from '@contract/catalogue.vocabulary';
import { type QueryCodec, setOrDelete } from '../../../lib/use-query-state';
import { DEFAULT_TOOL_FILTERS, PRICE_FILTER_OPTIONS, TOOL_SORT_OPTIONS, type ToolFilters } from './tool-filters';

/**
 * The directory's filters in its URL, e.g. `/tools?q=video&category=Video&category=Editing&sort=newest`.
 * A filter at its default is left out, so the directory without filters is plain `/tools` (its
 * canonical URL); a value outside its list is ignored, as if absent.
 */
const TOOL_FILTER_PARAMETERS = { search: 'q', category: 'category', sort: 'sort', price: 'price', feature: 'feature' } as const;

const oneOf = <Option extends string>(options: readonly Option[], value: string | null): Option | undefined => options.find((option) => option === value);

/** The values of a repeated parameter that are in the list, each once, in the order given. */
const someOf = <Option extends string>(options: readonly Option[], values: string[]): Option[] => [
  ...new Set(values.map((value) => oneOf(options, value)).filter((value) => value !== undefined)),
];

const setAll = (parameters: URLSearchParams, name: string, values: readonly string[]) => {
  parameters.delete(name);
  for (const value of values) parameters.append(name, value);
};

const sortValues = TOOL_SORT_OPTIONS.map((option) => option.value);
const priceValues = PRICE_FILTER_OPTIONS.map((option) => option.value);

export const toolFiltersQuery: QueryCodec<ToolFilters> = {
  read: (parameters) => ({
    search: parameters.get(TOOL_FILTER_PARAMETERS.search) ?? DEFAULT_TOOL_FILTERS.search,
    categories: someOf(TOOL_CATEGORIES, parameters.getAll(TOOL_FILTER_PARAMETERS.category)),
    sort: oneOf(sortValues, parameters.get(TOOL_FILTER_PARAMETERS.sort)) ?? DEFAULT_TOOL_FILTERS.sort,
    price: oneOf(priceValues, parameters.get(TOOL_FILTER_PARAMETERS.price)) ?? DEFAULT_TOOL_FILTERS.price,
    features: someOf(TOOL_FEATURE_FILTERS, parameters.getAll(TOOL_FILTER_PARAMETERS.feature)),
  }),
  write: (filters, parameters) => {
    setOrDelete(parameters, TOOL_FILTER_PARAMETERS.search, filters.search, DEFAULT_TOOL_FILTERS.search);
    setAll(parameters, TOOL_FILTER_PARAMETERS.category, filters.categories);
    setOrDelete(parameters, TOOL_FILTER_PARAMETERS.sort, filters.sort, DEFAULT_TOOL_FILTERS.sort);
    setOrDelete(parameters, TOOL_FILTER_PARAMETERS.price, filters.price, DEFAULT_TOOL_FILTERS.price);
    setAll(parameters, TOOL_FILTER_PARAMETERS.feature, filters.features);
  },
};

/** Whether a filter of the expandable panel (category, price, feature) is set: the panel then starts open. */
export const hasPanelFilters = (filters: ToolFilters): boolean =>
  filters.categories.length > 0 || filters.price !== DEFAULT_TOOL_FILTERS.price || filters.features.length > 0;
