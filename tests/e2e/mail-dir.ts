/** Where the e2e server writes its emails to sales (MAIL_DIR, the .eml default): tests read them there. */
export const E2E_MAIL_DIR = '.data/e2e-mail'
