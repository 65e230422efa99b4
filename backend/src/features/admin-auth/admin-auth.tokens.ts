/** The per-address limiter of sign-in attempts: 10 per 15 minutes. */
export const LOGIN_LIMITER = Symbol('LOGIN_LIMITER');
