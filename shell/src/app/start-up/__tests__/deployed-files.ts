import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A file of the shell's public folder, as a deployment serves it (config.json, remotes.json). */
export const publicFile = (name: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, '../../../../public', name), 'utf8'));

/** A fetch that answers config.json and, for anything else, remotes.json from the public folder. */
export const fetchDeployedFiles = (): typeof fetch =>
  jest.fn(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => publicFile(url === '/config.json' ? 'config.json' : 'remotes.json'),
  })) as unknown as typeof fetch;
