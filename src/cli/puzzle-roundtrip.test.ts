/**
 * Issue 22 item 5: a puzzle board exported as a Forge puzzle opens again through the importer
 * with its goal and the same board — tokens with their characteristics (CR 111.4, 111.10), Auras
 * on players (303.4), face-down permanents (708.2a), cards exiled with another (607.2), owners,
 * counters, tapped and attached permanents. The shared Forge puzzles (read in place) are the
 * boards; skipped with a message when ../shared is not beside this checkout. Real cards come
 * from the committed offline pool.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allObjects, getObject, type GameState } from '../engine';
import { sharedReference } from '../cards/data/test-data';
import { resolveGameCardsSync } from '../scenario/cards/game-cards';
import { exportPzl } from '../scenario/forge/export-pzl';
import { fileCardRequest, openResolvedFile, type OpenedFile } from '../scenario/scenario-file';
import { diskPool } from './disk-pool';

const INDEX = sharedReference('forge-puzzles/INDEX.md');
const DIR = INDEX ? dirname(INDEX) : undefined;
const PUZZLES = DIR && existsSync(DIR) ? readdirSync(DIR).filter((f) => f.endsWith('.pzl')) : [];

function open(name: string, text: string): Extract<OpenedFile, { ok: true }> {
  const pool = diskPool();
  const resolved = resolveGameCardsSync(fileCardRequest(name, text), pool ? [pool.source] : []);
  const opened = openResolvedFile(name, text, resolved);
  if (!opened.ok) throw new Error(`${name}: ${JSON.stringify(opened.problems)}`);
  return opened;
}

/** Every object of the board as the rules see it, by zone, in a stable order. */
function board(o: Extract<OpenedFile, { ok: true }>): unknown {
  const s: GameState = o.loaded.initial;
  const reg = o.loaded.engine.registry;
  const nameOf = (def: string) => reg.get(def)?.name ?? s.proxies[def]?.name ?? def;
  const describe = (id: string) => {
    const obj = getObject(s, id);
    if (!obj) return null;
    const proxy = s.proxies[obj.def];
    const host =
      obj.attachedTo && obj.attachedTo !== 'p1' && obj.attachedTo !== 'p2' ? getObject(s, obj.attachedTo) : null;
    const link = s.links.find((l) => l.object === obj.id);
    const linker = link && 'objectId' in link.linker ? getObject(s, link.linker.objectId) : null;
    return {
      name: nameOf(obj.def),
      owner: obj.owner,
      controller: obj.controller,
      tapped: obj.tapped,
      backFaceUp: !!obj.backFaceUp,
      token: obj.token,
      counters: obj.counters,
      attachedTo: host ? nameOf(host.def) : obj.attachedTo,
      exiledWith: linker ? nameOf(linker.def) : null,
      summoningSick: obj.zone === 'battlefield' && obj.controlSince === s.turn.number,
      // A token's or stand-in's own characteristics.
      ...(proxy
        ? {
            typeLine: proxy.typeLine,
            pt: [proxy.power, proxy.toughness],
            colors: proxy.colors ?? [],
            keywords: proxy.keywords ?? [],
          }
        : {}),
    };
  };
  const sorted = (ids: readonly string[]) =>
    ids.map(describe).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    turn: s.turn.number,
    active: s.turn.active,
    step: s.turn.step,
    players: (['p1', 'p2'] as const).map((p) => ({
      life: s.players[p].life,
      hand: sorted(s.players[p].hand),
      library: s.players[p].library.map(describe),
      graveyard: sorted(s.players[p].graveyard),
      exile: sorted(s.players[p].exile),
      battlefield: sorted(s.battlefield.filter((id) => getObject(s, id)?.controller === p)),
    })),
  };
}

if (!DIR)
  it.skip('the shared Forge puzzles (../shared/reference/forge-puzzles) are not beside this checkout', () => {});

describe.skipIf(!DIR)('a puzzle board exported as a Forge puzzle opens again as the same board, with its goal', () => {
  it.each(PUZZLES.sort())('%s', (file) => {
    const first = open(file, readFileSync(join(DIR as string, file), 'utf8'));
    const doc = first.loaded.doc;
    const { text } = exportPzl(first.loaded.initial, first.loaded.engine.registry, {
      ...(doc.title !== undefined ? { title: doc.title } : {}),
      goal: doc.puzzle ?? null,
    });
    const again = open(`${file}.exported.pzl`, text);
    expect(again.loaded.doc.puzzle, 'the goal').toEqual(doc.puzzle);
    expect(board(again)).toEqual(board(first));
  });

  it('the boards it checks have tokens of both forms, Auras on objects and on a player, face-down permanents, exiled-with links and transformed permanents', () => {
    const all = PUZZLES.map((f) => open(f, readFileSync(join(DIR as string, f), 'utf8')).loaded.initial);
    const objects = all.flatMap((s) => allObjects(s).map((o) => ({ s, o })));
    expect(objects.some(({ s, o }) => o.token && s.proxies[o.def]?.activated?.length)).toBe(true); // a Treasure
    expect(objects.some(({ s, o }) => o.token && s.proxies[o.def]?.keywords?.length)).toBe(true); // a Dragon: flying
    expect(objects.some(({ o }) => o.attachedTo === 'p2')).toBe(true); // Overwhelming Splendor
    expect(objects.some(({ o }) => o.attachedTo && o.attachedTo !== 'p1' && o.attachedTo !== 'p2')).toBe(true);
    expect(objects.some(({ s, o }) => s.proxies[o.def]?.name.startsWith('Face-down '))).toBe(true);
    expect(all.some((s) => s.links.length > 0)).toBe(true);
    expect(objects.some(({ o }) => o.backFaceUp)).toBe(true); // Huatli, Poet of Unity transformed (PS_LCI1)
  });
});
