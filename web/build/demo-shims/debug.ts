/**
 * The `debug` logger @mswjs/data names each of its modules with (README.md): silent in the demo, as the real
 * one is unless `localStorage.debug` asks for it, without the real one's colours and formatters.
 */
export function debug(): (...args: unknown[]) => void {
  return () => {};
}
