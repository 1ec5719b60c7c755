// The options of the first-load profilers (cpu-profile.mjs, long-tasks.mjs), read the same way by
// both: a page path (`/orders/new` by default), `--width N` (412, a phone), `--signed-out`, and
// SHELL_URL, SANDBOX_URL and BENCH_CPU_THROTTLE (4, as Lighthouse's mobile preset).
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

export const SHELL = process.env.SHELL_URL ?? 'http://localhost:8080';
export const SANDBOX = process.env.SANDBOX_URL ?? 'http://localhost:8090';
export const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);
export const target = args.find((arg) => arg.startsWith('/')) ?? '/orders/new';
export const width = Number(option('--width', 412));
export const signedIn = !args.includes('--signed-out');
