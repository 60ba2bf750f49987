import type { ErrorBody, ErrorCode } from '@portal/contract/errors';

/** A rule said no: the route answers with the code's HTTP status and `{ message: code }`. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details?: NonNullable<ErrorBody['details']>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export function fail(code: ErrorCode): never {
  throw new ApiError(code);
}
