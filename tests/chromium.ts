import { existsSync } from 'node:fs';

/**
 * The browser the tests and benches drive: Debian's Chromium (Playwright cannot download its own
 * here), or the one CHROMIUM_PATH names, without a sandbox, GPU or background traffic.
 *
 * Headless runs prefer Debian's `chromium-headless-shell` (the browser Playwright itself runs
 * headless): without the full browser's UI it opens a page and starts the app in about half the
 * time (tests/README.md, "How npm test runs"). Without it, the full `chromium` in headless mode.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** The flags of every browser the tests and benches start. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The test suites' browser: the headless shell where it is installed. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER),
  args: CHROMIUM_ARGS,
};

/** The benches' browser: the full Chromium a visitor has, so their figures stay comparable. */
export const fullChromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? FULL_BROWSER,
  args: CHROMIUM_ARGS,
};
