// Job select (CR 702.182a): "When this Equipment enters, create a 1/1 colorless Hero creature
// token, then attach this Equipment to it." With it, the Final Fantasy Equipment's "Equipped
// creature gets +3/+2 and is a Warrior in addition to its other types" (the creature type is
// added, layer 4, CR 205.1b; the P/T change is layer 7c) and a flavor word before equip
// ("Gae Bolg — Equip {4}": no rules meaning, CR 207.2c). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';
import { compileCard } from '../compile';

const JOB =
  'Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)\n';
const sword = card(
  "Warrior's Sword",
  '{3}{R}',
  'Artifact — Equipment',
  `${JOB}Equipped creature gets +3/+2 and is a Warrior in addition to its other types.\nEquip {5} ({5}: Attach to target creature you control. Equip only as a sorcery.)`,
);
const lance = card(
  "Dragoon's Lance",
  '{1}{W}',
  'Artifact — Equipment',
  `${JOB}Equipped creature gets +1/+0 and is a Knight in addition to its other types.\nDuring your turn, equipped creature has flying.\nGae Bolg — Equip {4}`,
);
const ravenWings = card(
  'Raven Wings',
  '{2}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+0, has flying, and is a Bird in addition to its other types.\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)',
);
const paladinsArms = card(
  "Paladin's Arms",
  '{2}{W}',
  'Artifact — Equipment',
  `${JOB}Equipped creature gets +2/+1, has ward {1}, and is a Knight in addition to its other types.\nLightbringer and Hero's Shield — Equip {4} ({4}: Attach to target creature you control. Equip only as a sorcery.)`,
);
const CARDS = compiled(sword, lance, ravenWings);

function hero(g: Game): GameObject | undefined {
  return allObjects(g.state).find(
    (o) => o.token && o.zone === 'battlefield' && g.state.proxies[o.def]?.name === 'Hero Token',
  );
}

function chars(g: Game, o: GameObject) {
  return characteristics(readContext(g.state, g.engine.registry), o);
}

function play(name: string, lands: string[], battlefield: object[] = []): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: [...lands, ...battlefield], hand: [name] } } },
    [{ cast: name }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('job select (CR 702.182a)', () => {
  it("Warrior's Sword: a 1/1 colorless Hero token, equipped: a 4/3 Hero Warrior", () => {
    const g = play("Warrior's Sword", ['Mountain', 'Mountain', 'Mountain', 'Mountain']);
    const token = hero(g);
    expect(token).toBeDefined();
    expect(g.get("Warrior's Sword").attachedTo).toBe(token!.id);
    const ch = chars(g, token!);
    expect([ch.power, ch.toughness]).toEqual([4, 3]);
    expect(ch.colors).toEqual([]);
    expect(ch.subtypes).toEqual(expect.arrayContaining(['Hero', 'Warrior']));
  });

  it("Dragoon's Lance: its flavor-worded equip moves it to Grizzly Bears, a Bear Knight; the Hero is a 1/1 Hero again", () => {
    const g = play("Dragoon's Lance", Array<string>(6).fill('Plains'), [{ id: 'bears', card: 'Grizzly Bears' }]);
    const token = hero(g)!;
    expect(chars(g, token).subtypes).toEqual(expect.arrayContaining(['Knight']));
    g.act({ activate: "Dragoon's Lance", targets: ['bears'] });
    g.act({ pass: true });
    expect(g.get("Dragoon's Lance").attachedTo).toBe(g.get('bears').id);
    const bears = chars(g, g.get('bears'));
    expect([bears.power, bears.toughness]).toEqual([3, 2]);
    expect(bears.subtypes).toEqual(expect.arrayContaining(['Bear', 'Knight']));
    expect(bears.keywords).toContain('flying');
    const again = chars(g, token);
    expect([again.power, again.toughness]).toEqual([1, 1]);
    expect(again.subtypes).not.toContain('Knight');
  });

  it('Raven Wings (no job select): the equipped Grizzly Bears are a 3/2 flying Bear Bird', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Plains', 'Plains', { id: 'bears', card: 'Grizzly Bears' }, 'Raven Wings'] } },
      },
      [{ activate: 'Raven Wings', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const bears = chars(g, g.get('bears'));
    expect([bears.power, bears.toughness]).toEqual([3, 2]);
    expect(bears.keywords).toContain('flying');
    expect(bears.subtypes).toEqual(['Bear', 'Bird']);
  });

  it("Paladin's Arms' gifts are read, ward {1} among them as the triggered ability it stands for (CR 702.21a, 613.1f)", () => {
    expect(unenforced(paladinsArms)).toEqual([]);
    const gifts = compileCard(paladinsArms).def.statics?.[0];
    expect(gifts?.gets).toEqual({ power: 2, toughness: 1 });
    expect(gifts?.grants?.map((g) => ('triggered' in g ? g.triggered.on.event : null))).toEqual(['becomesTarget']);
    expect(gifts?.addTypes).toEqual({ subtypes: ['Knight'] });
  });
});
