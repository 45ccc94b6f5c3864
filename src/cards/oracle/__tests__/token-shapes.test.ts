// Tokens that are no creature, or a creature with no printed power and toughness (CR 111.3: the
// effect that makes a token defines its characteristics; 111.4: its name). An Equipment token
// with "Equipped creature gets +1/+0" and equip {2} (702.6a); a 3/2 Vehicle token with crew 1
// (301.7, 702.122a); a creature token whose quoted ability defines its power and toughness
// (604.3, 613.4a). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { allObjects, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const blacksmith = card(
  'Iron Hills Blacksmith',
  '{1}{W}',
  'Creature — Dwarf Artificer',
  'Double strike\nWhen this creature enters, create a colorless Equipment artifact token named Axe with "Equipped creature gets +1/+0" and equip {2}.',
  '1/1',
);
const muYanling = card(
  'Mu Yanling, Wind Rider',
  '{2}{U}{U}',
  'Legendary Creature — Human Wizard Pilot',
  'When this creature enters, create a 3/2 colorless Vehicle artifact token with crew 1.\nVehicles you control have flying.\nWhenever one or more creatures you control with flying deal combat damage to a player, draw a card.',
  '2/4',
);
const twingrove = card(
  'Kalonian Twingrove',
  '{5}{G}',
  'Creature — Treefolk Warrior',
  'Kalonian Twingrove\'s power and toughness are each equal to the number of Forests you control.\nWhen this creature enters, create a green Treefolk Warrior creature token with "This token\'s power and toughness are each equal to the number of Forests you control."',
  '*/*',
);
const CARDS = compiled(blacksmith, muYanling, twingrove);

function token(g: Game, name: string): GameObject {
  const t = allObjects(g.state).find(
    (o) => o.token && o.zone === 'battlefield' && g.state.proxies[o.def]?.name === name,
  );
  expect(t, name).toBeDefined();
  return t as GameObject;
}

/** p1 casts `spell` with `lands` and lets it and its enters trigger resolve. */
function castAndResolve(spell: string, lands: string[], battlefield: object[] = []): Game {
  const g = game(
    { turn: main, players: { p1: { hand: [spell], battlefield: [...lands, ...battlefield] } } },
    [{ cast: spell }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('tokens that are no creature, or define their own P/T (CR 111.3, 111.4)', () => {
  it('Iron Hills Blacksmith: Axe is a colourless Equipment artifact token; equip {2} gives the Bears +1/+0', () => {
    const g = castAndResolve(
      'Iron Hills Blacksmith',
      ['Plains', 'Plains', 'Plains', 'Plains'],
      [{ id: 'bears', card: 'Grizzly Bears' }],
    );
    const axe = token(g, 'Axe');
    expect(g.state.proxies[axe.def]).toMatchObject({ typeLine: 'Token Artifact — Equipment', colors: [] });
    g.act({ activate: axe.id, targets: ['bears'] });
    g.act({ pass: true });
    expect(token(g, 'Axe').attachedTo).toBe(g.get('bears').id);
    expect(pt(g, 'bears')).toEqual([3, 2]);
  });

  it('Mu Yanling: the 3/2 Vehicle token is no creature until crewed, then a 3/2 artifact creature', () => {
    const g = castAndResolve(
      'Mu Yanling, Wind Rider',
      ['Island', 'Island', 'Island', 'Island'],
      [{ id: 'bears', card: 'Grizzly Bears' }],
    );
    const van = token(g, 'Vehicle Token');
    expect(g.state.proxies[van.def]).toMatchObject({ typeLine: 'Token Artifact — Vehicle', power: 3, toughness: 2 });
    g.act({ activate: van.id });
    if (g.state.pendingDecision) g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(pt(g, 'Vehicle Token')).toEqual([3, 2]);
    expect(g.get('bears').tapped).toBe(true);
  });

  it('Kalonian Twingrove: the Treefolk Warrior token is as big as the Forests p1 controls, and grows with them', () => {
    const forests = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];
    const g = castAndResolve('Kalonian Twingrove', forests);
    expect(allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield')).toHaveLength(1);
    expect(pt(g, 'Treefolk Warrior Token')).toEqual([6, 6]);
    const more = game(
      {
        turn: main,
        players: { p1: { hand: ['Kalonian Twingrove', 'Forest'], battlefield: forests } },
      },
      [{ cast: 'Kalonian Twingrove' }, { pass: true }, { pass: true }, { cast: 'Forest' }],
      { cards: CARDS },
    );
    expect(more.error).toBeNull();
    expect(pt(more, 'Treefolk Warrior Token')).toEqual([7, 7]);
  });

  it('near misses: a creature token with no P/T and no ability defining it, and an Aura token, stay text', () => {
    const kalitas = card(
      'Kalitas, Bloodchief of Ghet',
      '{5}{B}{B}',
      'Legendary Creature — Vampire Warrior',
      "{B}{B}{B}, {T}: Destroy target creature. If that creature dies this way, create a black Vampire creature token. Its power is equal to that creature's power and its toughness is equal to that creature's toughness.",
      '5/5',
    );
    expect(unenforced(kalitas)).toHaveLength(1);
    const scriv = card(
      'Scriv, the Obligator',
      '{2}{W}{B}',
      'Legendary Creature — Inkling Bird',
      'Flying, deathtouch\nWhenever Scriv enters or attacks, create a white Aura enchantment token named Contract attached to target creature an opponent controls. The token has enchant creature and "Whenever enchanted creature attacks, it gets +2/+0 until end of turn if it\'s attacking one of your opponents. Otherwise, its controller loses 2 life."',
      '2/3',
    );
    expect(unenforced(scriv)).toHaveLength(1);
  });
});
