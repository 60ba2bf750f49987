import { format, resolveConfig } from 'prettier';
import { clientRoutesSource } from './client-routes.js';

/** The client's route table as client-routes.gen.ts holds it: written out and formatted as the repository is. */
export async function formattedClientRoutes(): Promise<string> {
  const file = new URL('./client-routes.gen.ts', import.meta.url).pathname;
  return format(clientRoutesSource(), { ...(await resolveConfig(file)), filepath: file });
}
