/** The operator area: its own lazy chunk, never imported by the public pages. */
export { AdminLoginPage } from './components/admin-login-page';
export { AdminPage } from './components/admin-page';
