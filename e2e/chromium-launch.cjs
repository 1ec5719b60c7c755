// How every browser test and benchmark starts Chromium here: Debian's build (never a downloaded
// browser), with the flags that let it run as root without reaching for the network.
module.exports = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
