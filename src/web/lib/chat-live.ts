import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_STREAM_EVENTS, type ChatStreamEvent } from '../../core/contracts/chat-stream-events';
import type * as chatContracts from '../../core/contracts/chat';
import { api, apiHref } from '../../core/routes';
import { apiClient } from './api-client';
import { useCurrentUser } from './session';

/** The chat's query keys: the shell's unread count and the chat page share the list. */
export const chatKeys = {
  all: ['chat'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  chat: (uid: string) => [...chatKeys.all, 'show', uid] as const,
};

export const chatListOptions = () => ({
  queryKey: chatKeys.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.call(api.chat_list, { signal }),
  staleTime: 60_000,
});

type ChatEventListener = (event: ChatStreamEvent) => void;
/** The stream's other news (the notifications count, issue 19 A5): the event's raw data. */
type NewsListener = (data: string) => void;

/** A stream that the server closed for good (signed out, too many tabs) is tried again after this. */
const REOPEN_AFTER_MS = 30_000;

/**
 * One live stream per page, shared by whoever listens (the header's unread count, the chat page): opened by
 * the first listener, closed with the last. The browser's EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what was missed; a stream that had to be opened anew starts with
 * `ready`, on which listeners reload what they show.
 */
function createChatLive() {
  const listeners = new Set<ChatEventListener>();
  const news = new Map<string, Set<NewsListener>>();
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const listened = () => listeners.size > 0 || [...news.values()].some((set) => set.size > 0);

  function hear(stream: EventSource, type: string): void {
    stream.addEventListener(type, (message) => {
      for (const listener of [...(news.get(type) ?? [])]) listener((message as MessageEvent<string>).data);
    });
  }

  const emit = (event: ChatStreamEvent) => {
    for (const listener of [...listeners]) listener(event);
  };

  /**
   * The events' schemas (zod) load with the stream, not with the page; every event waits on the same
   * promise, so they are read in the order they came.
   */
  let schemas: Promise<typeof chatContracts> | null = null;

  function parse(type: (typeof CHAT_STREAM_EVENTS)[number], message: MessageEvent<string>) {
    const id = Number(message.lastEventId);
    const fail = () => emit({ id, type: 'ready' });
    schemas ??= import('../../core/contracts/chat');
    schemas.then(({ ChatStreamMessage, ChatStreamChange }) => {
      try {
        const data: unknown = JSON.parse(message.data);
        if (type === 'ready') return emit({ id, type });
        if (type === 'message') return emit({ id, type, ...ChatStreamMessage.parse(data) });
        emit({ id, type, ...ChatStreamChange.parse(data) });
      } catch {
        // An event this page cannot read is news all the same: reload what is shown.
        fail();
      }
    }, fail);
  }

  function open(): void {
    if (source || typeof EventSource === 'undefined') return;
    const stream = new EventSource(apiHref(api.chat_stream));
    source = stream;
    for (const type of CHAT_STREAM_EVENTS)
      stream.addEventListener(type, (message) => parse(type, message as MessageEvent<string>));
    for (const type of news.keys()) hear(stream, type);
    stream.addEventListener('error', () => {
      if (stream.readyState !== EventSource.CLOSED) return;
      source = null;
      clearTimeout(reopen);
      reopen = setTimeout(() => {
        if (listened()) open();
      }, REOPEN_AFTER_MS);
    });
  }

  /** Closes the stream once nobody listens any more. */
  function release(): void {
    if (listened()) return;
    clearTimeout(reopen);
    source?.close();
    source = null;
  }

  return {
    listen(listener: ChatEventListener): () => void {
      listeners.add(listener);
      open();
      return () => {
        listeners.delete(listener);
        release();
      };
    },
    /** Calls `listener` with the data of each `type` event the stream carries besides the chat's own. */
    listenTo(type: string, listener: NewsListener): () => void {
      let set = news.get(type);
      if (!set) {
        news.set(type, (set = new Set()));
        if (source) hear(source, type);
      }
      set.add(listener);
      open();
      return () => {
        set.delete(listener);
        release();
      };
    },
  };
}

const chatLive = createChatLive();

/**
 * Calls `onData` with the data of every `type` event on the member's live stream (the same one the chat uses,
 * so a page holds one connection) while a member is signed in and the component is mounted.
 */
export function useLiveNews(type: string, onData: NewsListener): void {
  const signedIn = useCurrentUser() !== null;
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  useEffect(() => {
    if (!signedIn) return;
    return chatLive.listenTo(type, (data) => handler.current(data));
  }, [signedIn, type]);
}

/** Calls `onEvent` for every live chat event while a member is signed in and the component is mounted. */
export function useChatEvents(onEvent: ChatEventListener): void {
  const signedIn = useCurrentUser() !== null;
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!signedIn) return;
    return chatLive.listen((event) => handler.current(event));
  }, [signedIn]);
}

/** The number of chats with a message the member has not seen, kept live (0 for a guest). */
export function useChatUnread(): number {
  const signedIn = useCurrentUser() !== null;
  const queryClient = useQueryClient();
  const list = useQuery({ ...chatListOptions(), enabled: signedIn });
  useChatEvents(() => void queryClient.invalidateQueries({ queryKey: chatKeys.list() }));
  return signedIn ? (list.data?.unread ?? 0) : 0;
}
