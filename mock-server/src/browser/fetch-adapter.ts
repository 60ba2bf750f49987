import { ApiError } from '../domain/api-error.js';
import { trimSlash } from '../core/compiled-routes.js';
import type { Core, CoreRequest, CoreResponse } from '../core/dispatch.js';
import type { WorldSlot } from '../core/slot.js';
import type { UploadedFile } from '../world/world.js';

/**
 * The browser side of the simulator's core, beside the Node one (http/node-adapter.ts): turns a Fetch API
 * Request (what MSW hands its handlers) into a CoreRequest and the core's answer into a Response. A fault's
 * dropped or held connection becomes a network error, after the hold.
 */

const invalidBody = () => new ApiError('KEY_INVALID', [{ path: 'body', issue: 'invalid' }]);

async function readJson(request: Request, limitBytes: number): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('json')) return undefined;
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > limitBytes) throw invalidBody();
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidBody();
  }
}

/** The one file of a multipart body (field `file`), as multer gives it on the Node side. */
async function readFile(request: Request, limitBytes: number): Promise<UploadedFile | null> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return null;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError('KEY_INVALID', [{ path: 'body.file', issue: 'invalid' }]);
  }
  if ([...form.values()].filter((value) => typeof value !== 'string').length > 1)
    throw new ApiError('KEY_INVALID', [{ path: 'body.file', issue: 'invalid' }]);
  const file = form.get('file');
  if (!file || typeof file === 'string') return null;
  if (file.size > limitBytes) throw new ApiError('FILE_TOO_LARGE', [{ path: 'body.file', issue: 'invalid' }]);
  return {
    originalName: file.name,
    mimeType: file.type || 'application/octet-stream',
    size: file.size,
    buffer: new Uint8Array(await file.arrayBuffer()),
  };
}

/** The one client of the simulator in the page: the demo's own browser (its HTTP calls and its chat socket). */
export const DEMO_CLIENT = 'demo';

/** A CoreRequest over a Fetch API request. */
export function fetchCoreRequest(request: Request, client: string): CoreRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: trimSlash(url.pathname),
    search: url.search.replace(/^\?/, ''),
    header: (name) => request.headers.get(name) ?? undefined,
    client,
    readJson: (limit) => readJson(request, limit),
    readFile: (limit) => readFile(request, limit),
    discard: () => undefined,
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The core's answer as a Response; null for a dropped or held connection (a network error for the caller). */
export async function fetchAnswer(response: CoreResponse): Promise<Response | null> {
  if (response.kind === 'drop') return null;
  if (response.kind === 'hang') {
    await wait(response.ms);
    return null;
  }
  return new Response(response.text, {
    status: response.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Answers a request with a core (the product's or the QA surface's) against the slot's world. */
export async function serveFetch(core: Core, slot: WorldSlot, request: Request): Promise<Response | null> {
  return fetchAnswer(await core.handle(slot, fetchCoreRequest(request, DEMO_CLIENT)));
}
