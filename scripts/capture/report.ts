import type { ReportLine } from './read.js';

/** The capture's report for a person: a line a route, then what was left out or read around, and why. */
export function reportText(lines: ReportLine[]): string {
  const out = lines.map(
    (line) =>
      `${line.outcome.toUpperCase().padEnd(9)} ${line.route.padEnd(24)} ${line.status === null ? '   -' : String(line.status).padStart(4)}`,
  );
  for (const line of lines.filter((item) => item.notes.length > 0)) {
    out.push('', `${line.route}:`);
    for (const note of line.notes) out.push(`  ${plain(note)}`);
  }
  const count = (outcome: ReportLine['outcome']) => lines.filter((line) => line.outcome === outcome).length;
  out.push('', `${count('read')} read whole, ${count('partial')} read in part, ${count('left out')} left out`);
  return out.join('\n');
}

/** A backend's text as a terminal may show it: no control characters. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const plain = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '\uFFFD');
