import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formattedClientRoutes } from './client-routes-file.js';

const file = fileURLToPath(new URL('./client-routes.gen.ts', import.meta.url));
writeFileSync(file, await formattedClientRoutes());
process.stdout.write(`wrote ${file}\n`);
