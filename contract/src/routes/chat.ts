import { c, route, type RouteMeta } from '../route-kit.js';
import type { ErrorCode } from '../errors.js';
import {
  ChatConfig,
  ChatConversationInput,
  ChatHistoryRequest,
  ChatHistoryResponse,
  ChatReadRequest,
  ChatReadResponse,
  ChatSendResponse,
  ChatUploadBody,
  ChatUploadResponse,
} from '../schemas.js';

/** Chat works for members and for visitors (as guests with a guest id): the token is optional. */
const chat = (...codes: ErrorCode[]): RouteMeta => ({ access: 'optional', codes });
const uploadCodes = ['FILE_NOT_SUPPORTED', 'FILE_TOO_LARGE'] as const;

export const chatContract = c.router({
  config: route({ method: 'GET', path: '/api/chat/config', summary: 'The room prefix', ok: ChatConfig, meta: chat() }),
  send: route({
    method: 'POST',
    path: '/api/chat/send-message',
    body: ChatConversationInput,
    summary: 'Send a message as the customer (member or guest)',
    ok: ChatSendResponse,
    meta: chat('MESSAGE_TOO_LONG', 'INVALID_USER_INFO'),
  }),
  history: route({
    method: 'POST',
    path: '/api/chat/history',
    body: ChatHistoryRequest,
    summary: 'Conversation history, newest last, skipping the newest `skip`',
    ok: ChatHistoryResponse,
    meta: chat('INVALID_USER_INFO'),
  }),
  uploadImage: route({
    method: 'POST',
    path: '/api/chat/upload-image',
    contentType: 'multipart/form-data',
    body: ChatUploadBody,
    summary: 'Upload an image or file for a media message (10 MB)',
    ok: ChatUploadResponse,
    meta: { ...chat(...uploadCodes), upload: 'chatImage' },
  }),
  uploadVideo: route({
    method: 'POST',
    path: '/api/chat/upload-video',
    contentType: 'multipart/form-data',
    body: ChatUploadBody,
    summary: 'Upload a video for a media message (20 MB)',
    ok: ChatUploadResponse,
    meta: { ...chat(...uploadCodes), upload: 'chatVideo' },
  }),
  readCustomer: route({
    method: 'PUT',
    path: '/api/chat/read-customer/',
    body: ChatReadRequest,
    summary: 'Mark support messages as read',
    ok: ChatReadResponse,
    meta: chat('INVALID_USER_INFO'),
  }),
});
