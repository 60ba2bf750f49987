import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';
import type { Described } from './described.js';
import * as fallbacks from './fallbacks.js';
import { contract } from './index.js';
import { describe } from './tolerance.js';

/**
 * The client's route table, written out as TypeScript (client-routes.gen.ts, by `npm run gen:routes`): each
 * route of the contract with what a client calls it by (method, path, content type) and its 200 answer
 * described as data (described.ts), so a client reads answers tolerantly without zod (docs/decisions/022).
 * A description shared by several answers (a game account, a time) is written once and named.
 */
export function clientRoutesSource(router: AppRouter = contract): string {
  // Each description's text, and how often the same text stands in the table: one written twice is named.
  const texts = new Map<Described, string>();
  const counts = new Map<string, number>();
  const textOf = (node: Described, where: string): string => {
    const text = texts.get(node) ?? literal(node, where, textOf);
    texts.set(node, text);
    counts.set(text, (counts.get(text) ?? 0) + 1);
    return text;
  };
  for (const { route, where } of routesOf(router)) textOf(answerOf(route), where);

  const names = new Map<string, string>();
  const declarations: string[] = [];
  const builders = new Set<string>();
  const write = (node: Described, where: string): string => {
    const text = literal(node, where, write, builders);
    if ((counts.get(texts.get(node) ?? '') ?? 0) < 2 || text.length < 24) return text;
    const known = names.get(text);
    if (known) return known;
    const name = `d${names.size}`;
    names.set(text, name);
    declarations.push(`const ${name} = ${text};`);
    return name;
  };

  const table = tree(router, (route, where) => {
    const fields = [`method: '${route.method}'`, `path: '${route.path}'`];
    if ('contentType' in route && route.contentType) fields.push(`contentType: '${route.contentType}'`);
    fields.push(`responses: { 200: ${write(answerOf(route), where)} }`);
    return `{ ${fields.join(', ')} }`;
  });
  const made = [...builders].filter((name) => name in fallbacks);
  const described = [...builders].filter((name) => !(name in fallbacks)).sort();
  return [
    '// Written by `npm run gen:routes` from the contract (contract/src/client-routes.ts): do not edit.',
    `import { ${described.join(', ')}, type ClientRoute } from './described.js';`,
    made.length > 0 ? `import { ${made.sort().join(', ')} } from './fallbacks.js';` : '',
    '',
    ...declarations,
    '',
    '/** Each route as a client calls it, and its 200 answer described for the tolerant reading (described.ts). */',
    `export const clientRoutes = ${table} satisfies Record<string, Record<string, ClientRoute>>;`,
    '',
  ].join('\n');
}

/** What the client reads a route's 200 answer by. */
function answerOf(route: AppRoute): Described {
  return describe((route.responses as Record<number, unknown>)[200] as ZodTypeAny);
}

function routesOf(router: AppRouter, where = ''): { route: AppRoute; where: string }[] {
  return Object.entries(router).flatMap(([key, value]) =>
    'method' in value
      ? [{ route: value as AppRoute, where: where + key }]
      : routesOf(value as AppRouter, `${where}${key}.`),
  );
}

function tree(router: AppRouter, leaf: (route: AppRoute, where: string) => string, where = ''): string {
  const entries = Object.entries(router).map(([key, value]) =>
    'method' in value
      ? `${key}: ${leaf(value as AppRoute, where + key)}`
      : `${key}: ${tree(value as AppRouter, leaf, `${where}${key}.`)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

const json = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));

/**
 * A description as the builders of described.ts write it (`object({ … })`), its parts written by `write`; the
 * builders and fallbacks it uses are added to `used`.
 */
function literal(
  node: Described,
  where: string,
  write: (node: Described, where: string) => string,
  used = new Set<string>(),
): string {
  const call = (builder: string, ...args: string[]) => {
    used.add(builder);
    return `${builder}(${args.join(', ')})`;
  };
  switch (node.kind) {
    case 'object': {
      const fields = Object.entries(node.shape).map(
        ([key, field]) => `${json(key)}: ${write(field, `${where}.${key}`)}`,
      );
      return call('object', `{ ${fields.join(', ')} }`);
    }
    case 'array':
      return call('array', write(node.item, `${where}[]`));
    case 'record':
      return call('record', write(node.value, `${where}{}`));
    case 'nullable':
    case 'optional':
    case 'part':
      return call(node.kind, write(node.inner, where));
    case 'default':
      return call('withDefault', write(node.inner, where), json(node.value));
    case 'decoration': {
      const inner = write(node.inner, where);
      if (!node.make) return call('decoration', inner, json(node.fallback));
      const name = Object.entries(fallbacks).find(([, make]) => make === node.make)?.[0];
      if (!name) throw new Error(`${where}: a decoration's fallback function must be one of fallbacks.ts`);
      used.add(name);
      return call('made', inner, name);
    }
    case 'tagged': {
      const options = node.options.map(([tag, option]) => `[${json(tag)}, ${write(option, where)}]`);
      return call('tagged', json(node.tag), `[${options.join(', ')}]`);
    }
    case 'union':
      return call('union', `[${node.options.map((option) => write(option, where)).join(', ')}]`);
    case 'string': {
      const args = [node.min, node.max].map((bound) => (bound === undefined ? 'undefined' : String(bound)));
      if (node.patterns) args.push(`[${node.patterns.map((pattern) => String(pattern)).join(', ')}]`);
      while (args.at(-1) === 'undefined') args.pop();
      return call('string', ...args);
    }
    case 'number':
      return call('number', ...node.checks.map(json));
    case 'boolean':
      return call('boolean');
    case 'null':
      return call('nothing');
    case 'unknown':
      return call('unknown');
    case 'literal':
      return call('literal', json(node.value));
    case 'enum':
      return call('oneOf', json(node.values));
    case 'open':
      return 'unknownAs' in node
        ? call('open', json(node.values), json(node.unknownAs))
        : call('open', json(node.values));
    case 'check':
    case 'strict':
      throw new Error(`${where}: a schema the description has no words for (a refinement, a format) cannot be written`);
  }
}
