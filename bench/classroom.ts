/**
 * The `classroom` bench group (issue 13):
 *
 * - *classroom step → student's paint*: a teacher and a student (two pages of one headless
 *   Chromium, `?anim=0`) in a class on the local y-websocket server (scripts/classroom-server.ts,
 *   a free port); the teacher's page performs the lesson's next step; the time runs from just
 *   before the teacher's store performs it to the end of the first frame on the student's page
 *   that shows the step (requestAnimationFrame, then a MessageChannel message). Both pages read
 *   `performance.timeOrigin + performance.now()`, one machine clock. Target p95 ≤ 100 ms.
 * - *link with two branches and notes*: characters of the share link of the Volute lesson
 *   played to its end, branched at step 1 into the other order (the card leaves first), with
 *   three notes; beside it the same moment without branches and notes.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allObjects } from '../src/engine';
import { encodeLink } from '../src/scenario/link/codec';
import { openScenarioValue } from '../src/scenario/link/open-link';
import leavesFirst from '../src/scenario/lessons/volute/volute-leaves-first.json';
import { actionsToCursor, shareExtras } from '../src/store';
import { branchHere, setStepNote } from '../src/store/branch-edits';
import { createGameStore } from '../src/store/game-store';
import { stateOf } from '../src/store/history';
import { startClassroomServer } from '../scripts/classroom-server';
import { figure, percentile, type Figure } from './stats';
import { ensureBuild, serve } from './ui';

const SAMPLES = Number(process.env.CLASSROOM_SAMPLES ?? 30);
const BASE = 'https://stackyard.example/';

/** The link figures (Node only). */
export function classroomLinkFigures(): Figure[] {
  const store = createGameStore(openScenarioValue);
  store.getState().load(leavesFirst);
  for (let i = 0; i < 10; i++) store.getState().nextStep();
  setStepNote(store, 3, 'The Volute is gone; its ability is not (CR 113.7a)');
  setStepNote(store, 9, 'The copy deals 3: Player 2 goes to 17');
  const plain = encodeLink(store.getState().scenario!.loaded.doc, actionsToCursor(store.getState()), BASE);
  store.getState().seek(1);
  branchHere(store);
  const s = stateOf(store.getState().history);
  const id = (def: string, zone: string) => allObjects(s).find((o) => o.def === def && o.zone === zone)!.id;
  store.getState().perform({
    type: 'cast',
    player: 'p2',
    object: id('Cremate', 'hand'),
    targets: [id('Lightning Bolt', 'graveyard')],
  });
  while (stateOf(store.getState().history).stack.length) store.getState().perform({ type: 'pass' });
  setStepNote(store, 2, 'Now the card leaves first: nothing is copied');
  const st = store.getState();
  const link = encodeLink(st.scenario!.loaded.doc, actionsToCursor(st), BASE, shareExtras(st));
  return [
    figure('classroom', 'link: lesson played to its end', plain.length, 'chars', null),
    figure(
      'classroom',
      'link with two branches and 3 notes',
      link.length,
      'chars',
      2000,
      "the Volute lesson: the ruling's line (10 steps) and the other order (Cremate first), three notes",
    ),
  ];
}

/** The step timing (Chromium and the built app); [] with a one-line reason when it can't run. */
export async function classroomStepFigures(): Promise<Figure[]> {
  let executablePath: string;
  try {
    executablePath = (await import('../e2e/find-chromium')).findChromium();
  } catch (e) {
    console.error(`classroom: skipped the step timing: ${e instanceof Error ? e.message : String(e)}`);
    return [];
  }
  if (!ensureBuild()) return [];
  const dir = mkdtempSync(join(tmpdir(), 'stackyard-classroom-bench-'));
  cpSync(join(import.meta.dirname, '..', 'dist'), dir, { recursive: true });
  const web = await serve(dir);
  const classroom = await startClassroomServer({ port: 0 });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const samples: number[] = [];
  try {
    const teacher = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await teacher.goto(`${web.url}/?anim=0&classroom=${encodeURIComponent(classroom.url)}#lesson=volute-leaves-first`);
    await teacher.getByTestId('classroom-button').click();
    await teacher.getByTestId('classroom-start').click();
    await teacher.getByText('Connected', { exact: true }).waitFor();
    const joinUrl = await teacher.getByTestId('classroom-join-link').inputValue();
    const student = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await student.goto(`${web.url}/?anim=0${joinUrl.slice(joinUrl.indexOf('#'))}`);
    await student.getByTestId('table').waitFor();
    for (let i = 0; i < SAMPLES; i++) {
      const cursor = await teacher.evaluate(() => window.__stackyard!.store.getState().history.cursor);
      if (cursor >= 10) {
        await teacher.evaluate(() => window.__stackyard!.store.getState().restart());
        await student.waitForFunction(() => window.__stackyard!.store.getState().history.cursor === 0);
        continue;
      }
      await student.evaluate((target) => {
        (window as unknown as { __paint: Promise<number> }).__paint = new Promise<number>((resolve) => {
          const store = window.__stackyard!.store;
          const unsubscribe = store.subscribe((s) => {
            if (s.history.cursor !== target) return;
            unsubscribe();
            requestAnimationFrame(() => {
              const ch = new MessageChannel();
              ch.port1.onmessage = () => resolve(performance.timeOrigin + performance.now());
              ch.port2.postMessage(0);
            });
          });
        });
      }, cursor + 1);
      const t0 = await teacher.evaluate(() => {
        const t = performance.timeOrigin + performance.now();
        window.__stackyard!.store.getState().nextStep();
        return t;
      });
      const t1 = await student.evaluate(() => (window as unknown as { __paint: Promise<number> }).__paint);
      samples.push(t1 - t0);
    }
  } finally {
    await browser.close();
    await classroom.close();
    web.server.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return [
    figure('classroom', 'teacher step → student paint median', percentile(sorted, 0.5), 'ms', null),
    figure(
      'classroom',
      'teacher step → student paint p95',
      percentile(sorted, 0.95),
      'ms',
      100,
      `${samples.length} steps of the Volute lesson over the local y-websocket server`,
    ),
  ];
}

export async function classroomFigures(): Promise<Figure[]> {
  return [...classroomLinkFigures(), ...(await classroomStepFigures())];
}
