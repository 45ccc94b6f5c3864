/**
 * Issue 22 item 4: a Forge puzzle that can't be played faithfully says so when it opens, before
 * anything resolves, naming the cards whose text Stackyard does not enforce — it never opens
 * "already lost" with no word why. Also the modifiers with a rules meaning the importer now
 * models: a face-down permanent (CR 708.2a) and an Aura on a host whose text is not enforced.
 * Real cards from the committed offline pool (public/pool/), as the runner and the app read them.
 */
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, getObject, readContext } from '../engine';
import { resolveGameCardsSync } from '../scenario/cards/game-cards';
import { fileCardRequest, openResolvedFile, type OpenedFile } from '../scenario/scenario-file';
import { diskPool } from './disk-pool';

const HEAD = '[metadata]\nGoal:Win\nTurns:1\n[state]\nturn=1\nactiveplayer=human\nactivephase=MAIN1\nailife=20\n';

function open(state: string): Extract<OpenedFile, { ok: true }> {
  const text = HEAD + state;
  const pool = diskPool();
  const resolved = resolveGameCardsSync(fileCardRequest('t.pzl', text), pool ? [pool.source] : []);
  const opened = openResolvedFile('t.pzl', text, resolved);
  if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
  return opened;
}

const byName = (o: Extract<OpenedFile, { ok: true }>, name: string) => {
  const s = o.loaded.initial;
  const nameOf = (def: string) => o.loaded.engine.registry.get(def)?.name ?? s.proxies[def]?.name;
  const obj = allObjects(s).find((x) => nameOf(x.def) === name);
  if (!obj) throw new Error(`no ${name}`);
  return obj;
};

describe('a puzzle that cannot be played exactly as written says so when it opens', () => {
  it("names each card whose text is not all enforced, first among the notes: Rusted Relic's metalcraft", () => {
    const o = open(
      'humanbattlefield=Darksteel Citadel;Darksteel Citadel;Rusted Relic|Id:1\naibattlefield=Arrest|Attaching:1\n',
    );
    const first = o.importWarnings[0];
    expect(o.fidelity).toBe(first); // the app shows it apart, never folded away
    expect(first?.message).toMatch(/^This puzzle can't be played exactly as written\./);
    expect(first?.message).toContain('Rusted Relic (its ability)');
    // Arrest is enforced in full ("can't attack or block, and its activated abilities can't be
    // activated" is read), so it is not named.
    expect(first?.message).not.toContain('Arrest');
    expect(first?.message).not.toContain('Darksteel Citadel');
    // Nobody has lost when it opens.
    expect(o.loaded.initial.gameOver).toBeNull();
    expect(o.loaded.initial.players.p1.lost).toBe(false);
  });

  it('an Aura Forge attaches to a host whose text is not enforced is built, and the state-based actions judge it (CR 704.5m)', () => {
    // Rusted Relic is an artifact creature only by its (unenforced) metalcraft: as the engine
    // knows it, Arrest can't enchant it, so Arrest goes to the graveyard — said in the log.
    const o = open(
      'humanbattlefield=Darksteel Citadel;Darksteel Citadel;Rusted Relic|Id:1\naibattlefield=Arrest|Attaching:1\n',
    );
    const arrest = byName(o, 'Arrest');
    expect(arrest.zone).toBe('graveyard');
    expect(o.loaded.events.some((e) => e.type === 'StateBasedAction' && e.rule === '704.5m')).toBe(true);
  });

  it('an Aura on a host whose text is all enforced and that it may not enchant is still refused (Arrest on Darksteel Citadel)', () => {
    expect(() => open('humanbattlefield=Darksteel Citadel|Id:1\naibattlefield=Arrest|Attaching:1\n')).toThrow(
      /Arrest can't enchant Darksteel Citadel/,
    );
  });

  it('a board of cards whose text is all enforced opens with no such note', () => {
    const o = open('humanbattlefield=Grizzly Bears;Forest\n');
    expect(o.importWarnings.map((w) => w.message).join('\n')).not.toMatch(/exactly as written/);
    expect(o.fidelity).toBeNull();
  });
});

describe('FaceDown on the battlefield (CR 708.2a)', () => {
  it('is a 2/2 creature with no name of its own, no subtypes and no mana cost, named for its controller', () => {
    const o = open('humanbattlefield=Den Protector|FaceDown;Forest\n');
    const fd = byName(o, 'Face-down Den Protector');
    const c = characteristics(readContext(o.loaded.initial, o.loaded.engine.registry), fd);
    expect(c.types).toEqual(['creature']);
    expect(c.subtypes).toEqual([]);
    expect([c.power, c.toughness]).toEqual([2, 2]);
    expect(getObject(o.loaded.initial, fd.id)?.zone).toBe('battlefield');
    const notes = o.importWarnings.map((w) => w.message);
    expect(notes[0]).toContain("1 face-down permanent can't be turned face up: Den Protector");
    expect(notes.join('\n')).toMatch(/FaceDown on the battlefield: a face-down permanent is a 2\/2 creature/);
    expect(notes.join('\n')).not.toMatch(/vanilla proxies/);
  });

  it('in exile it stays the card, face up, with a note', () => {
    const o = open('humanexile=Lightning Bolt|FaceDown\n');
    expect(byName(o, 'Lightning Bolt').zone).toBe('exile');
    expect(o.importWarnings.map((w) => w.message).join('\n')).toMatch(
      /FaceDown: a face-down card outside the battlefield \(CR 708\) is not modelled: it is face up; on Lightning Bolt/,
    );
  });
});
