/** Ports of the two servers Playwright starts (see playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The server whose pages carry no API key. */
export const NO_KEY_URL = `http://127.0.0.1:${E2E_PORT + 1}`;
