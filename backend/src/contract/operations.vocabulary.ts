/** The closed lists of the operator's read-model and audit views. Plain data, no zod. */

/** A projection is catching up to the log, live, rebuilding a new generation beside the live one, or failed. */
export const PROJECTION_STATES = ['catching_up', 'live', 'rebuilding', 'failed'] as const;
export type ProjectionState = (typeof PROJECTION_STATES)[number];

/** Who caused an event (its metadata `actor`), as the audit trail shows it. */
export const ACTORS = ['visitor', 'admin', 'system', 'scheduler'] as const;
export type Actor = (typeof ACTORS)[number];
