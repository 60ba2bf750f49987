/**
 * Headers given on a command line as `--header "name: value"` (repeatable), as an object: what the drift check
 * and the capture send on every call (a simulator session, a gateway's key). A line without a colon is a
 * header with an empty value.
 */
export function headerLines(lines: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return at === -1 ? [line.trim(), ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
}
