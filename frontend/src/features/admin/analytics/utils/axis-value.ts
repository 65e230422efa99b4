import { formatNumber } from '../../shared/count-of';

const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumSignificantDigits: 3 });

/**
 * A value axis label: '750', '7.5K', '22.5K', '1.2M'. Counts from a thousand up are compact so that
 * no label passes five characters and the axis stays narrow; written out in full ('15000') the
 * labels were cut off at the chart's left edge and read as smaller figures.
 */
export const formatAxisValue = (value: number): string => (Math.abs(value) < 1000 ? formatNumber(value) : compactFormat.format(value));
