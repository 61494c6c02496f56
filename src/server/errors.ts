/**
 * Typed errors with a stable `code`. `messageKey` names a text in the `errors` catalogue; the error
 * handler translates it into the request's locale.
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: string;
  constructor(
    readonly messageKey: string,
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export class ValidationError extends AppError {
  readonly statusCode = 400;
  readonly code = 'validation_failed';
  constructor(fields?: Record<string, string>, messageKey = 'validation') {
    super(messageKey, fields);
  }
}

export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
  constructor(
    messageKey = 'unauthorized',
    readonly code = 'unauthorized',
  ) {
    super(messageKey);
  }
}

export class ForbiddenError extends AppError {
  readonly statusCode = 403;
  constructor(
    messageKey = 'forbidden',
    readonly code = 'forbidden',
  ) {
    super(messageKey);
  }
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
  readonly code = 'not_found';
  constructor(messageKey = 'notFound') {
    super(messageKey);
  }
}

export class ConflictError extends AppError {
  readonly statusCode = 409;
  readonly code = 'conflict';
  constructor(messageKey = 'conflict', fields?: Record<string, string>) {
    super(messageKey, fields);
  }
}

export class RateLimitError extends AppError {
  readonly statusCode = 429;
  readonly code = 'rate_limited';
  constructor(
    messageKey = 'rateLimited',
    /** Values the message names (`{{minutes}}`). */
    readonly params?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

/** The server is busy (a full queue, a worker that failed): the client may try again shortly. */
export class BusyError extends AppError {
  readonly statusCode = 503;
  readonly code = 'busy';
  constructor() {
    super('busy');
  }
}

/** Work done off the event loop took longer than allowed and was given up. */
export class TimeoutError extends AppError {
  readonly statusCode = 504;
  readonly code = 'timeout';
  constructor() {
    super('timedOut');
  }
}
