// "Create a 1/1 white Soldier creature token, then attach this Equipment to it" (CR 701.3a) and
// For Mirrodin! (CR 702.163a: "When this Equipment enters, create a 2/2 red Rebel creature token,
// then attach this Equipment to it."): the Equipment enters, its trigger makes the token and the
// Equipment becomes attached to it. Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const blade = card(
  'Ancestral Blade',
  '{1}{W}',
  'Artifact — Equipment',
  'When this Equipment enters, create a 1/1 white Soldier creature token, then attach this Equipment to it.\nEquipped creature gets +1/+1.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)',
);
const batterfist = card(
  'Barbed Batterfist',
  '{1}{R}',
  'Artifact — Equipment',
  'For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it.)\nEquipped creature gets +1/-1.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)',
);
const CARDS = compiled(blade, batterfist);

function token(g: Game, name: string): GameObject | undefined {
  return allObjects(g.state).find((o) => o.token && o.zone === 'battlefield' && g.state.proxies[o.def]?.name === name);
}

function ptOf(g: Game, o: GameObject): [number | null, number | null] {
  const ch = characteristics(readContext(g.state, g.engine.registry), o);
  return [ch.power, ch.toughness];
}

function cast(name: string, land: string): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: [land, land], hand: [name] } } },
    [{ cast: name }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('a token made and equipped by the Equipment that made it (CR 701.3a)', () => {
  it('Ancestral Blade: a 1/1 white Soldier token, equipped (+1/+1: 2/2)', () => {
    const g = cast('Ancestral Blade', 'Plains');
    const soldier = token(g, 'Soldier Token');
    expect(soldier).toBeDefined();
    expect(g.get('Ancestral Blade').attachedTo).toBe(soldier!.id);
    expect(ptOf(g, soldier!)).toEqual([2, 2]);
  });

  it('For Mirrodin! (Barbed Batterfist): a 2/2 red Rebel, equipped (+1/-1: 3/1)', () => {
    const g = cast('Barbed Batterfist', 'Mountain');
    const rebel = token(g, 'Rebel Token');
    expect(rebel).toBeDefined();
    expect(g.get('Barbed Batterfist').attachedTo).toBe(rebel!.id);
    expect(ptOf(g, rebel!)).toEqual([3, 1]);
  });
});
