import { describe, expect, it } from 'vitest';
import { adminContract } from './admin.js';
import { ADMIN_TAG, openApiDocument } from './openapi.js';
import { ISO_DATE_TIME } from './schemas.js';

describe('the OpenAPI document', () => {
  const doc = openApiDocument() as { openapi: string; paths: Record<string, Record<string, any>> };
  const all = Object.values(doc.paths).flatMap((path) => Object.values(path));
  const operations = all.filter((operation) => !operation.tags.includes(ADMIN_TAG));
  const admin = all.filter((operation) => operation.tags.includes(ADMIN_TAG));

  it('describes all 71 operations (spec §7, the chat guest id and its adoption), tagged by area', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(operations).toHaveLength(71);
    expect(doc.paths['/api/wallet/transfer'].post.tags).toEqual(['wallet']);
  });

  it('describes the simulator’s QA surface under its own tag, without the product’s client header', () => {
    expect(admin).toHaveLength(Object.keys(adminContract).length);
    expect(doc.paths['/__admin/faults'].post.tags).toEqual([ADMIN_TAG]);
    for (const operation of admin) {
      const names = (operation.parameters ?? []).map((p: any) => p.name);
      expect(names, operation.operationId).not.toContain('x-client');
      expect(names, operation.operationId).toContain('x-mock-session');
    }
  });

  it('shows the fixed client header with its value on every operation', () => {
    for (const operation of operations) {
      const header = operation.parameters?.find((p: any) => p.in === 'header' && p.name === 'x-client');
      expect(header, operation.operationId).toBeDefined();
      expect(JSON.stringify(header.schema)).toContain('wallet-user');
    }
  });

  it('marks member routes with the bearer scheme and file uploads as binary', () => {
    expect(doc.paths['/api/wallet'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/login'].post.security).toBeUndefined();
    const slip = doc.paths['/api/wallet/slip'].post.requestBody.content['multipart/form-data'].schema;
    expect(slip.properties.file).toEqual({ type: 'string', format: 'binary' });
  });

  it('writes every time of an answer as a date-time string, not as the pattern that checks it', () => {
    const text = JSON.stringify(doc);
    expect(text.match(/"format":"date-time"/g)?.length).toBeGreaterThan(10);
    expect(text).not.toContain(ISO_DATE_TIME.source.slice(0, 40));
    const entry = doc.paths['/api/statement'].post.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(entry)).toMatch(/"createdAt":\{"type":"string","format":"date-time"/);
  });

  it('lists the error codes a route can answer', () => {
    const transfer = doc.paths['/api/wallet/transfer'].post.responses;
    expect(JSON.stringify(transfer['422'])).toContain('MONEY_NOT_ENOUGH');
    expect(JSON.stringify(transfer['410'])).toContain('gone');
  });
});
