/** The operator area: its own lazy chunk, never imported by the public pages. */
export { AdminLoginPage } from './shell/components/admin-login-page';
export { AdminPage } from './shell/components/admin-page';
