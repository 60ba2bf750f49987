import { generateOpenApi } from '@ts-rest/open-api';
import { CLIENT_HEADER } from './constants.js';
import { contract } from './index.js';
import type { RouteMeta } from './route-kit.js';

/** The OpenAPI 3 document of every route, with the bearer scheme on member routes and file bodies as binary. */
export function openApiDocument() {
  return generateOpenApi(
    contract,
    {
      info: {
        title: 'Wallet portal API',
        version: '1.1.14',
        description: `Every request carries the header ${CLIENT_HEADER.name}: ${CLIENT_HEADER.value}. Errors answer { message: CODE } (see the error catalogue); a shut-down service answers 410 { message: "gone" }.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        const meta = route.metadata as RouteMeta;
        const withSecurity =
          meta.access === 'public'
            ? operation
            : { ...operation, security: meta.access === 'member' ? [{ bearer: [] }] : [{ bearer: [] }, {}] };
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
  );
}
