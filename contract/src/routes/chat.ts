import { c, member, route, visitor, type RouteMeta } from '../route-kit.js';
import type { ErrorCode } from '../errors.js';
import {
  ChatAdoptRequest,
  ChatAdoptResponse,
  ChatConfig,
  ChatConversationInput,
  ChatGuestResponse,
  ChatHistoryRequest,
  ChatHistoryResponse,
  ChatReadRequest,
  ChatReadResponse,
  ChatSendResponse,
  ChatUploadBody,
  ChatUploadHeaders,
  ChatUploadQuery,
  ChatUploadResponse,
} from '../schemas.js';

/**
 * Chat works for members (bearer token) and for visitors, as guests (spec §6): the token is optional. A guest id
 * is one the device made (DEVICE_GUEST_ID, bound to the first client address that uses it) or, where the server
 * offers this contract's addition, one POST /api/chat/guest issued. Any other guest id, or a userId that is not
 * the caller's, is INVALID_USER_INFO. A client address binds at most 20 new guest ids a minute, issued and
 * device-made together (REQUEST_LIMIT). The two additions (guest, adoptGuest) may be missing from a backend: the
 * portal then uses a device-made id and leaves the guest conversation where it is at log-in. Sending and uploading are rate-limited per conversation and per
 * client address (REQUEST_LIMIT, 429): 20 messages per 10 s per conversation and 60 per client; 10 uploads per
 * minute per conversation and 20 per client. Uploads are checked by their first bytes (png, jpeg, gif,
 * mp4/quicktime): a file that is not what its type and extension say is FILE_NOT_SUPPORTED.
 */
const chat = (...codes: ErrorCode[]): RouteMeta => ({ access: 'optional', codes });
const uploadCodes = ['FILE_NOT_SUPPORTED', 'FILE_TOO_LARGE', 'INVALID_USER_INFO', 'REQUEST_LIMIT'] as const;

export const chatContract = c.router({
  config: route({ method: 'GET', path: '/api/chat/config', summary: 'The room prefix', ok: ChatConfig, meta: chat() }),
  guest: route({
    method: 'POST',
    path: '/api/chat/guest',
    body: c.noBody(),
    summary: 'Issue a guest id for a visitor (20 per minute per client address, then REQUEST_LIMIT)',
    ok: ChatGuestResponse,
    meta: { ...visitor('REQUEST_LIMIT'), addition: true },
  }),
  send: route({
    method: 'POST',
    path: '/api/chat/send-message',
    body: ChatConversationInput,
    summary: 'Send a message as the customer (member or guest)',
    ok: ChatSendResponse,
    meta: chat('MESSAGE_TOO_LONG', 'INVALID_USER_INFO', 'REQUEST_LIMIT'),
  }),
  history: route({
    method: 'POST',
    path: '/api/chat/history',
    body: ChatHistoryRequest,
    summary: 'Conversation history, newest last: the page before the newest `skip`, or before `before`',
    ok: ChatHistoryResponse,
    meta: chat('INVALID_USER_INFO', 'NO_DATA', 'REQUEST_LIMIT'),
  }),
  uploadImage: route({
    method: 'POST',
    path: '/api/chat/upload-image',
    contentType: 'multipart/form-data',
    query: ChatUploadQuery,
    headers: ChatUploadHeaders,
    body: ChatUploadBody,
    summary: 'Upload an image or file for a media message (10 MB); a visitor sends the x-chat-guest header',
    ok: ChatUploadResponse,
    meta: { ...chat(...uploadCodes), upload: 'chatImage' },
  }),
  uploadVideo: route({
    method: 'POST',
    path: '/api/chat/upload-video',
    contentType: 'multipart/form-data',
    query: ChatUploadQuery,
    headers: ChatUploadHeaders,
    body: ChatUploadBody,
    summary: 'Upload a video for a media message (20 MB); a visitor sends the x-chat-guest header',
    ok: ChatUploadResponse,
    meta: { ...chat(...uploadCodes), upload: 'chatVideo' },
  }),
  adoptGuest: route({
    method: 'POST',
    path: '/api/chat/adopt-guest',
    body: ChatAdoptRequest,
    summary:
      "After log-in: move the guest conversation of this device's guest id into the member's; the guest id then ends",
    ok: ChatAdoptResponse,
    meta: { ...member('INVALID_USER_INFO', 'REQUEST_LIMIT'), addition: true },
  }),
  readCustomer: route({
    method: 'PUT',
    path: '/api/chat/read-customer/',
    body: ChatReadRequest,
    summary: 'Mark support messages as read',
    ok: ChatReadResponse,
    meta: chat('INVALID_USER_INFO', 'REQUEST_LIMIT'),
  }),
});
