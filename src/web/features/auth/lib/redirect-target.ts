import { isLocalPath, matchPagePath, type PageName } from '../../../../core/routes';

/** Pages a signed-in user should not be sent back to. */
const AUTH_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'login',
  'register',
  'forgotPassword',
  'setNewPassword',
  'socialEmail',
]);

export { isLocalPath };

/**
 * Where to go after signing in: the `next` query parameter when it is a local path, else the page the
 * user came from when it is on this site and not a sign-in page, else nothing (the server picks home).
 */
export function loginRedirectTarget(search: string, referrer: string, origin: string): string | undefined {
  const next = new URLSearchParams(search).get('next');
  if (isLocalPath(next)) return next;
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const page = matchPagePath(url.pathname);
  if (page && AUTH_PAGES.has(page.name)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
