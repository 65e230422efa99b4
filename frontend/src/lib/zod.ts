import { z } from 'zod';

/**
 * zod, set up for the site's Content-Security-Policy (no 'unsafe-eval'): without `jitless`, zod
 * probes for `new Function` on first use and the browser reports a CSP violation even though the
 * probe's error is caught. Import zod from here in browser code.
 */
z.config({ jitless: true });

export { z };
