// Where and when a spell is cast, read in real cards' cost changes and effects:
// - "If this spell was cast from a graveyard / from anywhere other than your hand, …" (CR 601.2a:
//   the zone the card was cast from; a copy put on the stack was not cast, 707.10), checked as the
//   spell resolves (608.2c): Otterball Antics, Increasing Devotion.
// - "Spells you cast from your graveyard / from anywhere other than your hand cost {1} less to
//   cast" (601.2f, 601.2a): Gravebreaker Lamia, Sage of the Beyond.
// - "Creature spells you cast with mana value 6 or greater / with power 4 or greater cost {2} less
//   to cast" (601.2f, 202.3): Krosan Drover, Goreclaw.
// - "This spell costs {1} less to cast during your turn" (601.2f): Mental Modulation.
// - Delayed Blast Fireball: its damage "instead" rider (pump-instead.ts) with that condition.
// Near misses that stay text: Moment of Glory ("also put …"), Thryx ("… and can't be countered"), Cloud Key ("of the chosen type": a card
// type, not a creature type).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const FLASHBACK = '(You may cast this card from your graveyard for its flashback cost. Then exile it.)';
const otterball = card(
  'Otterball Antics',
  '{1}{U}',
  'Sorcery',
  `Create a 1/1 blue and red Otter creature token with prowess. If this spell was cast from anywhere other than your hand, put a +1/+1 counter on that creature. (Whenever you cast a noncreature spell, a creature with prowess gets +1/+1 until end of turn.)\nFlashback {3}{U} ${FLASHBACK}`,
);
const devotion = card(
  'Increasing Devotion',
  '{3}{W}{W}',
  'Sorcery',
  `Create five 1/1 white Human creature tokens. If this spell was cast from a graveyard, create ten of those tokens instead.\nFlashback {7}{W}{W} ${FLASHBACK}`,
);
const glory = card(
  'Moment of Glory',
  '{W}',
  'Sorcery',
  `Put a +1/+1 counter on target creature you control. If this spell was cast from a graveyard, also put a +1/+1 counter on each other creature you control.\nFlashback {4}{W} ${FLASHBACK}`,
);
const fireball = card(
  'Delayed Blast Fireball',
  '{1}{R}{R}',
  'Instant',
  'Delayed Blast Fireball deals 2 damage to each opponent and each creature they control. If this spell was cast from exile, it deals 5 damage to each opponent and each creature they control instead.\nForetell {4}{R}{R} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)',
);
const lamia = card(
  'Gravebreaker Lamia',
  '{4}{B}',
  'Enchantment Creature — Snake Lamia',
  'Lifelink\nWhen this creature enters, search your library for a card, put it into your graveyard, then shuffle.\nSpells you cast from your graveyard cost {1} less to cast.',
  '4/4',
);
const sage = card(
  'Sage of the Beyond',
  '{5}{U}{U}',
  'Creature — Spirit Giant',
  'Flying\nSpells you cast from anywhere other than your hand cost {2} less to cast.\nForetell {4}{U} (During your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for its foretell cost.)',
  '5/5',
);
const drover = card(
  'Krosan Drover',
  '{3}{G}',
  'Creature — Elf',
  'Creature spells you cast with mana value 6 or greater cost {2} less to cast.',
  '2/2',
);
const goreclaw = card(
  'Goreclaw, Terror of Qal Sisma',
  '{3}{G}',
  'Legendary Creature — Bear',
  'Creature spells you cast with power 4 or greater cost {2} less to cast.\nWhenever Goreclaw attacks, each creature you control with power 4 or greater gets +1/+1 and gains trample until end of turn.',
  '4/3',
);
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const modulation = card(
  'Mental Modulation',
  '{1}{U}',
  'Instant',
  'This spell costs {1} less to cast during your turn.\nTap target artifact or creature.\nDraw a card.',
);
const thryx = card(
  'Thryx, the Sudden Storm',
  '{3}{U}{U}',
  'Legendary Creature — Elemental Giant',
  "Flash (You may cast this spell any time you could cast an instant.)\nFlying\nSpells you cast with mana value 5 or greater cost {1} less to cast and can't be countered.",
  '4/5',
);
const cloudKey = card(
  'Cloud Key',
  '{3}',
  'Artifact',
  'As this artifact enters, choose artifact, creature, enchantment, instant, or sorcery.\nSpells you cast of the chosen type cost {1} less to cast.',
);

