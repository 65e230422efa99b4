/**
 * The cache keys of the public tools reads. They live here, below every feature, because the
 * admin's refresh and enhance actions must invalidate them (operator-area.md section 7) while
 * features do not import each other.
 */
export const TOOLS_QUERY_KEY = ['/api/tools'] as const;
export const FEATURED_TOOLS_QUERY_KEY = ['/api/tools/featured'] as const;
