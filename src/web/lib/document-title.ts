import { useEffect } from 'react';

let pageTitle = typeof document === 'undefined' ? '' : document.title;
let unread = 0;

const apply = () => {
  document.title = unread > 0 ? `(${unread}) ${pageTitle}` : pageTitle;
};

/** Sets the page's own title; unread chats show before it as "(2) …" (issue 15 A4). */
export function setDocumentTitle(title: string): void {
  pageTitle = title;
  apply();
}

/** The number of unread chats the tab title leads with (none at 0). */
export function setUnreadInTitle(count: number): void {
  if (count === unread) return;
  unread = count;
  apply();
}

/** Sets the tab title, e.g. a detail page's own name (list pages get theirs from the layout). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) setDocumentTitle(`${title} – Nutrio`);
  }, [title]);
}
