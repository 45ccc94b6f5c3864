// Start your engines! and speed (CR 702.179): a player who controls a permanent with it and has no
// speed gets speed 1 as a state-based action (704.5z); "Whenever one or more opponents lose life
// during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers
// only once each turn." (the player's own triggered ability, on the stack); speed is kept when the
// permanent leaves. Max speed (702.178): "Max speed — [ability]" means "As long as you have max
// speed, this object has [ability]" — a static one, an activated one from the graveyard, a cast
// permission from the graveyard. "where X is your speed" reads it. Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine/state/rules';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const ENGINES =
  'Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)';
const sarcophagus = card(
  'Walking Sarcophagus',
  '{2}',
  'Artifact Creature — Zombie Cat',
  `${ENGINES}\nMax speed — This creature gets +1/+2.`,
  '2/1',
);
const surveyor = card(
  'Goblin Surveyor',
  '{2}{R}',
  'Creature — Goblin Scout',
  `Trample\n${ENGINES}\nMax speed — {3}, Exile this card from your graveyard: Draw a card.`,
  '3/2',
);
const speedDemon = card(
  'The Speed Demon',
  '{3}{B}{B}',
  'Legendary Creature — Demon',
  `Flying, trample\n${ENGINES}\nAt the beginning of your end step, you draw X cards and lose X life, where X is your speed.`,
  '5/5',
);
const hazoret = card(
  'Hazoret, Godseeker',
  '{1}{R}',
  'Legendary Creature — God',
  `Indestructible, haste\n${ENGINES}\n{1}, {T}: Target creature with power 2 or less can't be blocked this turn.\nHazoret can't attack or block unless you have max speed.`,
  '5/3',
);
const pyromancer = card(
  'Prodigal Pyromancer',
  '{2}{R}',
  'Creature — Human Wizard',
  '{T}: This creature deals 1 damage to any target.',
  '1/1',
);
const catalyzer = card(
  'Endrider Catalyzer',
  '{1}{R}',
  'Creature — Human Warrior',
  `${ENGINES}\nMax speed — {T}: Add {R}{R}.`,
  '3/1',
);
const necroregent = card(
  'Risen Necroregent',
  '{4}{B}',
  'Creature — Zombie Cat Knight',
  `${ENGINES}\nMax speed — At the beginning of your end step, create a 2/2 black Zombie creature token.`,
  '5/4',
);
const enhancements = card(
  'Lightwheel Enhancements',
  '{W}',
  'Enchantment — Aura',
  `Enchant creature or Vehicle\n${ENGINES}\nEnchanted permanent gets +1/+1 and has vigilance.\nMax speed — You may cast this card from your graveyard.`,
);
const farFortune = card(
  'Far Fortune, End Boss',
  '{2}{B}{R}',
  'Legendary Creature — Human Mercenary',
  `${ENGINES}\nWhenever you attack, Far Fortune deals 1 damage to each opponent.\nMax speed — If a source you control would deal damage to an opponent or a permanent an opponent controls, it deals that much damage plus 1 instead.`,
  '4/5',
);
const CARDS = compiled(
  sarcophagus,
  surveyor,
  speedDemon,
  hazoret,
  pyromancer,
  catalyzer,
  necroregent,
  enhancements,
  farFortune,
);
const library = Array<string>(20).fill('Mountain');

/** p1 active in its main phase with two Prodigal Pyromancers, `p1` more on the battlefield. */
function board(p1: (object | string)[] = [], graveyard: string[] = [], lands = 3, hand: string[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'pyroA', card: 'Prodigal Pyromancer' },
            { id: 'pyroB', card: 'Prodigal Pyromancer' },
            ...Array<string>(lands).fill('Mountain'),
            ...p1,
          ],
          graveyard,
          hand,
          library,
        },
        p2: { library },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** p1 pings p2 with `pyro` and everything resolves. */
function ping(g: Game, pyro = 'pyroA'): void {
  g.act({ activate: pyro, targets: ['p2'] });
  run(g);
}

/** To p1's next turn, its main phase (p2's turn passes without life lost). */
function nextTurnOfP1(g: Game): void {
  g.act({ advance: 'next-turn' });
  g.act({ advance: 'next-turn' });
  g.act({ advance: 'main1' });
  expect(g.state.turn.active).toBe('p1');
}

const speed = (g: Game, p: 'p1' | 'p2' = 'p1') => g.state.players[p].speed;

