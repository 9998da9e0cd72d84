export type FieldErrors = Record<string, string[]>;

/** The one error type that carries an HTTP status and a message a user may read. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found.`, 404);
export const unauthorized = () => new AppError('unauthorized', 'Please log in to continue.', 401);
export const forbidden = () => new AppError('forbidden', 'You are not allowed to do that.', 403);
