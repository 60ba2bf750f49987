import { readFileSync } from 'node:fs';
import type { AppRoute, AppRouter } from '@ts-rest/core';
import { describe as group, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { z } from 'zod';
import { clientRoutesSource } from './client-routes.js';
import { formattedClientRoutes } from './client-routes-file.js';
import { clientRoutes } from './client-routes.gen.js';
import { contract } from './index.js';
import { decoration, describe } from './tolerance.js';

type Table = { [key: string]: Table | (Pick<AppRoute, 'method' | 'path'> & { responses: { 200: unknown } }) };

function pairs(router: AppRouter, table: Table, where = ''): [string, AppRoute, Table[string] | undefined][] {
  return Object.entries(router).flatMap(([key, value]) =>
    'method' in value
      ? [[where + key, value as AppRoute, table[key]] as [string, AppRoute, Table[string] | undefined]]
      : pairs(value as AppRouter, (table[key] ?? {}) as Table, `${where}${key}.`),
  );
}

group("the client's route table (client-routes.gen.ts)", () => {
  it('is what `npm run gen:routes` writes from the contract as it is now', async () => {
    const file = readFileSync(new URL('./client-routes.gen.ts', import.meta.url), 'utf8');
    expect(file, 'run `npm run gen:routes`').toBe(await formattedClientRoutes());
  });

  it("holds every route of the contract by its name, method, path and content type, and each 200 answer's description", () => {
    const all = pairs(contract, clientRoutes as unknown as Table);
    expect(all).toHaveLength(71);
    for (const [name, route, written] of all) {
      expect(written, name).toMatchObject({ method: route.method, path: route.path });
      expect((written as { contentType?: string }).contentType, name).toBe(
        'contentType' in route ? route.contentType : undefined,
      );
      const answer = (route.responses as Record<number, ZodTypeAny>)[200];
      expect((written as { responses: { 200: unknown } }).responses[200], name).toEqual(describe(answer));
    }
    const count = (table: Table): number =>
      Object.values(table).reduce((sum, value) => sum + ('method' in value ? 1 : count(value as Table)), 0);
    expect(count(clientRoutes as unknown as Table)).toBe(71);
  });

  it('refuses what it cannot write: a refinement, or a fallback made by a function outside fallbacks.ts', () => {
    const refined = { get: { method: 'GET', path: '/a', responses: { 200: z.number().refine((n) => n > 1) } } };
    expect(() => clientRoutesSource(refined as unknown as AppRouter)).toThrow(/get: a schema the description/);
    const made = decoration(z.string(), (raw) => String(raw));
    const fallback = { get: { method: 'GET', path: '/b', responses: { 200: z.object({ name: made }) } } };
    expect(() => clientRoutesSource(fallback as unknown as AppRouter)).toThrow(/get\.name: .*fallbacks\.ts/);
  });
});
