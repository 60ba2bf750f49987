/**
 * npm run capture -- --base-url URL --phone P --password W --out member.world.json [--keep-personal]
 *   [--scenario NAME] [--header "name: value"]
 *
 * Reads a real member through the contract's read routes and writes a world file the simulator loads
 * (POST /__admin/world, the console's World panel, npm run mock -- --world FILE). Personal data is replaced
 * unless --keep-personal; passwords and tokens are never written. The member may come from the environment
 * (CAPTURE_PHONE, CAPTURE_PASSWORD), so a password is not on a command line. Exit 1 when nothing was captured.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { headerLines } from '../header-lines.js';
import { scenarios } from '../../scenarios/index.js';
import { captureMember } from './capture.js';
import { reportText } from './report.js';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    phone: { type: 'string' },
    password: { type: 'string' },
    out: { type: 'string' },
    scenario: { type: 'string' },
    'keep-personal': { type: 'boolean', default: false },
    header: { type: 'string', multiple: true, default: [] },
  },
});

const phone = values.phone ?? process.env.CAPTURE_PHONE;
const password = values.password ?? process.env.CAPTURE_PASSWORD;
if (!values['base-url'] || !phone || !password || !values.out) {
  process.stderr.write(
    'usage: npm run capture -- --base-url URL --phone P --password W --out member.world.json [--keep-personal] [--scenario NAME]\n',
  );
  process.exit(2);
}
if (values.scenario !== undefined && !scenarios[values.scenario]) {
  process.stderr.write(`--scenario: no scenario ${values.scenario} (known: ${Object.keys(scenarios).join(', ')})\n`);
  process.exit(2);
}

const headers = headerLines(values.header);

const capture = await captureMember({
  baseUrl: values['base-url'],
  phone,
  password,
  scenario: values.scenario,
  keepPersonal: values['keep-personal'],
  headers,
  scenarios,
});
process.stdout.write(`${reportText(capture.report)}\n`);
if ('failed' in capture) {
  process.stderr.write(`nothing captured: ${capture.failed}\n`);
  process.exit(1);
}
writeFileSync(values.out, `${JSON.stringify(capture.world, null, 1)}\n`);
const rows = Object.entries(capture.world.tables)
  .filter(([, list]) => list.length > 0)
  .map(([table, list]) => `${table} ${list.length}`)
  .join(', ');
process.stdout.write(
  `\nwrote ${values.out}: ${rows}; scenario ${capture.world.scenario}${values['keep-personal'] ? '' : ', personal data replaced'}\n` +
    `log in to it as ${capture.login.phone} / ${capture.login.password} (npm run mock -- --world ${values.out})\n`,
);
