import { ANALYTICS_WINDOWS } from '../../contract/analytics.vocabulary.js';
import { createSeededRandom } from '../ai/offline/seeded-random.js';
import { addDays } from './calendar.js';

/**
 * The spec's forecast (operator-area.md section 9): from the last value and the latest daily change,
 * plus noise of about plus or minus 5, floored at 0. Day i ahead: last + i × change + noise, rounded.
 * The noise is drawn from the series name and the forecast date, not from Math.random, so a reload
 * (or another instance) shows the same forecast for the same data.
 */
export const forecastValues = (
  values: readonly number[],
  lastDay: string,
  seriesName: string,
  { days = ANALYTICS_WINDOWS.forecastDays, noise = ANALYTICS_WINDOWS.forecastNoise } = {},
): { date: string; value: number }[] => {
  const last = values.at(-1) ?? 0;
  const change = values.length >= 2 ? last - (values.at(-2) as number) : 0;
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(lastDay, index + 1);
    const drawn = createSeededRandom(`${seriesName}\n${date}`).integer(-noise, noise);
    return { date, value: Math.max(0, Math.round(last + (index + 1) * change + drawn)) };
  });
};
