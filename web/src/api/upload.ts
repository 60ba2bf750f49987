import { TIMEOUTS } from '@portal/contract/constants';
import type { AppRoute, ClientInferResponses } from '@ts-rest/core';
import { apiBaseUrl, NetworkError, readAnswer, requestHeaders } from './client';

/** How much of an upload has left the phone, in bytes. */
export interface UploadProgress {
  sent: number;
  total: number;
}

interface UploadOptions {
  /** Called as the bytes leave (the browser reports every 50 ms or so). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it stops the upload: the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /** The route's query (a chat upload's client id). */
  query?: Record<string, string>;
  /** Headers beyond the usual ones (a chat upload's guest id). */
  headers?: Record<string, string>;
}

/**
 * A file upload to a multipart route of the contract (field `file`), over XMLHttpRequest: fetch cannot say
 * how much of a request body has been sent, and a player watching a slip go out on a slow line needs to.
 * The same headers, timeout (300 s) and answer reading as every other call (api/client.ts); the answer is
 * the route's, as `tsr.….mutate` would give it, so `okBody` and `failureOf` apply.
 */
export function uploadFile<R extends AppRoute>(
  route: R,
  file: File,
  { onProgress, signal, query, headers: extraHeaders }: UploadOptions = {},
): Promise<ClientInferResponses<R>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
    const headers = requestHeaders(extraHeaders);
    const request = new XMLHttpRequest();
    const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : '';
    request.open(route.method, `${apiBaseUrl}${route.path}${search}`);
    Object.entries(headers).forEach(([name, value]) => request.setRequestHeader(name, value));
    request.timeout = TIMEOUTS.uploadMs;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ sent: event.loaded, total: event.total });
    };
    const stop = () => request.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const done = () => signal?.removeEventListener('abort', stop);
    request.onload = () => {
      done();
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's page): kept as text, read below as an answer without a catalogue code.
      }
      try {
        resolve(
          readAnswer(route, { status: request.status, body }, 'authorization' in headers) as ClientInferResponses<R>,
        );
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => {
      done();
      reject(new NetworkError('offline'));
    };
    request.ontimeout = () => {
      done();
      reject(new NetworkError('timeout'));
    };
    request.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
