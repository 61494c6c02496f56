/** One Server-Sent Event as a browser's EventSource would hand it over. */
export interface ReceivedEvent {
  id: string | null;
  type: string;
  data: string;
  /** `performance.now()` when its last line arrived. */
  at: number;
}

export interface EventStreamClient {
  status: number;
  /** Every event so far, in order; comment lines (heartbeats) are counted in `comments`. */
  events: ReceivedEvent[];
  comments: number;
  /** Resolves when the stream ends (the server closed it or `close` was called). */
  ended: Promise<void>;
  /** The first event, received or to come, that satisfies `match`, waiting up to `timeoutMs`. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
}

/**
 * A small text/event-stream reader over fetch, for API tests and the chat bench: it parses fields as the
 * HTML standard says (id, event, data; comments; blank line ends an event).
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
  /** Called with each event as it arrives (the bench times deliveries with it). */
  onEvent?: (event: ReceivedEvent) => void,
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let comments = 0;
  const notify = () => {
    for (const wake of [...waiters]) wake();
  };

  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  let finished = false;
  const finish = () => {
    finished = true;
    endedResolve();
    notify();
  };

  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      let current: { id: string | null; type: string; data: string[] } = {
        id: null,
        type: 'message',
        data: [],
      };
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let newline: number;
          while ((newline = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, newline).replace(/\r$/, '');
            buffer = buffer.slice(newline + 1);
            if (line === '') {
              if (current.data.length > 0 || current.id !== null) {
                const event = { ...current, data: current.data.join('\n'), at: performance.now() };
                events.push(event);
                onEvent?.(event);
              }
              current = { id: null, type: 'message', data: [] };
              notify();
            } else if (line.startsWith(':')) comments += 1;
            else {
              const colon = line.indexOf(':');
              const field = colon < 0 ? line : line.slice(0, colon);
              const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'id') current.id = text;
              else if (field === 'event') current.type = text;
              else if (field === 'data') current.data.push(text);
            }
          }
        }
      } catch {
        // Aborted by `close`, or the connection dropped.
      }
      finish();
    })();
  } else finish();

  return {
    status: response.status,
    events,
    get comments() {
      return comments;
    },
    ended,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          } else if (finished) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error('the stream ended before the event came'));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
