/**
 * The classroom with real cards and long lines (issue 23, items 8 and 9): a student follows a
 * class whose board has a catalogue card, or card data carried by the scenario (the room carries
 * the data); and a student joining a line of 5,000 steps sees the busy panel with progress, then
 * the teacher's step.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import lz from 'lz-string';
import { startClassroomServer, type ClassroomServer } from '../scripts/classroom-server';
import { compactActions } from '../src/scenario/link/actions';
import { passesOn } from '../src/testing/play-on';
import { Share } from './pages/share';
import { Table } from './pages/table';

let server: ClassroomServer;
test.beforeEach(async () => {
  server = await startClassroomServer({ port: 0 });
});
test.afterEach(async () => {
  await server.close();
});

const label = (p: Page) => p.getByTestId('history-label');
const link = (value: object) => `#s=1L${lz.compressToEncodedURIComponent(JSON.stringify(value))}`;

/** The teacher's page on `hash` (or the empty app); `ready` waits for the board it shows. */
async function teacherPage(browser: Browser, hash = ''): Promise<Page> {
  const teacher = await (await browser.newContext()).newPage();
  await teacher.goto(`/?anim=0&classroom=${encodeURIComponent(server.url)}${hash}`);
  return teacher;
}

async function present(teacher: Page): Promise<string> {
  await teacher.getByTestId('classroom-button').click();
  await teacher.getByTestId('classroom-start').click();
  await expect(teacher.getByTestId('classroom-status')).toHaveText('Connected');
  return teacher.getByTestId('classroom-join-link').inputValue();
}

async function studentJoins(browser: Browser, joinUrl: string): Promise<Page> {
  const student = await (await browser.newContext()).newPage();
  await student.goto(`/?anim=0${joinUrl.slice(joinUrl.indexOf('#'))}`);
  return student;
}

test('a catalogue card on the board (Craw Wurm): the student follows, the card drawn with its data', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const board = { d: { t: 'Wurm class', u: { n: 3, A: 'p1', P: 'main1' }, p: { p1: { b: ['Craw Wurm', 'Forest'] } } } };
  const teacher = await teacherPage(browser, link(board));
  await expect(teacher.getByTestId('scenario-title')).toHaveText('Wurm class');
  const joinUrl = await present(teacher);
  const student = await studentJoins(browser, joinUrl);
  await expect(student.getByTestId('scenario-title')).toHaveText('Wurm class');
  const wurm = new Table(student).card('Craw Wurm', 'Player 1 battlefield');
  await expect(wurm).toBeVisible();
  await expect(wurm).toContainText('6/4');
  await expect(student.getByTestId('classroom-button')).toHaveText('Following the teacher · step 0');
  // The teacher's step with it: followed.
  await teacher.getByTestId('pass').click();
  await expect(label(student)).toHaveText(/^1\/1 · /);
});

test('card data carried by the scenario (a file with Aura Gnarlid): the student follows', async ({ browser }) => {
  test.setTimeout(90_000);
  const fixtures = JSON.parse(
    readFileSync(new URL('../src/cards/data/fixtures/scryfall-cards.json', import.meta.url), 'utf8'),
  ) as { name: string }[];
  const gnarlid = fixtures.find((c) => c.name === 'Aura Gnarlid');
  const file = {
    format: 'stackyard/scenario@1',
    title: 'Gnarlid class',
    turn: { number: 3, active: 'p1', phase: 'main1' },
    players: { p1: { battlefield: ['Aura Gnarlid'] } },
    cards: [gnarlid],
  };
  const teacher = await teacherPage(browser);
  await new Share(teacher).importFile('gnarlid.stackyard.json', JSON.stringify(file));
  await expect(teacher.getByTestId('scenario-title')).toHaveText('Gnarlid class');
  const joinUrl = await present(teacher);
  const student = await studentJoins(browser, joinUrl);
  await expect(student.getByTestId('scenario-title')).toHaveText('Gnarlid class');
  await expect(new Table(student).card('Aura Gnarlid', 'Player 1 battlefield')).toBeVisible();
  await expect(new Share(student).failure()).toHaveCount(0);
});

test('a student joining a line of 5,000 steps: the busy panel counts the steps, then the teacher’s step', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const lands = Array.from({ length: 500 }, () => 'Island');
  // Passes, and the cleanup discards they come to as hands grow past seven (CR 514.1).
  const played = passesOn(
    {
      format: 'stackyard/scenario@1',
      title: 'Long class',
      players: { p1: { library: lands }, p2: { library: lands } },
    },
    5000,
  );
  const long = {
    d: { t: 'Long class', p: { p1: { L: lands }, p2: { L: lands } } },
    a: compactActions(played),
  };
  const teacher = await teacherPage(browser, link(long));
  await expect(label(teacher)).toHaveText(/^5000\/5000/, { timeout: 150_000 });
  const joinUrl = await present(teacher);
  const student = await studentJoins(browser, joinUrl);
  const busy = student.getByTestId('busy');
  await expect(busy).toContainText(/Catching up with the class: step [\d,]+ of 5,000/, { timeout: 60_000 });
  await student.screenshot({ path: 'test-results/screenshots/classroom-catch-up.png' });
  await expect(label(student)).toHaveText(/^5000\/5000/, { timeout: 150_000 });
  await expect(busy).toHaveCount(0);
  await expect(student.getByTestId('classroom-button')).toHaveText('Following the teacher · step 5000');
});
