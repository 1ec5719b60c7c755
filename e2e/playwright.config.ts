import { defineConfig, devices } from '@playwright/test';

import chromiumLaunch from './chromium-launch.cjs';

/** Tests that change the shared sandbox for everyone (faults, clock, switches). */
const SERIAL = /(faults\.spec|\.serial\.spec)\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more, and the list reporter names it "flaky" if the second run
  // passes: each one named is a bug to find (the last one was an order pressed while its prices were
  // loading). Without the retry one rare race discarded a whole submission. Locally nothing is retried.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: 'http://localhost:8080',
    // A trace records a screencast and DOM snapshots of every step: recorded for every test it took
    // half of the two cores (Chromium's GPU and browser processes), pages then missed their 7 s and the
    // suite ran 10.5 min instead of 6. None is recorded; to look into a failure, pass `--trace on`.
    trace: 'off',
    launchOptions: chromiumLaunch.forTests,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: SERIAL,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Fault injection, the sandbox clock and its switches change the one shared sandbox: those tests
    // (faults.spec.ts and every *.serial.spec.ts) run after all others, one at a time.
    {
      name: 'faults',
      testMatch: SERIAL,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // The stand-in for the partner super-app that frames the cabinet (e2e/super-app/host.html).
      command: 'node super-app/serve-host.mjs',
      url: 'http://127.0.0.1:8086/host.html',
      reuseExistingServer: !process.env.CI,
    },
    {
      // The local courier platform in test mode, on a fresh in-memory database for every run.
      command: 'pnpm --filter @cabinet/sandbox start',
      url: 'http://127.0.0.1:8090/__sandbox/state',
      env: {
        SANDBOX_MODE: 'test',
        SANDBOX_DATA_DIR: 'memory',
        SANDBOX_LOG_LEVEL: 'warn',
        SANDBOX_TIME_SCALE: '60',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node serve-apps.mjs',
      url: 'http://127.0.0.1:8080/config.json',
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
