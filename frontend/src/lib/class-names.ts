type ClassValue = string | false | null | undefined;

/** Joins the truthy class names; enough for our primitives without a merge library. */
export const cn = (...classes: ClassValue[]): string => classes.filter(Boolean).join(' ');
