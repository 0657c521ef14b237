/**
 * How every browser the tests and benches drive is launched: Debian's Chromium (Playwright cannot
 * download its own here), or the one CHROMIUM_PATH names, without a sandbox, GPU or background
 * traffic.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