// Think Twice ({1}{U}, flashback {2}{U}) is in the pool.
const CARDS = compiled(otterball, devotion, lamia, sage, drover, goreclaw, wurm, giant, modulation, fireball);
const lands = (name: string, n: number) => Array.from({ length: n }, () => name);
/** The total cost the engine noted as the spell was cast (CR 601.2f). */
const totalCost = (g: Game) =>
  (g.events as { type: string; rule?: string; text?: string }[]).find((e) => e.type === 'Note' && e.rule === '601.2f')
    ?.text;

describe('"if this spell was cast from …" (CR 601.2a, 608.2c)', () => {
  const play = (zone: 'hand' | 'graveyard', name: string, landName: string, n: number) =>
    game(
      {
        turn: main,
        players: { p1: { battlefield: lands(landName, n), [zone]: [name], library: ['Island', 'Island'] } },
      },
      [zone === 'hand' ? { cast: name } : { cast: name, alt: 'flashback' }, { pass: true }],
      { cards: CARDS },
    );

  it('Otterball Antics from your hand: a 1/1 Otter and no counter', () => {
    const g = play('hand', 'Otterball Antics', 'Island', 2);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Otter Token (token)');
    expect(pt(g, 'Otter Token')).toEqual([1, 1]);
  });

  it('Otterball Antics by flashback (from the graveyard): the Otter gets a +1/+1 counter', () => {
    const g = play('graveyard', 'Otterball Antics', 'Island', 4);
    expect(g.error).toBeNull();
    expect(pt(g, 'Otter Token')).toEqual([2, 2]);
    // Flashback exiles it as it leaves the stack (CR 702.34a).
    expect(g.names('p1', 'exile')).toEqual(['Otterball Antics']);
  });

  it('Increasing Devotion: five Humans from the hand, ten (instead, not fifteen) by flashback', () => {
    const hand = play('hand', 'Increasing Devotion', 'Plains', 5);
    expect(hand.error).toBeNull();
    expect(hand.names('p1', 'battlefield').filter((n) => n === 'Human Token (token)')).toHaveLength(5);
    const back = play('graveyard', 'Increasing Devotion', 'Plains', 9);
    expect(back.error).toBeNull();
    expect(back.names('p1', 'battlefield').filter((n) => n === 'Human Token (token)')).toHaveLength(10);
  });

  it('Delayed Blast Fireball cast from the hand deals 2 damage to the opponent and each of their creatures, not 5 (and not 7)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Mountain', 3), hand: ['Delayed Blast Fireball'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Delayed Blast Fireball' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.get('spider').damage).toBe(2);
  });

  it('near miss stays text: "also put …"', () => {
    expect(unenforced(glory)).toHaveLength(1);
  });
});

