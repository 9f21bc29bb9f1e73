// @forms-engine/react in a real React app: a small Vite app (e2e/react-app) is built here against the package's
// built dist/, as an app that installed it would be, and run in Chromium against the server's forms.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { publishedEmbed } from './helpers.ts';
import { serveStatic } from './static-server.ts';

const appRoot = path.resolve(import.meta.dirname, '../react-app');
const packageDist = path.resolve(import.meta.dirname, '../../packages/react/dist');
let outDir = '';
let app: Server;
let appUrl = '';

test.beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'fe-react-app-'));
  await build({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const served = await serveStatic(outDir);
  app = served.server;
  // Another origin than the server's (localhost vs 127.0.0.1), as a customer's site is.
  appUrl = served.url.replace('127.0.0.1', 'localhost');
});
test.afterAll(async () => {
  app?.close();
  await rm(outDir, { recursive: true, force: true });
});

test('the package is built for publishing: a client module, its types and the protocol’s beside it', () => {
  expect(readFileSync(path.join(packageDist, 'index.js'), 'utf8')).toMatch(/^['"]use client['"];/);
  const types = readFileSync(path.join(packageDist, 'index.d.ts'), 'utf8');
  expect(types).toContain("from './protocol.js'");
  expect(types).not.toContain('@forms-engine/embed');
  expect(readFileSync(path.join(packageDist, 'protocol.d.ts'), 'utf8')).toContain('interface OpenOptions');
});

test('the components render, open and close, and forward only their own form’s events', async ({
  page,
  request,
  baseURL,
}) => {
  const { form } = await publishedEmbed(request, {
    steps: [{ type: 'textbox', title: 'What should we quote?' }],
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${appUrl}/index.html?host=${encodeURIComponent(baseURL as string)}&form=${form.id}`);
  const events = page.getByRole('list', { name: 'Events' }).getByRole('listitem');

  // The widget: the form inline, where the component stands.
  const inline = page.frameLocator('[data-forms-engine-widget] iframe');
  await expect(inline.getByText('What should we quote?')).toBeVisible();
  await expect(page.locator('[data-forms-engine-widget] iframe')).toHaveAttribute('title', 'Inline quote');

  // The button opens a popup; a submission closes it (closeAfter 0) and reaches this component only.
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const popup = page.getByRole('dialog', { name: 'Popup quote' });
  await expect(popup).toBeVisible();
  await popup.frameLocator('iframe').getByRole('textbox').fill('Six panels');
  await popup
    .frameLocator('iframe')
    .getByRole('button', { name: /^Submit/ })
    .click();
  await expect(popup).toBeHidden();
  await expect(events).toHaveText([
    `popup open ${form.id}`,
    `popup submitted ${form.id}`,
    `popup close ${form.id}`,
  ]);
  await expect(page.getByRole('button', { name: 'Get a quote' })).toBeFocused();

  // The slider opens when mounted (trigger "load" on a loaded page) and is gone when unmounted.
  await page.getByRole('checkbox', { name: 'Slider' }).check();
  const slider = page.getByRole('dialog', { name: 'Slider quote' });
  await expect(slider.frameLocator('iframe').getByText('What should we quote?')).toBeVisible();
  await expect(events.last()).toHaveText(`slider open ${form.id}`);
  await page.keyboard.press('Escape');
  await expect(slider).toBeHidden();
  await page.getByRole('checkbox', { name: 'Slider' }).uncheck();
  await expect(page.locator('[data-forms-engine="slider"]')).toHaveCount(0);

  // The inline form's submission reaches the widget's listener.
  await inline.getByRole('textbox').fill('Two batteries');
  await inline.getByRole('button', { name: /^Submit/ }).click();
  await expect(events.last()).toHaveText(`inline submitted ${form.id}`);
  // React's strict mode mounted every component twice: still one loader, one popup button's dialog.
  expect(await page.locator(`script[src="${baseURL}/embed.js"]`).count()).toBe(1);
  expect(errors).toEqual([]);
});
