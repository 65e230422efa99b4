const numberFormat = new Intl.NumberFormat('en-US');

/** '1 subscriber', '2,500 subscribers': a formatted count with its noun in the right number. */
export const countOf = (count: number, singular: string, pluralForm = `${singular}s`) => `${numberFormat.format(count)} ${count === 1 ? singular : pluralForm}`;
