/** Entry point: `pnpm --filter @cabinet/sandbox start`. */
import { buildServer } from './server';

async function main(): Promise<void> {
  const { app, ctx } = await buildServer();
  const { host, port, mode, timeScale } = ctx.config;
  await app.listen({ host, port });
  app.log.info({ mode, timeScale, db: ctx.db.kind }, `sandbox listening on http://${host}:${port}`);
  const stop = async (signal: string): Promise<void> => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
