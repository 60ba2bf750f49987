/**
 * The `debug` logger @mswjs/data names each of its modules with (README.md): silent in the demo, as the real
 * one is unless `localStorage.debug` asks for it, without the real one's colours and formatters.
 */
export function debug(): (...args: unknown[]) => void {
  return () => {};
}

/** As development builds import it (socket.io's, taken by a build run with NODE_ENV=test or development). */
export default debug;
