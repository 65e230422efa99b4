/** The per-address limiter of sign-in attempts, in the shared store. */
export const LOGIN_LIMITER = Symbol('LOGIN_LIMITER');

/** 10 sign-in attempts per client per 15 minutes; a successful sign-in clears the count. */
export const SIGN_IN_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 };
