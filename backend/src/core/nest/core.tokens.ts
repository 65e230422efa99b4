/** Injection tokens for values that are not classes. */
export const APP_SECRET = Symbol('APP_SECRET');
/** This process among the instances sharing the stores (host/pid/random), as lease holder. */
export const INSTANCE_ID = Symbol('INSTANCE_ID');
