/** Injection tokens for values that are not classes. */
export const APP_SECRET = Symbol('APP_SECRET');
