/** Injection tokens for values that are not classes. */
export const APP_SECRET = Symbol('APP_SECRET');
/** This process among the instances sharing the stores (host/pid/random), as lease holder. */
export const INSTANCE_ID = Symbol('INSTANCE_ID');
/** The store of every person's data key (crypto-shredding), for the key rotation job. */
export const KEY_STORE = Symbol('KEY_STORE');
