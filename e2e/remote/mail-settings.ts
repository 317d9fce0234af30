/** Where the remote run's SMTP server (global-setup.ts) listens and writes what it gets. */
export const MAIL_DIR = 'test-results/mail'
export const SMTP_PORT = 2526
