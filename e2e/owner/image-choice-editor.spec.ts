// The image choice's panel in the builder: a tiles step becomes an image choice keeping its options, a picture
// is uploaded for an option, its description is required, and the draft keeps both. Screenshots at 375 and 1280 px
// (docs/screenshots/editor-image-choice-<width>.png), axe-core clean (WCAG 2.2 A/AA).
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publishForm, signIn } from '../fixtures/api.ts';
import { builderAtWidth, draftSaved, editQuestion, shootPanel } from '../fixtures/builder.ts';
import { shortConfig } from '../fixtures/configs.ts';
import { axeViolations } from '../fixtures/axe.ts';

const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// The app's CSP (script-src 'self') would refuse the injected axe script.
test.use({ bypassCSP: true });

test('an owner turns tiles into an image choice, uploads a picture, describes it and saves the draft', async ({
  page,
  context,
}) => {
  await signIn(context, 'pictures');
  const form = await publishForm(context.request, shortConfig, {
    label: `Pictures ${crypto.randomUUID().slice(0, 6)}`,
  });
  await page.goto(`/edit/${form.id}`);
  const panel = await editQuestion(page, 1);
  await page.locator('#step-0-type').click();
  await page.getByRole('combobox', { name: 'Search step types' }).fill('image');
  await page.getByRole('combobox', { name: 'Search step types' }).press('Enter');
  await expect(panel.getByTestId('image-option-row')).toHaveCount(2);

  // A file that is no picture is refused with the server's words.
  await panel.getByLabel('Option 1 picture').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(panel.getByRole('alert')).toHaveText('Upload the picture as a PNG or JPEG image');

  await panel
    .getByLabel('Option 1 picture')
    .setInputFiles({ name: 'basic.png', mimeType: 'image/png', buffer: PNG });
  const alt = panel.getByLabel('What the picture shows (read to people who cannot see it)').first();
  // The title describes the picture until the owner writes better words; an empty description is flagged.
  await expect(alt).toHaveValue('Basic');
  await alt.fill('');
  await expect(
    panel.getByText('Describe the picture: respondents who cannot see it hear this instead.'),
  ).toBeVisible();
  await alt.fill('A small starter kit on a table');
  await expect(panel.getByText('Describe the picture', { exact: false })).toHaveCount(0);
  await panel.getByRole('switch', { name: 'Several pictures may be chosen' }).click();
  // The draft is stored first: saving re-renders the editor, which must not happen during a screenshot.
  await draftSaved(page);
  for (const width of [375, 1280]) {
    await builderAtWidth(page, width);
    await expect(panel).toBeVisible();
    await shootPanel(panel, `${shots}/editor-image-choice-${width}.png`);
    expect(
      await axeViolations(page, { rules: 'wcag', exclude: [['iframe']] }),
      `image choice panel at ${width} px`,
    ).toEqual([]);
  }

  await draftSaved(page);
  const stored = (await (await context.request.get(`/api/forms/${form.id}`)).json()) as {
    draftConfig: { steps: unknown[] };
  };
  expect(stored.draftConfig.steps[0]).toMatchObject({
    type: 'imageChoice',
    multiple: true,
    options: [
      {
        id: 'basic',
        title: 'Basic',
        alt: 'A small starter kit on a table',
        image: expect.stringMatching(/^\/api\/images\/.+\.png$/),
      },
      { id: 'pro', title: 'Pro' },
    ],
  });
});