describe('"Spells you cast from your graveyard / from anywhere other than your hand cost … less" (CR 601.2f)', () => {
  const board = (source: string, zone: 'hand' | 'graveyard', n: number) => ({
    turn: main,
    players: {
      p1: {
        battlefield: [source, ...lands('Island', n)],
        [zone]: ['Think Twice'],
        library: ['Island', 'Island'],
      },
      p2: { graveyard: ['Think Twice'] },
    },
  });

  it('Gravebreaker Lamia: Think Twice by flashback costs {1}{U}; from the hand, {1}{U} as printed', () => {
    const back = game(board('Gravebreaker Lamia', 'graveyard', 2), [{ cast: 'Think Twice', alt: 'flashback' }], {
      cards: CARDS,
    });
    expect(back.error).toBeNull();
    expect(totalCost(back)).toContain('{1}{U}');
    // With one Island, the flashback cost {2}{U} reduced by {1} is still too much.
    const short = game(board('Gravebreaker Lamia', 'graveyard', 1), [{ cast: 'Think Twice', alt: 'flashback' }], {
      cards: CARDS,
    });
    expect(short.error).not.toBeNull();
    // From the hand it is not reduced: {1}{U} needs both Islands.
    const hand = game(board('Gravebreaker Lamia', 'hand', 1), [{ cast: 'Think Twice' }], { cards: CARDS });
    expect(hand.error).not.toBeNull();
  });

  it('Sage of the Beyond: Think Twice by flashback costs {U}; from the hand it still costs {1}{U}', () => {
    const back = game(board('Sage of the Beyond', 'graveyard', 1), [{ cast: 'Think Twice', alt: 'flashback' }], {
      cards: CARDS,
    });
    expect(back.error).toBeNull();
    expect(totalCost(back)).toContain('{U}');
    expect(totalCost(back)).not.toContain('{1}');
    const hand = game(board('Sage of the Beyond', 'hand', 1), [{ cast: 'Think Twice' }], { cards: CARDS });
    expect(hand.error).not.toBeNull();
  });
});

describe('"Creature spells you cast with mana value / power N or greater cost {2} less" (CR 601.2f, 202.3)', () => {
  const cast = (source: string, spell: string, n: number) =>
    game(
      { turn: main, players: { p1: { battlefield: [source, ...lands('Forest', n)], hand: [spell] } } },
      [{ cast: spell }],
      { cards: CARDS },
    );

  it('Krosan Drover: Craw Wurm (mana value 6) costs {2}{G}{G}; Hill Giant (mana value 4) is not reduced', () => {
    const wurmCast = cast('Krosan Drover', 'Craw Wurm', 4);
    expect(wurmCast.error).toBeNull();
    expect(totalCost(wurmCast)).toContain('{2}{G}{G}');
    expect(cast('Krosan Drover', 'Hill Giant', 3).error).not.toBeNull();
  });

  it('Goreclaw: Craw Wurm (power 6) costs {2}{G}{G}; Hill Giant (power 3) is not reduced', () => {
    const wurmCast = cast('Goreclaw, Terror of Qal Sisma', 'Craw Wurm', 4);
    expect(wurmCast.error).toBeNull();
    expect(totalCost(wurmCast)).toContain('{2}{G}{G}');
    expect(cast('Goreclaw, Terror of Qal Sisma', 'Hill Giant', 3).error).not.toBeNull();
  });

  it('near misses stay text: "… and can\'t be countered", "of the chosen type" (a card type)', () => {
    expect(unenforced(thryx)).toHaveLength(1);
    expect(unenforced(cloudKey)).toContain('Spells you cast of the chosen type cost {1} less to cast.');
  });
});

describe('"This spell costs {1} less to cast during your turn" (CR 601.2f)', () => {
  const board = (active: 'p1' | 'p2', islands = 1) => ({
    turn: { ...main, active, phase: active === 'p1' ? 'main1' : 'end' },
    players: {
      p1: { battlefield: lands('Island', islands), hand: ['Mental Modulation'], library: ['Island'] },
      p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
    },
  });

  it('Mental Modulation costs {U} on your turn and taps the creature', () => {
    const g = game(board('p1'), [{ cast: 'Mental Modulation', targets: ['bears'] }, { pass: true }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.get('bears').tapped).toBe(true);
  });

  it("Mental Modulation costs {1}{U} on an opponent's turn: one Island is not enough, two are", () => {
    const script = [{ cast: 'Mental Modulation', targets: ['bears'], player: 'p1' as const }];
    const one = game(board('p2'), script, { cards: CARDS });
    expect(one.error).not.toBeNull();
    const two = game(board('p2', 2), [...script, { pass: true }], { cards: CARDS });
    expect(two.error).toBeNull();
    expect(totalCost(two)).toContain('{1}{U}');
    expect(two.get('bears').tapped).toBe(true);
  });
});
