/** Stands in for imported CSS files in Jest. */
export {};
