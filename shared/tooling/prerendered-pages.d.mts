// Types of prerendered-pages.mjs for the TypeScript that imports it (the e2e suite).
export function writePrerenderedPages(deployment: {
  shellDist: string;
  remotes: Record<string, unknown>;
  remoteDistOf: (name: string) => string | null;
}): string[];
