// Types of serve.mjs for the TypeScript that imports it (the e2e suite).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface StaticHandlerOptions {
  spa?: boolean;
  cors?: boolean;
  dev?: boolean;
  extraHeaders?: (pathname: string) => Record<string, string>;
}

export interface Served {
  app: { dir: string } | null;
  url: string;
  close: () => Promise<void>;
}

export function isPagePath(pathname: string): boolean;
export function cacheControlFor(pathname: string): string;
export function staticHandler(dist: string, options?: StaticHandlerOptions): Promise<RequestHandler>;
export function readDeployment(shellDist: string): {
  config: Record<string, unknown>;
  remotes: Record<string, string>;
  indexHtml: string;
};
export function securityHeadersOf(shellDist: string): () => Record<string, string>;
export function serveApps(options?: { host?: string; env?: NodeJS.ProcessEnv }): Promise<Served[]>;
export function listen(handler: RequestHandler, port: number, host?: string, app?: unknown): Promise<Served>;
