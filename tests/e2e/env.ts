/** Addresses of the stack started by global-setup.ts, for tests that talk to it directly. */
export function e2eEnv() {
  const apiUrl = process.env.ELO_E2E_API_URL;
  if (!apiUrl) throw new Error('ELO_E2E_API_URL is not set: run the tests through playwright.config.ts');
  return {
    apiUrl,
    dbUrl: process.env.ELO_E2E_DB_URL!,
    mailboxUrl: process.env.ELO_E2E_MAILBOX_URL!,
    linkedinUrl: process.env.ELO_E2E_LINKEDIN_URL!,
  };
}
