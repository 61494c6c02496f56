import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A liveness or readiness probe: answered at once, without waiting for a turn (event-loop-turns.ts). */
    probe?: boolean;
  }
}

/**
 * One request's work a loop iteration (issue 13 A4). Node reads every socket that has data in one go and, with
 * the work of a request done inline, a probe that arrives behind 50 searches waits for all 50: /api/health took
 * 6–12 ms at 306 recipes under 50 connections of search. Here a request whose turn is taken in this iteration
 * waits for the next (setImmediate runs after the sockets are read), so the loop goes back to its sockets
 * between any two requests: a probe, which needs no turn, is answered after at most one request's work.
 * Order stays first come, first served; an idle server starts a request at once.
 */
export function createTurns() {
  const waiting: Array<() => void> = [];
  let taken = false;
  const next = () => {
    const start = waiting.shift();
    if (!start) {
      taken = false;
      return;
    }
    start();
    // Scheduled from the check phase, it runs in the next iteration, after the sockets are read again.
    setImmediate(next);
  };
  return {
    /** Calls `start` now when this iteration's turn is free, else in a later iteration, in order. */
    take(start: () => void) {
      if (taken) {
        waiting.push(start);
        return;
      }
      taken = true;
      setImmediate(next);
      start();
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export function registerEventLoopTurns(app: FastifyInstance) {
  const turns = createTurns();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.probe) done();
    else turns.take(() => done());
  });
}
