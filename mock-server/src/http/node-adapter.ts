import type { IncomingMessage, ServerResponse } from 'node:http';
import multer from 'multer';
import { ApiError } from '../domain/api-error.js';
import type { Core, CoreRequest } from '../core/dispatch.js';
import { trimSlash } from '../core/compiled-routes.js';
import type { WorldSlot } from '../core/slot.js';
import type { UploadedFile } from '../world/world.js';
import { clientAddress } from './client-address.js';

/**
 * The Node side of the simulator's core: turns a node:http request into a CoreRequest (JSON reader, multer
 * for the one uploaded file) and writes the core's answer, or drops or holds the connection when a fault
 * says so. Express keeps only pages and files (docs, console, assets); see docs/decisions/001, 008, 027.
 */

/** Reads a JSON body up to a limit. Not JSON by its content type: undefined, so the schema says what is missing. */
function readJson(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!(req.headers['content-type'] ?? '').toLowerCase().includes('json')) {
      req.resume();
      req.once('end', () => resolve(undefined));
      req.once('error', reject);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        req.removeAllListeners('data');
        req.resume();
        reject(new ApiError('KEY_INVALID', [{ path: 'body', issue: 'invalid' }]));
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => {
      if (size > limitBytes) return;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ApiError('KEY_INVALID', [{ path: 'body', issue: 'invalid' }]));
      }
    });
    req.once('error', reject);
  });
}

function readFile(req: IncomingMessage, res: ServerResponse, limitBytes: number): Promise<UploadedFile | null> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: limitBytes, files: 1, fields: 10 },
  }).single('file');
  return new Promise((resolve, reject) => {
    upload(req as never, res as never, (error: unknown) => {
      if (error) {
        const code = (error as { code?: string }).code;
        req.resume();
        // One file under another name is a body without the `file` part: the route says which part it wanted
        // (SLIP_NO_FILE), as for a body with no file at all, and as the page's adapter does.
        if (code === 'LIMIT_UNEXPECTED_FILE') {
          resolve(null);
          return;
        }
        reject(
          new ApiError(code === 'LIMIT_FILE_SIZE' ? 'FILE_TOO_LARGE' : 'KEY_INVALID', [
            { path: 'body.file', issue: 'invalid' },
          ]),
        );
        return;
      }
      const file = (req as IncomingMessage & { file?: Express.Multer.File }).file;
      resolve(
        file
          ? { originalName: file.originalname, mimeType: file.mimetype, size: file.size, buffer: file.buffer }
          : null,
      );
    });
  });
}

/** A CoreRequest over a node:http request. */
export function coreRequest(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
  trustedProxies: ReadonlySet<string>,
): CoreRequest {
  return {
    method: req.method ?? 'GET',
    path,
    search,
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    },
    client: clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies),
    readJson: (limit) => readJson(req, limit),
    readFile: (limit) => readFile(req, res, limit),
    discard: () => {
      if (!req.complete) req.resume();
    },
  };
}

/** The QA pages served by Express, not the QA contract: the one-time "open as" page. */
const QA_PAGES = '/__admin/open/';

/**
 * Which core answers a request URL: the product's (/api), the QA surface's (/__admin and /health), or
 * neither (null: the docs, the console, the asset files and the "open as" page, served by Express); with
 * the path (no trailing slash) and the query.
 */
export function corePath(url: string): { surface: 'product' | 'qa'; path: string; search: string } | null {
  const q = url.indexOf('?');
  const path = trimSlash(q === -1 ? url : url.slice(0, q));
  const search = q === -1 ? '' : url.slice(q + 1);
  if (path === '/api' || path.startsWith('/api/')) return { surface: 'product', path, search };
  if (path === '/health' || path === '/__admin' || (path.startsWith('/__admin/') && !path.startsWith(QA_PAGES)))
    return { surface: 'qa', path, search };
  return null;
}

/** Answers a request with a core against the session's world (the slot, asked again after each wait). */
export async function serveCore(
  core: Core,
  slot: WorldSlot,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  search: string,
  trustedProxies: ReadonlySet<string>,
): Promise<void> {
  const response = await core.handle(slot, coreRequest(req, res, path, search, trustedProxies));
  if (response.kind === 'drop') {
    req.socket.destroy();
    return;
  }
  if (response.kind === 'hang') {
    const timer = setTimeout(() => req.socket.destroy(), response.ms);
    req.socket.once('close', () => clearTimeout(timer));
    return;
  }
  res.writeHead(response.status, {
    'content-type': response.type ?? 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(response.text),
    'cache-control': 'no-store',
  });
  res.end(response.text);
}
