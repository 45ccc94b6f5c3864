/**
 * The live classroom (issue 13): the test starts the classroom server (y-websocket) on a free
 * port, a teacher presents a lesson, a student opens the join link in another browser context
 * and follows every step live; presence, notes, detaching and re-joining, a dropped connection
 * and a reconnect that resumes at the teacher's step; a hostile join link; an unreachable server.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startClassroomServer, type ClassroomServer } from '../scripts/classroom-server';
import { tableKitLoaded } from './pages/table';

let server: ClassroomServer;
test.beforeEach(async () => {
  server = await startClassroomServer({ port: 0 });
});
test.afterEach(async () => {
  await server.close();
});

const LESSON = 'volute-leaves-first';

async function teacherPresents(browser: Browser): Promise<{ teacher: Page; joinUrl: string }> {
  const teacher = await (await browser.newContext()).newPage();
  await teacher.goto(`/?anim=0&classroom=${encodeURIComponent(server.url)}#lesson=${LESSON}`);
  await expect(teacher.getByTestId('scenario-title')).toContainText('The Volute leaves first');
  await teacher.getByTestId('classroom-button').click();
  await expect(teacher.getByTestId('classroom-server')).toHaveValue(server.url);
  await teacher.getByTestId('classroom-start').click();
  await expect(teacher.getByTestId('classroom-status')).toHaveText('Connected');
  const joinUrl = await teacher.getByTestId('classroom-join-link').inputValue();
  // The room is named after the teacher's key (teacher-key.ts); the key itself is not in the link.
  expect(joinUrl).toMatch(/#class=[a-km-np-z2-9]{20}&server=ws%3A%2F%2F127\.0\.0\.1%3A\d+$/);
  return { teacher, joinUrl };
}

async function studentJoins(browser: Browser, joinUrl: string): Promise<Page> {
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/?anim=0${joinUrl.slice(joinUrl.indexOf('#'))}`);
  await expect(student.getByTestId('scenario-title')).toContainText('The Volute leaves first');
  return student;
}

test('a student follows the teacher live, sees who is watching, detaches and re-joins, and survives a dropped connection', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { teacher, joinUrl } = await teacherPresents(browser);
  const student = await studentJoins(browser, joinUrl);
  const label = (p: Page) => p.getByTestId('history-label');

  // Presence: the teacher sees the student (and the student sees both).
  await expect(teacher.getByTestId('classroom-button')).toHaveText('Presenting · 1 watching');
  await student.getByTestId('classroom-button').click();
  await expect(student.getByTestId('classroom-peer')).toHaveCount(2);
  await expect(student.getByTestId('classroom-peers')).toContainText('teacher Teacher');

  // Every step of the teacher, live; a note travels too.
  await teacher.getByTestId('next-step').click();
  await expect(label(student)).toHaveText(/^1\/1 · /);
  await teacher.getByTestId('next-step').click();
  await expect(label(student)).toHaveText(/^2\/2 · Player 2 casts Disenchant at Spellweaver Volute/);
  await teacher.getByTestId('note-open').click();
  await teacher.getByTestId('note-text').fill('Disenchant targets the Volute, not the card');
  await teacher.getByTestId('note-save').click();
  await expect(student.getByTestId('step-note')).toHaveText(/Disenchant targets the Volute, not the card/);
  // Undo jumps on the student's board too.
  await teacher.getByRole('button', { name: '↶ Undo' }).click();
  await expect(label(student)).toHaveText(/^1\/2 · /);
  await teacher.getByRole('button', { name: 'Redo ↷' }).click();
  await expect(label(student)).toHaveText(/^2\/2 · /);

  // Detach: the teacher's next step is not applied; re-join brings the teacher's step.
  await student.getByTestId('classroom-detach').click();
  await expect(student.getByTestId('classroom-button')).toHaveText('Exploring on my own');
  await teacher.getByTestId('next-step').click();
  await expect(label(teacher)).toHaveText(/^3\/3 · /);
  await expect(label(student)).toHaveText(/^2\/2 · /);
  await expect(teacher.getByTestId('classroom-panel')).toContainText('exploring');
  await student.getByTestId('classroom-rejoin').click();
  await expect(label(student)).toHaveText(/^3\/3 · /);
  await expect(student.getByTestId('classroom-button')).toHaveText('Following the teacher · step 3');

  // The server goes away: a clear message, the board stays.
  const port = server.port;
  await server.close();
  await expect(student.getByTestId('classroom-button')).toHaveText('Class: reconnecting…');
  await expect(student.getByTestId('classroom-message')).toContainText('was lost. The board stays as it is');
  await expect(label(student)).toHaveText(/^3\/3 · /);
  await expect(student.getByTestId('table')).toBeVisible();
  // The teacher goes on meanwhile; once the server is back, the student resumes at the teacher's step.
  await teacher.getByTestId('next-step').click();
  await teacher.getByTestId('next-step').click();
  await expect(label(teacher)).toHaveText(/^5\/5 · /);
  server = await startClassroomServer({ port });
  await expect(label(student)).toHaveText(/^5\/5 · /, { timeout: 15_000 });
  await expect(student.getByTestId('classroom-button')).toHaveText('Following the teacher · step 5');
  await student.screenshot({ path: 'test-results/screenshots/classroom-student.png' });
  await teacher.screenshot({ path: 'test-results/screenshots/classroom-teacher.png' });
});

test('a hostile join link opens nothing and says why; the board stays', async ({ page }) => {
  await page.goto(`/?anim=0#lesson=${LESSON}`);
  await expect(page.getByTestId('scenario-title')).toContainText('The Volute leaves first');
  await page.evaluate(() => {
    window.location.hash = '#class=../../etc/passwd&server=javascript:alert(1)';
  });
  const dialog = page.getByTestId('open-failure');
  await expect(dialog).toContainText("This join link can't be opened");
  await expect(dialog).toContainText('is not a class name');
  await expect(dialog).toContainText('must start with ws:// or wss://');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('scenario-title')).toContainText('The Volute leaves first');
});

test('a stale join link (no class on the server) says so', async ({ page }) => {
  await page.goto(`/?anim=0#class=nobodyhere1&server=${encodeURIComponent(server.url)}`);
  await expect(page.getByText(/No board is being presented in this class/).first()).toBeVisible({ timeout: 10_000 });
});

test('presenting to a server that is not running: a clear message, the board stays', async ({ page }) => {
  const port = server.port;
  await server.close();
  await page.goto(`/?anim=0&classroom=${encodeURIComponent(`ws://127.0.0.1:${port}`)}#lesson=${LESSON}`);
  await page.getByTestId('next-step').click();
  await page.getByTestId('classroom-button').click();
  await page.getByTestId('classroom-start').click();
  await expect(page.getByTestId('classroom-button')).toHaveText('Class: server unreachable');
  await expect(page.getByTestId('classroom-message')).toContainText(
    "can't be reached (is `npm run classroom` running?). No one can join until it is reached. The board stays as it is",
  );
  await expect(page.getByTestId('history-label')).toHaveText(/^1\/1 · /);
  server = await startClassroomServer({ port: 0 }); // for afterEach
});

test("presenting to a server that is not running: no join link that can't work, nobody listed as watching, and retries that back off", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const port = server.port;
  await server.close();
  const url = `ws://127.0.0.1:${port}`;
  // The page's attempts to reach the server, counted as the page makes them (the browser may
  // itself hold back a socket to a host that keeps failing; the app's own pace is what is tested).
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const count = { made: 0, closed: 0 };
    (window as unknown as { __attempts: typeof count }).__attempts = count;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        count.made++;
        this.addEventListener('close', () => count.closed++);
      }
    };
  });
  const attempts = () =>
    page.evaluate(() => (window as unknown as { __attempts: { made: number; closed: number } }).__attempts);
  await page.goto(`/?anim=0&classroom=${encodeURIComponent(url)}#lesson=${LESSON}`);
  await expect(page.getByTestId('scenario-title')).toContainText('The Volute leaves first');
  await tableKitLoaded(page);
  // The page's clock is driven by the test from here: a minute passes in a few seconds.
  await page.clock.install();
  await page.getByTestId('classroom-button').click();
  await page.getByTestId('classroom-start').click();
  await expect(page.getByTestId('classroom-button')).toHaveText('Class: server unreachable');
  const panel = page.getByTestId('classroom-panel');
  await expect(panel).toContainText(`The classroom server at ${url} can't be reached`);
  await expect(panel.getByTestId('classroom-join-link')).toHaveCount(0);
  await expect(panel).toContainText('No one can join until it is reached');
  await expect(panel.getByRole('heading', { name: /^Watching/ })).toHaveCount(0);
  // The open panel says it: no notice repeats it over the side panel.
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/classroom-unreachable.png' });
  // A minute of the page's time, a second at a time; each failed attempt has closed (and the
  // next is scheduled) before the clock moves on.
  const made: number[] = [];
  for (let s = 1; s <= 60; s++) {
    await page.clock.runFor(1000);
    await expect.poll(async () => ((a) => a.made - a.closed)(await attempts()), { timeout: 20_000 }).toBe(0);
    made.push((await attempts()).made);
  }
  // y-websocket's exponential backoff (0.2, 0.4, 0.8, 1.6, 3.2, 6.4 s, then at most every 10 s):
  // about ten attempts in a minute, not one a second; and it still tries.
  expect(made[59]!).toBeLessThanOrEqual(12);
  expect(made[59]! - made[29]!, 'attempts in the second half-minute').toBeGreaterThanOrEqual(2);
  expect(made[59]! - made[29]!, 'attempts in the second half-minute').toBeLessThanOrEqual(4);
  // "Try now" tries at once.
  const before = (await attempts()).made;
  await panel.getByRole('button', { name: 'Try now' }).click();
  await expect.poll(async () => (await attempts()).made).toBe(before + 1);
  await expect(page.getByTestId('table')).toBeVisible();
  server = await startClassroomServer({ port: 0 }); // for afterEach
});
