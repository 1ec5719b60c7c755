interface LaunchOptions {
  executablePath: string;
  args: string[];
}
declare const chromiumLaunch: { forBenchmarks: LaunchOptions; forTests: LaunchOptions };
export = chromiumLaunch;
