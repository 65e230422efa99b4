/**
 * The background utilities on an element, grouped by variant prefix ('base' for none,
 * 'dark', 'hover', ...). Two entries under one key are two classes competing for the same
 * background, which `cn` cannot resolve: whichever the stylesheet emits last wins.
 */
export const backgroundClasses = (element: Element): Record<string, string[]> => {
  const groups: Record<string, string[]> = {};
  for (const name of Array.from(element.classList)) {
    const parts = name.split(':');
    const utility = parts.pop() ?? '';
    // bg-clip-*, bg-cover and friends do not paint a colour or an image.
    if (!/^bg-(?!clip-|origin-|cover$|contain$|fixed$|local$|scroll$|repeat|no-repeat|center$|top|bottom|left|right)/.test(utility.replace(/!$/, ''))) continue;
    const variant = parts.length === 0 ? 'base' : parts.join(':');
    (groups[variant] ??= []).push(utility);
  }
  return groups;
};
