import type { ServerResponse } from 'node:http';
import { errorStatus, type ErrorBody, type ErrorCode } from '@portal/contract/errors';

/** Writes JSON as it is: answers change with the world, so there is no ETag and no caching. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

export function sendError(res: ServerResponse, code: ErrorCode, details?: ErrorBody['details']): void {
  sendJson(res, errorStatus[code], details && details.length > 0 ? { message: code, details } : { message: code });
}
