import { useEffect } from 'react';

/** Sets the tab title, e.g. a detail page's own name (list pages get theirs from the layout). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} – Nutrio`;
  }, [title]);
}
