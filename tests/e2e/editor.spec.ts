import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signInOnPage } from './account-helpers.ts';
import { expect, operationOf, test, visitorArrives } from './fixtures.ts';

// In-place editing (issue 12): visitors load none of the editor's code and see no trace of it;
// an editor (redacteur@filmwinkel.test, on the e2e stack's EDITOR_ENABLED api) edits a course
// page's block in place, saves, and a fresh anonymous visitor sees the new text, in the server's
// HTML too; the earlier version is put back at the end.

const SHOTS = process.env.SHOTS_DIR;
const EDITOR = { email: 'redacteur@filmwinkel.test', password: 'Demo-Account-2026' };
const COURSE = '/educatie/c/camera-basis';
const ORIGINAL_HEADING = 'Weg van de automatische stand';

/** The editor's chunk, as the build named it (Vite's manifest). */
function editorChunk(): string {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest['src/app/editor/editor-ui.tsx'];
  expect(entry, 'the editor is a chunk of its own').toBeDefined();
  return (entry as { file: string }).file;
}

/** Every script the page requests, from now on. */
function collectScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) urls.push(request.url());
  });
  return urls;
}

test('an anonymous visitor loads no editor code and sees no edit control', async ({ page }) => {
  const chunk = editorChunk();
  const scripts = collectScripts(page);
  // A signed-out visitor cannot edit: the browser does not even ask (app/shell/editor-host.tsx).
  const asked: string[] = [];
  page.on('request', (request) => {
    if (operationOf(request) === 'EditorAccess' || operationOf(request) === 'Me') asked.push(request.url());
  });
  for (const path of ['/', COURSE, '/cmp/zomeractie-verhuur']) {
    await page.goto(path);
    // Rendered for a visitor without a session: the app knows at once nobody is signed in
    // (components/use-me.ts), and has decided what to ask by the time it has taken the page over.
    await expect(page.locator('#root')).toHaveAttribute('data-session', 'none');
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
    await expect(page.locator('[data-editable]')).toHaveCount(0);
  }
  expect(asked).toEqual([]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => url.includes(chunk))).toEqual([]);
  // Nor is TipTap in any script the visitor did load.
  for (const url of new Set(scripts)) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('ProseMirror');
  }
});

test('an editor edits a course block in place; a new visitor sees the change', async ({ page, browser }) => {
  const chunk = editorChunk();
  const scripts = collectScripts(page);
  await page.goto('/login');
  await signInOnPage(page, EDITOR.email, EDITOR.password);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(COURSE);
  // The block by its place on the page: its text is what changes.
  const blocks = page.locator('[data-editable="BLOCK"]');
  await expect(blocks.filter({ hasText: ORIGINAL_HEADING })).toHaveCount(1);
  const index = await blocks.evaluateAll(
    (elements, heading) => elements.findIndex((element) => element.textContent?.includes(heading)),
    ORIGINAL_HEADING,
  );
  const block = blocks.nth(index);
  const edit = block.getByRole('button', { name: 'Bewerken' });
  await expect(edit).toBeVisible();
  expect(scripts.some((url) => url.includes(chunk))).toBe(true);

  await edit.click();
  const text = block.getByRole('textbox', { name: 'Tekst van dit blok' });
  await expect(text).toBeFocused();
  await expect(block.getByRole('toolbar', { name: 'Opmaak' })).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`editor-open-${width}.png`) });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-open-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Replace the text: a heading, then a paragraph with a bold word.
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Nieuw in de cursus');
  // Typing over everything kept the first block's kind; make sure it is a heading.
  const heading = block.getByRole('button', { name: 'Kop', exact: true });
  if ((await heading.getAttribute('aria-pressed')) !== 'true') await heading.click();
  await expect(block.getByRole('button', { name: 'Kop', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Vanaf nu filmen we ook ');
  await block.getByRole('button', { name: 'Vet' }).click();
  // Type only once bold is on and the text has the focus back (a busy machine may take a moment).
  await expect(block.getByRole('button', { name: 'Vet' })).toHaveAttribute('aria-pressed', 'true');
  await expect(text).toBeFocused();
  await page.keyboard.type('met drones');
  await block.getByRole('button', { name: 'Opslaan' }).click();

  await expect(block.getByRole('status')).toHaveText('Opgeslagen.');
  // The server's (cleaned) content is in the page at once, read-only again.
  await expect(block.getByRole('textbox')).toHaveCount(0);
  await expect(block.getByRole('heading', { level: 2, name: 'Nieuw in de cursus' })).toBeVisible();
  await expect(block.locator('strong')).toHaveText('met drones');
  await expect(edit).toBeFocused();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-saved-1280.png` });

  // A visitor who has never been here: the server's HTML and the page both show the new text.
  const visitor = await browser.newContext();
  try {
    const html = await (await visitor.request.get(new URL(COURSE, page.url()).href)).text();
    expect(html).toContain('Nieuw in de cursus');
    expect(html).toContain('<strong>met drones</strong>');
    expect(html).not.toContain(ORIGINAL_HEADING);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(new URL(COURSE, page.url()).href);
    await visitorArrives(visitorPage);
    await expect(visitorPage.getByRole('heading', { level: 2, name: 'Nieuw in de cursus' })).toBeVisible();
    await expect(visitorPage.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  // Undo: the earlier version comes back.
  const saved = block;
  await saved.getByRole('button', { name: 'Bewerken' }).click();
  await saved.getByRole('button', { name: 'Vorige versie terugzetten' }).click();
  const versions = saved.getByRole('list', { name: 'Eerdere versies' });
  await expect(versions.getByRole('listitem').first()).toContainText(EDITOR.email);
  await expect(versions.getByRole('listitem').first()).toContainText(ORIGINAL_HEADING);
  await versions.getByRole('button', { name: 'Terugzetten' }).first().click();
  const restored = block;
  await expect(restored.getByRole('status')).toHaveText('Vorige versie teruggezet.');
  await expect(restored.getByRole('heading', { level: 2, name: ORIGINAL_HEADING })).toBeVisible();
});
