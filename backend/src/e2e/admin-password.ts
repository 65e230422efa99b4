/** The admin password of every test app: its own module, free of jest, so the bench can import it too. */
export const ADMIN_PASSWORD = 'correct horse battery staple';
