/** @mswjs/data's handler generators, never called in the demo (README.md). */
function notInTheDemo(): never {
  throw new Error('toHandlers() is not part of the demo build (web/build/demo-shims)');
}
export const generateRestHandlers = notInTheDemo;
export const generateGraphQLHandlers = notInTheDemo;
