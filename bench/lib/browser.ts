// The headless Chromium the browser benches measure with (Debian's, or CHROMIUM_PATH), launched one way for all.
import { type Browser, chromium } from 'playwright-core';

/** Launches headless Chromium with the flags every bench uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  });
}
