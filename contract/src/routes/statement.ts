import { z } from 'zod';
import { c, member, route } from '../route-kit.js';
import { PageRequest, SlipListResponse, SlipReferenceResponse, StatementListResponse } from '../schemas.js';

export const statementContract = c.router({
  list: route({
    method: 'POST',
    path: '/api/statement',
    body: PageRequest,
    summary: 'Statement entries, newest first',
    ok: StatementListResponse,
    meta: member(),
  }),
  slips: route({
    method: 'POST',
    path: '/api/statement/slip',
    body: PageRequest,
    summary: 'Uploaded slips, newest first',
    ok: SlipListResponse,
    meta: member(),
  }),
  slipReference: route({
    method: 'GET',
    path: '/api/statement/slip/reference/:reference',
    pathParams: z.object({ reference: z.string().min(1).max(64) }),
    summary: 'Where to see a slip image',
    ok: SlipReferenceResponse,
    meta: member('NO_DATA'),
  }),
});
