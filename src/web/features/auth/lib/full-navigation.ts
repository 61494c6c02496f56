/** A full page load, so the new page gets a fresh config (session, CSRF token) from the server. */
export function navigateFully(url: string): void {
  window.location.assign(url);
}
