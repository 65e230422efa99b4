/** Bounds of the data-deletion request, shared by the form and the server. Plain data, no zod. */
export const DELETION_LIMITS = { reason: 2000, token: 2000 } as const;
