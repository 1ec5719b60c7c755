interface LaunchOptions {
  executablePath: string;
  args: string[];
}
declare const chromiumLaunch: {
  paths: { fullBrowser: string; headlessShell: string };
  forBenchmarks: LaunchOptions;
  forTests: LaunchOptions;
};
export = chromiumLaunch;
