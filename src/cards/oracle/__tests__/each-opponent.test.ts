// "For each opponent, …", "each opponent … unless they …", "each other player …": the engine plays
// two-player games (CR 102.2), so each opponent is the one opponent, and "that player" / "they"
// in the instruction is that player; "each other player" is every player but you. Real cards
// played: the target is one the opponent controls (or a card in their graveyard), "that player"
// is the opponent, "they" chooses whether to pay or to do the instruction after "unless"
// (CR 608.2d, 118.12). "For each player, …" (two players, one target each) and "each other
// player" after another player was named stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const luminate = card(
  'Luminate Primordial',
  '{5}{W}{W}',
  'Creature — Avatar',
  'Vigilance\nWhen this creature enters, for each opponent, exile up to one target creature that player controls and that player gains life equal to its power.',
  '4/7',
);
const sepulchral = card(
  'Sepulchral Primordial',
  '{5}{B}{B}',
  'Creature — Avatar',
  "Intimidate (This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.)\nWhen this creature enters, for each opponent, you may put up to one target creature card from that player's graveyard onto the battlefield under your control.",
  '5/4',
);
const oriq = card(
  'Tempted by the Oriq',
  '{1}{U}{U}{U}',
  'Sorcery',
  'For each opponent, gain control of up to one target creature or planeswalker that player controls with mana value 3 or less.',
);
const cutpurse = card(
  'Rishadan Cutpurse',
  '{2}{U}',
  'Creature — Human Pirate',
  'When this creature enters, each opponent sacrifices a permanent of their choice unless they pay {1}.',
  '1/1',
);
const words = card('Words of Wisdom', '{1}{U}', 'Instant', 'You draw two cards, then each other player draws a card.');
const pact = card(
  'Grave Pact',
  '{1}{B}{B}{B}',
  'Enchantment',
  'Whenever a creature you control dies, each other player sacrifices a creature of their choice.',
);

const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');

const lands = (land: string, n: number) => Array<string>(n).fill(land);

describe('"for each opponent, …": the one opponent of a two-player game (CR 102.2)', () => {
  it('Luminate Primordial: exiles a creature the opponent controls, and that player (not you) gains life equal to its power', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Luminate Primordial'],
            battlefield: [...lands('Plains', 7), { id: 'mine', card: 'Hill Giant' }],
          },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Luminate Primordial' }, { pass: true }],
      { cards: compiled(luminate, giant) },
    );
    expect(g.error).toBeNull();
    // Only a creature the opponent controls is a legal target.
    expect(() => g.act({ decide: [g.get('mine').id] })).toThrow();
    g.act({ decide: [g.get('giant').id] });
    g.act({ pass: true });
    expect(g.names('p2', 'exile')).toEqual(['Hill Giant']);
    expect(g.state.players.p2.life).toBe(23);
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Sepulchral Primordial: a creature card from the opponent's graveyard onto the battlefield under your control", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Sepulchral Primordial'], battlefield: lands('Swamp', 7), graveyard: ['Grizzly Bears'] },
          p2: { graveyard: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Sepulchral Primordial' }, { pass: true }],
      { cards: compiled(sepulchral, giant) },
    );
    expect(g.error).toBeNull();
    // Your own graveyard's card is not "that player's" (the opponent's, CR 404.2).
    expect(() => g.act({ decide: [g.get('Grizzly Bears').id] })).toThrow();
    g.act({ decide: [g.get('giant').id] });
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toContain('Hill Giant');
    expect(g.names('p2', 'graveyard')).toEqual([]);
  });

  it('Tempted by the Oriq: the qualifier after "that player controls" holds (mana value 3 or less)', () => {
    const play = (target: string) =>
      game(
        {
          turn: main,
          players: {
            p1: { hand: ['Tempted by the Oriq'], battlefield: lands('Island', 4) },
            p2: { battlefield: ['Grizzly Bears', 'Craw Wurm'] },
          },
        },
        [{ cast: 'Tempted by the Oriq', targets: [target] }],
        { cards: compiled(oriq, wurm) },
      );
    expect(play('Craw Wurm').error).not.toBeNull();
    const g = play('Grizzly Bears');
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });
});

describe('"each opponent … unless they …": the opponent chooses (CR 608.2d, 118.12)', () => {
  const enters = () =>
    game(
      {
        turn: main,
        players: {
          p1: { hand: ['Rishadan Cutpurse'], battlefield: lands('Island', 3) },
          p2: {
            battlefield: [
              { id: 'isle', card: 'Island' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Rishadan Cutpurse' }, { pass: true }, { pass: true }],
      { cards: compiled(cutpurse) },
    );

  it('Rishadan Cutpurse: the opponent pays {1} and keeps everything', () => {
    const g = enters();
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.player).toBe('p2');
    g.act({ decide: true, player: 'p2' });
    expect(g.names('p2', 'battlefield')).toEqual(['Island', 'Grizzly Bears']);
    expect(g.get('isle').tapped).toBe(true);
  });

  it('Rishadan Cutpurse: not paying, the opponent sacrifices a permanent of their choice', () => {
    const g = enters();
    g.act({ decide: false, player: 'p2' });
    expect(g.state.pendingDecision?.player).toBe('p2');
    g.act({ decide: [g.get('bears').id], player: 'p2' });
    expect(g.names('p2', 'battlefield')).toEqual(['Island']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('"each other player": the players other than you (CR 102.2)', () => {
  it('Words of Wisdom: you draw two, the opponent draws one', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Words of Wisdom'], battlefield: lands('Island', 2), library: ['Forest', 'Forest', 'Forest'] },
          p2: { library: ['Swamp', 'Swamp', 'Swamp'] },
        },
      },
      [{ cast: 'Words of Wisdom' }, { pass: true }],
      { cards: compiled(words) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Forest', 'Forest']);
    expect(g.names('p2', 'hand')).toEqual(['Swamp']);
  });

  it('Grave Pact: your creature dies, the opponent (not you) sacrifices a creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            battlefield: ['Grave Pact', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }, 'Llanowar Elves'],
          },
          p2: { battlefield: ['Hill Giant'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }, { pass: true }],
      { cards: compiled(pact, giant) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
  });

  it('near misses: "each other player" after another player, and "for each player, …" stay text', () => {
    const hive = card(
      'Hive Mind',
      '{5}{U}',
      'Enchantment',
      'Whenever a player casts an instant or sorcery spell, each other player copies that spell. Each of those players may choose new targets for their copy.',
    );
    expect(unenforced(hive)).toHaveLength(1);
    const goat = card(
      'Oft-Nabbed Goat',
      '{1}{B}',
      'Creature — Goat',
      '{1}: Draw a card. Gain control of this creature and put a -1/-1 counter on it. Activate only as a sorcery and only your opponents may activate this ability.\nWhen this creature dies, if it had one or more -1/-1 counters on it, its owner draws X cards and each other player loses X life, where X is the number of -1/-1 counters on it.',
      '0/5',
    );
    expect(unenforced(goat)).toContain(
      'When this creature dies, if it had one or more -1/-1 counters on it, its owner draws X cards and each other player loses X life, where X is the number of -1/-1 counters on it.',
    );
    const junker = card(
      'Demonic Junker',
      '{6}{B}',
      'Artifact — Vehicle',
      'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)\nWhen this Vehicle enters, for each player, destroy up to one target creature that player controls. If a creature you controlled was destroyed this way, put two +1/+1 counters on this Vehicle.\nCrew 2',
      '4/3',
    );
    expect(unenforced(junker)).toHaveLength(1);
  });
});
