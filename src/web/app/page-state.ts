import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_STATE_ELEMENT_ID } from '../../core/contracts/server-render';

/** What a server-rendered page hands to the browser that hydrates it. */
export interface PageState {
  /** The answers the server's render used (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** The router's loader data. */
  router: HydrationState;
  /** The render's seed (`useRenderSeed`). */
  seed: number;
}

/** The state the server put into the page; null where the page was not rendered on the server. */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as PageState;
    return typeof state.seed === 'number' && state.queries && state.router ? state : null;
  } catch {
    return null;
  }
}
