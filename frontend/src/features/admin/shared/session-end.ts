/**
 * What each admin module forgets when the session ends (sign-out or an expired session): module
 * stores register here when they load, and the shell calls `endAdminSession` without having to
 * import them (each panel stays in its own chunk).
 */
const forgetters = new Set<() => void>();

export const forgetOnSessionEnd = (forget: () => void) => {
  forgetters.add(forget);
};

export const endAdminSession = () => forgetters.forEach((forget) => forget());
