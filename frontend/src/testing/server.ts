import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The msw server shared by every test; tests override answers with `server.use(...)`. */
export const server = setupServer(...handlers);
