/**
 * npm run contract:check -- --base-url URL [--phone P --password W] [--write] [--junit FILE] [--header "name: value"]
 *
 * Calls every read route of the contract against a live backend (with --write the write routes too, in an
 * order that leaves the account as it was: check.ts WRITES) and parses each answer by the contract; prints a
 * table, writes JUnit XML (default contract-check.junit.xml) and exits 1 when a route drifted or is missing. The member may come from the environment instead
 * (CONTRACT_CHECK_PHONE, CONTRACT_CHECK_PASSWORD), so a CI job's secret is not on a command line.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { headerLines } from '../header-lines.js';
import { checkContract } from './check.js';
import { junit, table } from './report.js';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    phone: { type: 'string' },
    password: { type: 'string' },
    write: { type: 'boolean', default: false },
    junit: { type: 'string', default: 'contract-check.junit.xml' },
    header: { type: 'string', multiple: true, default: [] },
  },
});

if (!values['base-url']) {
  process.stderr.write('usage: npm run contract:check -- --base-url URL [--phone P --password W] [--write]\n');
  process.exit(2);
}

const headers = headerLines(values.header);

const results = await checkContract({
  baseUrl: values['base-url'],
  phone: values.phone ?? process.env.CONTRACT_CHECK_PHONE,
  password: values.password ?? process.env.CONTRACT_CHECK_PASSWORD,
  write: values.write,
  headers,
});
process.stdout.write(`${table(results)}\n`);
writeFileSync(values.junit, junit(results));
// A log-in refused as the contract allows (a wrong password) leaves the member's routes unchecked: a failure too.
const login = results.find((r) => r.route === 'account.login');
if (login?.status != null && login.status !== 200)
  process.stderr.write(`the log-in was refused (HTTP ${login.status}): the member's routes were not checked\n`);
const failed = results.some((r) => r.verdict === 'drift' || r.verdict === 'missing');
process.exit(failed || (login?.status != null && login.status !== 200) ? 1 : 0);
