const numberFormat = new Intl.NumberFormat('en-US');

/** '2,500': how every figure of the dashboard is written. */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** '1 subscriber', '2,500 subscribers': a formatted count with its noun in the right number. */
export const countOf = (count: number, singular: string, pluralForm = `${singular}s`) => `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
