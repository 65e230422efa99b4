/** Time is passed in, never read by the domain: tests and replays control it. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
export const CLOCK = Symbol('CLOCK');
