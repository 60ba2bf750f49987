import type { Plugin } from 'vite';

/** The declaration @ts-rest/core builds as it loads: a schema of zod's errors, which the app never reads. */
const DECLARATION = 'const ZodErrorSchema = ';

/**
 * Lets the bundler leave out `ZodErrorSchema` of @ts-rest/core, and with it zod: the only zod in the app's first
 * load once answers are read by description (docs/decisions/022). The library builds the schema at its top
 * level, a call the bundler must keep as it cannot know it has no effect; wrapped in a function marked pure, it
 * goes when unused. The build fails if the declaration is no longer there as written (another version of the
 * library), rather than zod coming back unseen; the bench's first-load budget would tell too.
 */
export function unreadZodSchema(): Plugin {
  return {
    name: 'portal:unread-zod-schema',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@ts-rest[\\/]core[\\/]index\.esm\.mjs$/.test(id)) return null;
      const start = code.indexOf(DECLARATION);
      const end = start < 0 ? -1 : closingOf(code, code.indexOf('(', start));
      if (end < 0) this.error(`@ts-rest/core has no "${DECLARATION}z.object(…)" to leave out: see ${import.meta.url}`);
      const value = code.slice(start + DECLARATION.length, end + 1);
      return `${code.slice(0, start)}${DECLARATION}/* @__PURE__ */ (() => ${value})()${code.slice(end + 1)}`;
    },
  };
}

/** The index of the parenthesis that closes the one at `open` (-1 if none): the library's code, no strings with parentheses. */
function closingOf(code: string, open: number): number {
  if (open < 0) return -1;
  let depth = 0;
  for (let index = open; index < code.length; index += 1) {
    if (code[index] === '(') depth += 1;
    else if (code[index] === ')' && --depth === 0) return index;
  }
  return -1;
}
