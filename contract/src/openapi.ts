import type { AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { adminContract, MOCK_SESSION } from './admin.js';
import { CLIENT_HEADER } from './constants.js';
import { contract } from './index.js';
import { ISO_DATE_TIME } from './schemas.js';
import type { RouteMeta } from './route-kit.js';

/** The tag of the simulator's QA surface: not part of the product, only the mock server has it. */
export const ADMIN_TAG = 'Simulator (QA)';

const info = {
  title: 'Wallet portal API',
  version: '1.1.14',
  description: [
    `Every product request carries the header ${CLIENT_HEADER.name}: ${CLIENT_HEADER.value}. Errors answer { message: CODE } (see the error catalogue); a shut-down service answers 410 { message: "gone" }.`,
    `The operations tagged "${ADMIN_TAG}" are the mock server's control surface, not the product's: a real backend has none of them. They act on the simulator session named by the ${MOCK_SESSION.header} header (or the ${MOCK_SESSION.cookie} cookie), else on the default world.`,
  ].join('\n\n'),
};

type Operation = Record<string, unknown>;

/** One area's operations, tagged, with the bearer scheme on member routes and file bodies as binary. */
function areaDocument(router: AppRouter, tag: string) {
  return generateOpenApi(
    router,
    { info },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        const meta = route.metadata as RouteMeta | { admin: true };
        const tagged = { ...operation, tags: [tag] };
        if ('admin' in meta) return tagged;
        const withSecurity =
          meta.access === 'public'
            ? tagged
            : { ...tagged, security: meta.access === 'member' ? [{ bearer: [] }] : [{ bearer: [] }, {}] };
        if (!meta.upload) return withSecurity;
        return {
          ...withSecurity,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        };
      },
    },
  ) as { paths: Record<string, Record<string, Operation>> };
}

/**
 * The OpenAPI 3 document of every route: the product's, one tag per area, then the simulator's QA surface
 * under its own tag.
 */
export function openApiDocument() {
  const areas: [AppRouter, string][] = [
    ...Object.entries(contract).map(([area, router]): [AppRouter, string] => [router as AppRouter, area]),
    [adminContract, ADMIN_TAG],
  ];
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [router, tag] of areas) {
    for (const [path, operations] of Object.entries(areaDocument(router, tag).paths))
      paths[path] = { ...paths[path], ...operations };
  }
  return dateTimesAsFormat({
    openapi: '3.0.2',
    info,
    tags: [...areas.map(([, tag]) => ({ name: tag }))],
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  });
}

/** Every string schema checked by the date-time pattern (IsoDateTime) written as `format: date-time`. */
function dateTimesAsFormat<T>(node: T): T {
  if (Array.isArray(node)) return node.map(dateTimesAsFormat) as T;
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === 'pattern' && value === ISO_DATE_TIME.source ? ['format', 'date-time'] : [key, dateTimesAsFormat(value)],
    ),
  ) as T;
}
