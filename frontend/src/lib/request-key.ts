/**
 * A random version-4 UUID naming one request the user may send again (a retry after a failure or a
 * lost answer), so the server can tell a repeat from a new request. Built from getRandomValues because
 * crypto.randomUUID exists only in secure contexts, and the admin may be served over plain HTTP on a
 * local network.
 */
export const newRequestKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