describe('start your engines! and speed (CR 702.179, 704.5z)', () => {
  it('controlling Walking Sarcophagus gives speed 1 as a state-based action; a player without one gets none', () => {
    const g = board([{ id: 'sarc', card: 'Walking Sarcophagus' }]);
    g.act({ activate: 'pyroA', targets: ['p2'] });
    // The state-based action is performed before p1 gets priority with the ability on the stack.
    expect(speed(g)).toBe(1);
    expect(speed(g, 'p2')).toBeUndefined();
    expect(g.rules()).toContain(RULE.sbaSpeed);
  });

  it('p2 losing life on p1’s turn increases the speed once that turn, through the stack; the second loss does nothing', () => {
    const g = board([{ id: 'sarc', card: 'Walking Sarcophagus' }]);
    g.act({ activate: 'pyroA', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    // The trigger waits on the stack: no increase until it resolves; p1 controls it.
    expect(speed(g)).toBe(1);
    expect(g.stack()).toHaveLength(1);
    const trigger = g.state.abilities[g.state.stack[0] ?? ''];
    expect(trigger?.controller).toBe('p1');
    expect(trigger?.steps).toEqual([{ do: 'increaseSpeed', player: { ref: 'you' } }]);
    run(g);
    expect(speed(g)).toBe(2);
    ping(g, 'pyroB');
    expect(g.state.players.p2.life).toBe(18);
    expect(speed(g)).toBe(2);
    expect(g.stack()).toEqual([]);
  });

  it('only on p1’s own turn: p2 losing life on p2’s turn leaves p1’s speed as it is', () => {
    const g = board([{ id: 'sarc', card: 'Walking Sarcophagus' }]);
    ping(g);
    expect(speed(g)).toBe(2);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    g.act({ advance: 'main1' });
    g.act({ activate: 'pyroB', targets: ['p2'], player: 'p1' });
    run(g);
    expect(g.state.players.p2.life).toBe(18);
    expect(speed(g)).toBe(2);
  });

  it('Walking Sarcophagus is 2/1 until p1 reaches max speed over three turns, then 3/3; speed stops at 4', () => {
    const g = board([{ id: 'sarc', card: 'Walking Sarcophagus' }]);
    ping(g);
    expect([speed(g), pt(g, 'sarc')]).toEqual([2, [2, 1]]);
    nextTurnOfP1(g);
    ping(g);
    expect([speed(g), pt(g, 'sarc')]).toEqual([3, [2, 1]]);
    nextTurnOfP1(g);
    ping(g);
    expect([speed(g), pt(g, 'sarc')]).toEqual([4, [3, 3]]);
    nextTurnOfP1(g);
    ping(g);
    expect(speed(g)).toBe(4);
    // At 4 the ability's "if" is false: it doesn't trigger at all (CR 603.4).
    expect(g.stack()).toEqual([]);
  });

  it('speed stays when the permanent with start your engines! leaves, and still increases', () => {
    const g = board([{ id: 'sarc', card: 'Walking Sarcophagus' }]);
    ping(g);
    expect(speed(g)).toBe(2);
    // Prodigal Pyromancer's 1 damage destroys the 2/1 (CR 704.5g).
    g.act({ activate: 'pyroB', targets: ['sarc'] });
    run(g);
    expect(g.names('p1', 'graveyard')).toContain('Walking Sarcophagus');
    nextTurnOfP1(g);
    ping(g);
    expect(speed(g)).toBe(3);
  });

  it('without a permanent with start your engines! there is no speed, and life loss gives none', () => {
    const g = board();
    ping(g);
    expect(g.state.players.p2.life).toBe(19);
    expect(speed(g)).toBeUndefined();
  });

  it('The Speed Demon: at p1’s end step, draw X cards and lose X life, X being the speed (2)', () => {
    const g = board([{ id: 'demon', card: 'The Speed Demon' }]);
    ping(g);
    expect(speed(g)).toBe(2);
    const hand = g.state.players.p1.hand.length;
    g.act({ advance: 'end' });
    run(g);
    expect(g.state.players.p1.hand.length).toBe(hand + 2);
    expect(g.state.players.p1.life).toBe(18);
  });
});

describe('max speed (CR 702.178)', () => {
  it('Goblin Surveyor’s "{3}, Exile this card from your graveyard: Draw a card" only at max speed', () => {
    const g = board([{ id: 'sarc', card: 'Walking Sarcophagus' }, 'Mountain'], ['Goblin Surveyor']);
    ping(g);
    expect(() => g.act({ activate: 'Goblin Surveyor' })).toThrow(/activate only if/);
    expect(g.names('p1', 'graveyard')).toContain('Goblin Surveyor');
    nextTurnOfP1(g);
    ping(g);
    nextTurnOfP1(g);
    ping(g);
    expect(speed(g)).toBe(4);
    const hand = g.state.players.p1.hand.length;
    g.act({ activate: 'Goblin Surveyor' });
    run(g);
    expect(g.names('p1', 'exile')).toContain('Goblin Surveyor');
    expect(g.state.players.p1.hand.length).toBe(hand + 1);
  });

  it('Endrider Catalyzer’s "{T}: Add {R}{R}" pays for nothing before max speed, and pays for Shock at max speed', () => {
    const g = board([{ id: 'cat', card: 'Endrider Catalyzer' }], [], 0, ['Shock']);
    ping(g);
    expect(speed(g)).toBe(2);
    expect(() => g.act({ activate: 'cat' })).toThrow(/activate only if/);
    expect(() => g.act({ cast: 'Shock', targets: ['p2'] })).toThrow();
    nextTurnOfP1(g);
    ping(g);
    nextTurnOfP1(g);
    ping(g);
    expect(speed(g)).toBe(4);
    g.act({ cast: 'Shock', targets: ['p2'] });
    run(g);
    expect(g.get('cat').tapped).toBe(true);
    expect(g.state.players.p2.life).toBe(20 - 3 - 2);
  });

  it('Risen Necroregent’s end-step trigger makes no Zombie before max speed, one at max speed', () => {
    const g = board([{ id: 'necro', card: 'Risen Necroregent' }]);
    const zombies = () => g.names('p1', 'battlefield').filter((n) => /Zombie/.test(n)).length;
    ping(g);
    g.act({ advance: 'end' });
    run(g);
    expect(zombies()).toBe(0);
    nextTurnOfP1(g);
    ping(g);
    nextTurnOfP1(g);
    ping(g);
    expect(speed(g)).toBe(4);
    g.act({ advance: 'end' });
    run(g);
    expect(zombies()).toBe(1);
  });

  it('Lightwheel Enhancements can be cast from the graveyard only at max speed', () => {
    const g = board([{ id: 'sarc', card: 'Walking Sarcophagus' }, 'Plains'], ['Lightwheel Enhancements']);
    ping(g);
    expect(() => g.act({ cast: 'Lightwheel Enhancements', targets: ['sarc'] })).toThrow();
    expect(g.names('p1', 'graveyard')).toContain('Lightwheel Enhancements');
    nextTurnOfP1(g);
    ping(g);
    nextTurnOfP1(g);
    ping(g);
    expect(speed(g)).toBe(4);
    g.act({ cast: 'Lightwheel Enhancements', targets: ['sarc'] });
    run(g);
    expect(g.get('Lightwheel Enhancements').attachedTo).toBe(g.get('sarc').id);
    // 2/1, +1/+2 at max speed, +1/+1 from the Aura.
    expect(pt(g, 'sarc')).toEqual([4, 4]);
  });

  it('Hazoret can’t attack until p1 has max speed ("unless you have max speed")', () => {
    const g = board([{ id: 'hazoret', card: 'Hazoret, Godseeker' }]);
    ping(g);
    g.act({ advance: 'combat' });
    expect(() => g.act({ attack: ['hazoret'] })).toThrow();
  });

  it('Far Fortune: a source p1 controls deals 1 more damage to p2 only at max speed', () => {
    const g = board([{ id: 'far', card: 'Far Fortune, End Boss' }]);
    ping(g);
    expect([speed(g), g.state.players.p2.life]).toEqual([2, 19]);
    nextTurnOfP1(g);
    ping(g);
    expect([speed(g), g.state.players.p2.life]).toEqual([3, 18]);
    nextTurnOfP1(g);
    ping(g);
    // The ping that made the speed 4 dealt 1; the next one deals 1 plus 1.
    expect([speed(g), g.state.players.p2.life]).toEqual([4, 17]);
    ping(g, 'pyroB');
    expect(g.state.players.p2.life).toBe(15);
  });

  it('a near miss stays text: "Max speed — If you would draw a card, draw two cards instead."', () => {
    const vnwxt = card(
      'Vnwxt, Verbose Host',
      '{1}{U}',
      'Legendary Creature — Homunculus',
      `${ENGINES}\nYou have no maximum hand size.\nMax speed — If you would draw a card, draw two cards instead.`,
      '0/4',
    );
    expect(unenforced(vnwxt)).toEqual(['Max speed — If you would draw a card, draw two cards instead.']);
  });
});
