// Compiled real cards, played by the engine: each template family does what the card's text
// says (issue 11: "a burn spell deals its damage, a flyer can't be blocked by a ground creature,
// a pump ability changes P/T until end of turn, an Aura's bonus applies and ends when it falls off").
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../engine';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { ALL_CARDS } from '../../all';
import { createRegistry } from '../../registry';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const blast = card(
  'Psionic Blast',
  '{2}{U}',
  'Instant',
  'Psionic Blast deals 4 damage to any target and 2 damage to you.',
);
const angel = card('Serra Angel', '{3}{W}{W}', 'Creature — Angel', 'Flying\nVigilance', '4/4');
const bees = card(
  'Killer Bees',
  '{1}{G}{G}',
  'Creature — Insect',
  'Flying\n{G}: This creature gets +1/+1 until end of turn.',
  '0/1',
);
const strength = card('Holy Strength', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+2.');

describe('compiled real cards, enforced by the engine', () => {
  it('a burn spell deals its damage: compiled Psionic Blast kills a 2/2, then takes 4 from a player, and 2 from its caster each time', () => {
    const cards = compiled(blast);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Psionic Blast', 'Psionic Blast'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [
        { cast: 'Psionic Blast', targets: ['bears'] },
        { pass: true },
        { cast: 'Psionic Blast', targets: ['p2'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.life).toBe(16);
  });

  it("a flyer can't be blocked by a ground creature, and vigilance keeps it untapped", () => {
    const cards = compiled(angel);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'angel', card: 'Serra Angel' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['angel'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('angel').tapped).toBe(false);
    expect(() => g.act({ block: { bears: 'angel' } })).toThrow(/flying/);
  });

  it('a pump ability changes P/T until end of turn, then it wears off', () => {
    const cards = compiled(bees);
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Forest', 'Forest', { id: 'bees', card: 'Killer Bees' }] } } },
      [{ activate: 'bees', ability: 0 }, { pass: true }, { activate: 'bees', ability: 0 }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bees')).toEqual([2, 3]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bees')).toEqual([0, 1]);
  });

  it("an Aura's bonus applies, and ends when it falls off", () => {
    const cards = compiled(strength);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'hs', card: 'Holy Strength', attachedTo: 'bears' },
            ],
            hand: ['Disenchant'],
          },
          p2: {},
        },
      },
      [],
      { cards },
    );
    expect(pt(g, 'bears')).toEqual([3, 4]);
    g.act({ cast: 'Disenchant', targets: ['hs'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Holy Strength', 'Disenchant']);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });
});

describe('searching a library (CR 701.23)', () => {
  const growth = card(
    'Rampant Growth',
    '{1}{G}',
    'Sorcery',
    'Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.',
  );
  it('the searcher chooses among the cards with the quality; the card enters tapped', () => {
    const cards = compiled(growth);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest'],
            hand: ['Rampant Growth'],
            library: ['Lightning Bolt', { id: 'isl', card: 'Island' }, 'Forest'],
          },
        },
      },
      [{ cast: 'Rampant Growth' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', rule: '701.23', min: 0, max: 1 });
    expect(d?.candidates).toHaveLength(2); // the Island and the Forest, not Lightning Bolt
    g.act({ decide: ['isl'] });
    expect(g.get('isl')).toMatchObject({ zone: 'battlefield', tapped: true, controller: 'p1' });
    expect(g.state.players.p1.library).toHaveLength(2);
  });
  it('a hidden zone: the searcher may find nothing (CR 701.23b)', () => {
    const cards = compiled(growth);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Forest'], hand: ['Rampant Growth'], library: ['Island'] } },
      },
      [{ cast: 'Rampant Growth' }, { pass: true }, { decide: [] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.library).toHaveLength(1);
    expect(g.has('Note', '701.23b')).toBe(true);
  });
});

describe('state triggers (CR 603.8)', () => {
  const serpent = card(
    'Sea Serpent',
    '{5}{U}',
    'Creature — Serpent',
    "This creature can't attack unless defending player controls an Island.\nWhen you control no Islands, sacrifice this creature.",
    '5/5',
  );
  it('"When you control no Islands" triggers once the last Island leaves, and only once while on the stack', () => {
    const cards = compiled(serpent);
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: {
          p1: {
            battlefield: [
              { id: 'isl', card: 'Island' },
              { id: 'serpent', card: 'Sea Serpent' },
            ],
          },
        },
      },
      [],
      { cards },
    );
    expect(g.stack()).toEqual([]);
    g.act({ move: 'isl', to: 'graveyard' });
    expect(g.stack()).toHaveLength(1);
    expect(g.has('AbilityTriggered', '603.2')).toBe(true);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Island', 'Sea Serpent']);
    expect(g.stack()).toEqual([]);
  });
});

describe('regeneration (CR 701.19, 614.8)', () => {
  const skeletons = card(
    'Drudge Skeletons',
    '{1}{B}',
    'Creature — Skeleton',
    '{B}: Regenerate this creature. (The next time this creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)',
    '1/1',
  );
  it('a regeneration shield saves a creature once: the first lethal damage taps it and heals it, the second destroys it', () => {
    const cards = compiled(skeletons, blast);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', { id: 'sk', card: 'Drudge Skeletons' }] },
          p2: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Psionic Blast', 'Psionic Blast'],
          },
        },
      },
      [{ activate: 'sk', ability: 0 }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Psionic Blast', player: 'p2', targets: ['sk'] });
    g.act({ pass: true });
    expect(g.get('sk')).toMatchObject({ zone: 'battlefield', tapped: true, damage: 0 });
    g.act({ cast: 'Psionic Blast', player: 'p2', targets: ['sk'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Drudge Skeletons']);
  });
});

/** Current colours of `ref` (CR 105.2, layer 5). */
function colorsOf(g: Game, ref: string, cards: readonly CardDef[]): string[] {
  return characteristics(readContext(g.state, createRegistry([...ALL_CARDS, ...cards])), g.get(ref)).colors;
}

describe('what objects are: land types, colours, animated lands (CR 305.7, 105.3, 205.1b; layers 4, 5, 7b)', () => {
  const chaoslace = card(
    'Chaoslace',
    '{R}',
    'Instant',
    'Target spell or permanent becomes red. (Its mana symbols remain unchanged.)',
  );
  const beb = card(
    'Blue Elemental Blast',
    '{U}',
    'Instant',
    'Choose one —\n• Counter target red spell.\n• Destroy target red permanent.',
  );
  it('Chaoslace makes a green permanent red for good, so "Destroy target red permanent" can now target it', () => {
    const cards = compiled(chaoslace, beb);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Island', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Chaoslace', 'Blue Elemental Blast'],
            library: ['Forest', 'Forest'],
          },
          p2: { library: ['Forest', 'Forest'] },
        },
      },
      [{ cast: 'Chaoslace', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(colorsOf(g, 'bears', cards)).toEqual(['R']);
    g.act({ advance: 'next-turn' });
    expect(colorsOf(g, 'bears', cards)).toEqual(['R']);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Blue Elemental Blast').id,
      modes: [1],
      targets: [g.get('bears').id],
    });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
  });
  it('Chaoslace on a spell: the spell is red on the stack; the permanent it becomes is a new object, green again (CR 400.7)', () => {
    const cards = compiled(chaoslace);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] },
          p2: { battlefield: ['Mountain'], hand: ['Chaoslace'] },
        },
      },
      [{ cast: 'Grizzly Bears' }, { cast: 'Chaoslace', player: 'p2', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('Grizzly Bears').zone).toBe('stack');
    expect(colorsOf(g, 'Grizzly Bears', cards)).toEqual(['R']);
    g.act({ pass: true });
    expect(g.get('Grizzly Bears').zone).toBe('battlefield');
    expect(colorsOf(g, 'Grizzly Bears', cards)).toEqual(['G']);
  });
  it("Mishra's Factory becomes a 2/2 artifact creature that is still a land until end of turn, and can pump itself", () => {
    const factory = card(
      "Mishra's Factory",
      '',
      'Land',
      "{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.\n{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.",
    );
    const cards = compiled(factory);
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', { id: 'mf', card: "Mishra's Factory" }] } } },
      [{ activate: 'mf', ability: 1 }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    const ch = () => characteristics(readContext(g.state, createRegistry([...ALL_CARDS, ...cards])), g.get('mf'));
    expect(ch()).toMatchObject({
      types: ['land', 'artifact', 'creature'],
      subtypes: ['Assembly-Worker'],
      power: 2,
      toughness: 2,
    });
    g.act({ activate: 'mf', ability: 2, targets: ['mf'] });
    g.act({ pass: true });
    expect(pt(g, 'mf')).toEqual([3, 3]);
    g.act({ advance: 'next-turn' });
    expect(ch()).toMatchObject({ types: ['land'], power: null });
  });
  it('Island of Wak-Wak: a flyer has base power 0 until end of turn; a +3/+3 still adds on top (layer 7b before 7c)', () => {
    const wakwak = card(
      'Island of Wak-Wak',
      '',
      'Land',
      '{T}: Target creature with flying has base power 0 until end of turn.',
    );
    const growth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
    const cards = compiled(wakwak, growth, angel);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'wak', card: 'Island of Wak-Wak' }, 'Forest'], hand: ['Giant Growth'] },
          p2: {
            battlefield: [
              { id: 'angel', card: 'Serra Angel' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'wak', targets: ['angel'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ activate: 'wak', targets: ['bears'] })).toThrow();
    expect(pt(g, 'angel')).toEqual([0, 4]);
    g.act({ cast: 'Giant Growth', targets: ['angel'] });
    g.act({ pass: true });
    expect(pt(g, 'angel')).toEqual([3, 7]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'angel')).toEqual([4, 4]);
  });
  it('Conversion: a Mountain is a Plains and taps only for {W} (CR 305.7)', () => {
    const conversion = card(
      'Conversion',
      '{2}{W}{W}',
      'Enchantment',
      'At the beginning of your upkeep, sacrifice this enchantment unless you pay {W}{W}.\nAll Mountains are Plains.',
    );
    const cards = compiled(conversion);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'conv', card: 'Conversion' }, 'Mountain', 'Mountain'],
            hand: ['Lightning Bolt', 'Disenchant'],
            library: ['Forest'],
          },
          p2: { library: ['Forest'] },
        },
      },
      [],
      { cards },
    );
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow(/601\.2h/);
    // Two Plains pay {1}{W}: Disenchant destroys Conversion, and the Mountains are Mountains again.
    g.act({ cast: 'Disenchant', targets: ['conv'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Conversion', 'Disenchant']);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });
  it('Kormus Bell: each Swamp is a 1/1 black creature and still a land that taps for {B}', () => {
    const bell = card('Kormus Bell', '{4}', 'Artifact', 'All Swamps are 1/1 black creatures that are still lands.');
    const cards = compiled(bell);
    const g = game({ turn: main, players: { p1: { battlefield: ['Kormus Bell', { id: 's', card: 'Swamp' }] } } }, [], {
      cards,
    });
    expect(pt(g, 's')).toEqual([1, 1]);
    expect(colorsOf(g, 's', cards)).toEqual(['B']);
    g.act({ activate: 's' });
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
  });
});

describe('"The next time a source of your choice would deal damage to you this turn, prevent that damage" (CR 609.7)', () => {
  const copRed = card(
    'Circle of Protection: Red',
    '{1}{W}',
    'Enchantment',
    '{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.',
  );
  const copGreen = card(
    'Circle of Protection: Green',
    '{1}{W}',
    'Enchantment',
    '{1}: The next time a green source of your choice would deal damage to you this turn, prevent that damage.',
  );
  it('Circle of Protection: Red chooses Lightning Bolt on the stack: that Bolt is prevented, the next one is not', () => {
    const cards = compiled(copRed);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'] },
          p2: { battlefield: [{ id: 'cop', card: 'Circle of Protection: Red' }, 'Plains', 'Plains'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { activate: 'cop', player: 'p2' }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.has('DamagePrevented', '609.7a')).toBe(true);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });
  it("in combat, only green sources are offered; the chosen attacker's damage is prevented and the other's is not", () => {
    const cards = compiled(copGreen);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'b1', card: 'Grizzly Bears' }, { id: 'b2', card: 'Grizzly Bears' }, 'Mountain'],
            hand: ['Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'cop', card: 'Circle of Protection: Green' }, 'Plains', 'Plains'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['b1', 'b2'] }, { pass: true }, { activate: 'cop', player: 'p2' }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'chooseObjects', rule: '609.7a' });
    expect([...(g.state.pendingDecision?.candidates ?? [])].sort()).toEqual([g.get('b1').id, g.get('b2').id].sort());
    g.act({ decide: ['b1'] });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(18);
  });
  it('with no source of that colour there is nothing to choose, and no shield', () => {
    const cards = compiled(copGreen);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: [{ id: 'cop', card: 'Circle of Protection: Green' }, 'Plains'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { activate: 'cop', player: 'p2' }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });
});

describe('"This effect doesn\'t remove this Aura" (CR 303.4c, 704.5m, 702.16c)', () => {
  const ward = card(
    'White Ward',
    '{W}',
    'Enchantment — Aura',
    "Enchant creature\nEnchanted creature has protection from white. This effect doesn't remove this Aura.",
  );
  it("White Ward gives protection from white and stays; another white Aura falls off; a white Aura can't be cast on it", () => {
    const cards = compiled(ward, strength);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'ward', card: 'White Ward', attachedTo: 'bears' },
              { id: 'hs', card: 'Holy Strength', attachedTo: 'bears' },
            ],
            hand: ['Pacifism'],
          },
          p2: { battlefield: ['Llanowar Elves'] },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('ward').attachedTo).toBe(g.get('bears').id);
    expect(g.names('p1', 'graveyard')).toEqual(['Holy Strength']);
    expect(g.has('StateBasedAction', '704.5m')).toBe(true);
    expect(() => g.act({ cast: 'Pacifism', targets: ['bears'] })).toThrow(/protection from white/);
  });
});

describe('objects relative to another player ("target player owns", "they control")', () => {
  it('Karma deals damage to the player whose upkeep it is, equal to the Swamps that player controls', () => {
    const karma = card(
      'Karma',
      '{2}{W}{W}',
      'Enchantment',
      "At the beginning of each player's upkeep, this enchantment deals damage to that player equal to the number of Swamps they control.",
    );
    const cards = compiled(karma);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Karma', 'Swamp'], library: ['Forest', 'Forest'] },
          p2: { battlefield: ['Swamp', 'Swamp', 'Swamp'], library: ['Forest', 'Forest'] },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(20);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.players.p1.life).toBe(19);
  });
  it("Hurkyl's Recall returns the artifacts the target player owns, even one another player controls, and no others", () => {
    const recall = card(
      "Hurkyl's Recall",
      '{1}{U}',
      'Instant',
      'Return all artifacts target player owns to their hand.',
    );
    const cards = compiled(recall);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', { id: 'mine', card: 'Fellwar Stone' }], hand: ["Hurkyl's Recall"] },
          p2: {
            battlefield: [
              { id: 'theirs', card: 'Fellwar Stone' },
              { id: 'stolen', card: 'Fellwar Stone', owner: 'p1' },
              'Grizzly Bears',
            ],
          },
        },
      },
      [{ cast: "Hurkyl's Recall", targets: ['p1'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Fellwar Stone', 'Fellwar Stone']);
    expect(g.get('theirs').zone).toBe('battlefield');
    expect(g.names('p2', 'battlefield')).toEqual(['Fellwar Stone', 'Grizzly Bears']);
  });
});

describe('"the chosen player" (CR 614.12)', () => {
  it('Black Vise chooses the opponent as it enters and hits them at their upkeep for each card past four, not its controller', () => {
    const vise = card(
      'Black Vise',
      '{1}',
      'Artifact',
      "As this artifact enters, choose an opponent.\nAt the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is the number of cards in their hand minus 4.",
    );
    const cards = compiled(vise);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain'],
            hand: ['Black Vise', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
            library: ['Forest', 'Forest'],
          },
          p2: { hand: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], library: ['Forest', 'Forest'] },
        },
      },
      [{ cast: 'Black Vise' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('Black Vise').chosenPlayer).toBe('p2');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    // p2 had five cards at the beginning of the upkeep (the draw comes after): 5 − 4 = 1.
    expect(g.state.players.p2.life).toBe(19);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.players.p1.life).toBe(20);
  });
});

describe('"can attack as though …" (CR 609.4, 302.6, 702.3b)', () => {
  const energy = card(
    'Instill Energy',
    '{G}',
    'Enchantment — Aura',
    'Enchant creature\nEnchanted creature can attack as though it had haste.\n{0}: Untap enchanted creature. Activate only during your turn and only once each turn.',
  );
  const animate = card(
    'Animate Wall',
    '{W}',
    'Enchantment — Aura',
    "Enchant Wall\nEnchanted Wall can attack as though it didn't have defender.",
  );
  const wall = card('Wall of Stone', '{1}{R}{R}', 'Creature — Wall', 'Defender', '0/8');
  it("Instill Energy: a creature that came under its controller's control this turn attacks, but still can't use {T} abilities; another one can't attack", () => {
    const cards = compiled(energy);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'elves', card: 'Llanowar Elves', summoningSick: true },
              { id: 'ie', card: 'Instill Energy', attachedTo: 'elves' },
              { id: 'bears', card: 'Grizzly Bears', summoningSick: true },
            ],
          },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ activate: 'elves' })).toThrow(/302.6|control/);
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['bears'] })).toThrow(/can't attack/);
    g.act({ attack: ['elves'] });
    expect(g.get('elves').tapped).toBe(true);
  });
  it("Animate Wall: the enchanted Wall attacks; a Wall without it can't", () => {
    const cards = compiled(animate, wall);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'w1', card: 'Wall of Stone' },
              { id: 'aw', card: 'Animate Wall', attachedTo: 'w1' },
              { id: 'w2', card: 'Wall of Stone' },
            ],
          },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['w2'] })).toThrow(/defender/);
    g.act({ attack: ['w1'] });
    expect(g.get('w1').tapped).toBe(true);
  });
});

describe('"died this turn" (CR 700.4)', () => {
  const ghoul = card(
    'Khabál Ghoul',
    '{2}{B}',
    'Creature — Zombie',
    'At the beginning of each end step, put a +1/+1 counter on this creature for each creature that died this turn.',
    '1/1',
  );
  const vultures = card(
    'Osai Vultures',
    '{1}{W}',
    'Creature — Bird',
    'Flying\nAt the beginning of each end step, if a creature died this turn, put a carrion counter on this creature.\nRemove two carrion counters from this creature: This creature gets +1/+1 until end of turn.',
    '1/1',
  );
  it('two creatures die this turn: the Ghoul gets two counters, the Vultures one; next turn, with no deaths, nothing', () => {
    const cards = compiled(ghoul, vultures);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', { id: 'ghoul', card: 'Khabál Ghoul' }],
            hand: ['Lightning Bolt', 'Lightning Bolt'],
            library: ['Forest', 'Forest'],
          },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
              { id: 'vult', card: 'Osai Vultures' },
            ],
            library: ['Forest', 'Forest'],
          },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['b1'] },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['b2'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    g.act({ advance: 'end' });
    // APNAP (CR 603.3b): the active player's trigger goes on the stack first.
    expect(g.stack()).toEqual(['Khabál Ghoul ability', 'Osai Vultures ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.get('ghoul').counters).toEqual({ '+1/+1': 2 });
    expect(g.get('vult').counters).toEqual({ carrion: 1 });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'end' });
    // The Ghoul's ability triggers at each end step and counts none; the Vultures' doesn't trigger (CR 603.4).
    expect(g.stack()).toEqual(['Khabál Ghoul ability']);
    g.act({ pass: true });
    expect(g.get('ghoul').counters).toEqual({ '+1/+1': 2 });
    expect(g.get('vult').counters).toEqual({ carrion: 1 });
  });
});

describe('"if it attacked this turn" (CR 508.1)', () => {
  const berserk = card(
    'Berserk',
    '{G}',
    'Instant',
    'Cast this spell only before the combat damage step.\nTarget creature gains trample and gets +X/+0 until end of turn, where X is its power. At the beginning of the next end step, destroy that creature if it attacked this turn.',
  );
  it("Berserk doubles an attacker's power and destroys it at the end step; a creature that didn't attack survives", () => {
    const cards = compiled(berserk);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', { id: 'a', card: 'Grizzly Bears' }], hand: ['Berserk'] },
          p2: { battlefield: ['Forest', { id: 'h', card: 'Grizzly Bears' }], hand: ['Berserk'] },
        },
      },
      [
        { cast: 'Berserk', player: 'p2', targets: ['h'] },
        { pass: true },
        { advance: 'declareAttackers' },
        { attack: ['a'] },
        { cast: 'Berserk', targets: ['a'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'a')).toEqual([4, 2]);
    expect(pt(g, 'h')).toEqual([4, 2]);
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(16);
    g.act({ advance: 'end' });
    expect(g.stack()).toHaveLength(2);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Berserk', 'Grizzly Bears']);
    expect(g.get('h').zone).toBe('battlefield');
  });
});

describe('Mana Batteries (CR 605.1a, 118.3)', () => {
  const battery = card(
    'Blue Mana Battery',
    '{4}',
    'Artifact',
    '{2}, {T}: Put a charge counter on this artifact.\n{T}, Remove any number of charge counters from this artifact: Add {U}, then add an additional {U} for each charge counter removed this way.',
  );
  it('removing two of three charge counters adds {U}{U}{U}; one counter stays', () => {
    const cards = compiled(battery);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'bat', card: 'Blue Mana Battery', counters: { charge: 3 } }] } },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'bat', ability: 1 });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseNumber', min: 0, max: 3 });
    expect(() => g.act({ decide: 4 })).toThrow(/0 to 3/);
    g.act({ decide: 2 });
    expect(g.state.players.p1.manaPool).toEqual({ U: 3 });
    expect(g.get('bat').counters).toEqual({ charge: 1 });
    expect(g.get('bat').tapped).toBe(true);
  });
  it('with no counters it adds {U} without asking', () => {
    const cards = compiled(battery);
    const g = game({ turn: main, players: { p1: { battlefield: [{ id: 'bat', card: 'Blue Mana Battery' }] } } }, [], {
      cards,
    });
    g.act({ activate: 'bat', ability: 1 });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
  });
});

describe('"You may tap or untap …"', () => {
  const twiddle = card('Twiddle', '{U}', 'Instant', 'You may tap or untap target artifact, creature, or land.');
  it('Twiddle untaps a tapped land when its controller declines to tap it, and taps an untapped one when asked to', () => {
    const cards = compiled(twiddle);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', { id: 'f', card: 'Forest', tapped: true }],
            hand: ['Twiddle', 'Twiddle'],
          },
          p2: { battlefield: [{ id: 'm', card: 'Mountain' }] },
        },
      },
      [{ cast: 'Twiddle', targets: ['f'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'may' });
    g.act({ decide: false });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'may' });
    g.act({ decide: true });
    expect(g.get('f').tapped).toBe(false);
    g.act({ cast: 'Twiddle', targets: ['m'] });
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('m').tapped).toBe(true);
  });
});

describe('damage dealt this turn (CR 120.3)', () => {
  const sengir = card(
    'Sengir Vampire',
    '{3}{B}{B}',
    'Creature — Vampire',
    'Flying\nWhenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.',
    '4/4',
  );
  const dervish = card(
    'Whirling Dervish',
    '{G}{G}',
    'Creature — Human Monk',
    'Protection from black\nAt the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1 counter on it.',
    '1/1',
  );
  it("Sengir Vampire doesn't trigger when a creature it didn't damage dies", () => {
    const cards = compiled(sengir);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', { id: 'sv', card: 'Sengir Vampire' }], hand: ['Lightning Bolt'] },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['b2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.stack()).toEqual([]);
    expect(g.get('sv').counters).toEqual({});
  });
  it('Sengir Vampire: a creature it damaged in combat dies and it gets a +1/+1 counter', () => {
    const cards = compiled(sengir);
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'sv', card: 'Sengir Vampire' }] },
          p2: { battlefield: [{ id: 'b1', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['b1'] }, { advance: 'declareBlockers' }, { block: { sv: 'b1' } }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'combatDamage' });
    while (g.stack().length) g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('sv').counters).toEqual({ '+1/+1': 1 });
  });
  it('Whirling Dervish gets a counter at the end step of a turn it damaged the opponent, not otherwise', () => {
    const cards = compiled(dervish);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'wd', card: 'Whirling Dervish' }], library: ['Forest', 'Forest'] },
          p2: { library: ['Forest', 'Forest'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['wd'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(19);
    while (g.stack().length) g.act({ pass: true });
    expect(g.get('wd').counters).toEqual({ '+1/+1': 1 });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'end' });
    expect(g.stack()).toEqual([]);
  });
});

describe('"Whenever a Mountain is tapped for mana" (CR 605.1b, 106.12a)', () => {
  const gauntlet = card(
    'Gauntlet of Might',
    '{4}',
    'Artifact',
    'Red creatures get +1/+1.\nWhenever a Mountain is tapped for mana, its controller adds an additional {R}.',
  );
  it('Gauntlet of Might: each Mountain taps for {R}{R} for whoever controls it; a Forest for {G}', () => {
    const cards = compiled(gauntlet);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Gauntlet of Might', { id: 'm', card: 'Mountain' }, { id: 'f', card: 'Forest' }] },
          p2: { battlefield: [{ id: 'm2', card: 'Mountain' }] },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'm' });
    expect(g.state.players.p1.manaPool).toEqual({ R: 2 });
    g.act({ activate: 'f' });
    expect(g.state.players.p1.manaPool).toEqual({ R: 2, G: 1 });
    g.act({ pass: true });
    g.act({ activate: 'm2', player: 'p2' });
    expect(g.state.players.p2.manaPool).toEqual({ R: 2 });
  });
});

describe('Urza\'s lands: "If you control …, add … instead"', () => {
  const mine = card(
    "Urza's Mine",
    '',
    "Land — Urza's Mine",
    "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.",
  );
  const plant = card(
    "Urza's Power Plant",
    '',
    "Land — Urza's Power-Plant",
    "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.",
  );
  const tower = card(
    "Urza's Tower",
    '',
    "Land — Urza's Tower",
    "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.",
  );
  it("a second Mine is not a Power-Plant (both subtypes must hold) and the opponent's Power-Plant doesn't count: the Mine adds {C}", () => {
    const cards = compiled(mine, plant, tower);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'm1', card: "Urza's Mine" },
              { id: 'm2', card: "Urza's Mine" },
              { id: 't', card: "Urza's Tower" },
            ],
          },
          p2: { battlefield: ["Urza's Power Plant"] },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'm1' });
    expect(g.state.players.p1.manaPool).toEqual({ C: 1 });
  });
  it('all three: Mine {C}{C}, Power-Plant {C}{C}, Tower {C}{C}{C}', () => {
    const cards = compiled(mine, plant, tower);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'm', card: "Urza's Mine" },
              { id: 'pp', card: "Urza's Power Plant" },
              { id: 't', card: "Urza's Tower" },
            ],
          },
        },
      },
      [],
      { cards },
    );
    g.act({ activate: 'm' });
    g.act({ activate: 'pp' });
    g.act({ activate: 't' });
    expect(g.state.players.p1.manaPool).toEqual({ C: 7 });
  });
});

describe('"X and/or Y" objects', () => {
  const seeker = card(
    'Seeker',
    '{2}{W}{W}',
    'Enchantment — Aura',
    "Enchant creature\nEnchanted creature can't be blocked except by artifact creatures and/or white creatures.",
  );
  const lions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
  const soldier = card('Yotian Soldier', '{3}', 'Artifact Creature — Soldier', 'Vigilance', '1/4');
  it("Seeker: a green creature can't block the enchanted creature; a white one and an artifact one can", () => {
    const cards = compiled(seeker, lions, soldier);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Grizzly Bears' },
              { id: 's', card: 'Seeker', attachedTo: 'a' },
            ],
          },
          p2: {
            battlefield: [
              { id: 'g', card: 'Grizzly Bears' },
              { id: 'w', card: 'Savannah Lions' },
              { id: 'y', card: 'Yotian Soldier' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { advance: 'declareBlockers' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { g: 'a' } })).toThrow(/can't be blocked except/);
    g.act({ block: { w: 'a', y: 'a' } });
    expect(g.state.combat?.blockers).toEqual({ [g.get('w').id]: g.get('a').id, [g.get('y').id]: g.get('a').id });
  });
});

describe('"Players skip their untap steps" (CR 614.10)', () => {
  const stasis = card(
    'Stasis',
    '{1}{U}',
    'Enchantment',
    'Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice this enchantment unless you pay {U}.',
  );
  it("with Stasis nothing untaps in either player's turn; once it is gone, the untap step happens again", () => {
    const cards = compiled(stasis);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Stasis', { id: 'i', card: 'Island', tapped: true }, { id: 'i2', card: 'Island' }],
            library: ['Forest', 'Forest', 'Forest'],
          },
          p2: { battlefield: [{ id: 'm', card: 'Mountain', tapped: true }], library: ['Forest', 'Forest', 'Forest'] },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'next-turn' });
    expect(g.has('Note', '614.10')).toBe(true);
    expect(g.get('m').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.get('i').tapped).toBe(true);
    // p1's upkeep: Stasis asks for {U}; p1 declines and sacrifices it.
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1' });
    g.act({ decide: false });
    expect(g.names('p1', 'graveyard')).toEqual(['Stasis']);
    g.act({ advance: 'next-turn' });
    expect(g.get('m').tapped).toBe(false);
  });
});

describe('activation history (CR 302.6, 602.5b)', () => {
  const launcher = card(
    'Rocket Launcher',
    '{4}',
    'Artifact',
    "{2}: This artifact deals 1 damage to any target. Destroy this artifact at the beginning of the next end step. Activate only if you've controlled this artifact continuously since the beginning of your most recent turn.",
  );
  const whelp = card(
    'Dragon Whelp',
    '{2}{R}{R}',
    'Creature — Dragon',
    'Flying\n{R}: This creature gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, sacrifice this creature at the beginning of the next end step.',
    '2/3',
  );
  it("Rocket Launcher can't be activated the turn it came under your control; from your next turn it can, and is destroyed at the end step", () => {
    const cards = compiled(launcher);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', { id: 'rl', card: 'Rocket Launcher', summoningSick: true }],
            library: ['Forest', 'Forest'],
          },
          p2: { library: ['Forest', 'Forest'] },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ activate: 'rl', targets: ['p2'] })).toThrow(/continuously|condition|only if/);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    g.act({ activate: 'rl', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    g.act({ advance: 'end' });
    while (g.stack().length) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Rocket Launcher']);
  });
  it('Dragon Whelp pumped three times survives the end step; pumped four times it is sacrificed', () => {
    const cards = compiled(whelp);
    const mountains = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];
    const g3 = game(
      { turn: main, players: { p1: { battlefield: [...mountains, { id: 'w', card: 'Dragon Whelp' }] } } },
      [],
      { cards },
    );
    for (let i = 0; i < 3; i++) {
      g3.act({ activate: 'w' });
      g3.act({ pass: true });
    }
    expect(pt(g3, 'w')).toEqual([5, 3]);
    g3.act({ advance: 'end' });
    expect(g3.stack()).toEqual([]);
    expect(g3.get('w').zone).toBe('battlefield');
    const g4 = game(
      { turn: main, players: { p1: { battlefield: [...mountains, { id: 'w', card: 'Dragon Whelp' }] } } },
      [],
      { cards },
    );
    for (let i = 0; i < 4; i++) {
      g4.act({ activate: 'w' });
      g4.act({ pass: true });
    }
    expect(pt(g4, 'w')).toEqual([6, 3]);
    g4.act({ advance: 'end' });
    while (g4.stack().length) g4.act({ pass: true });
    expect(g4.names('p1', 'graveyard')).toEqual(['Dragon Whelp']);
  });
});

describe('"doesn\'t untap during its controller\'s next untap step" (CR 502.3)', () => {
  const frost = card(
    'Frost Breath',
    '{2}{U}',
    'Instant',
    "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.",
  );
  it("Frost Breath: the two creatures stay tapped through their controller's next untap step and untap in the one after", () => {
    const cards = compiled(frost);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island'],
            hand: ['Frost Breath'],
            library: ['Forest', 'Forest', 'Forest'],
          },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Grizzly Bears' },
              { id: 'b3', card: 'Grizzly Bears', tapped: true },
            ],
            library: ['Forest', 'Forest', 'Forest'],
          },
        },
      },
      [{ cast: 'Frost Breath', targets: ['b1', 'b2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect([g.get('b1').tapped, g.get('b2').tapped]).toEqual([true, true]);
    g.act({ advance: 'next-turn' });
    expect([g.get('b1').tapped, g.get('b2').tapped, g.get('b3').tapped]).toEqual([true, true, false]);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect([g.get('b1').tapped, g.get('b2').tapped]).toEqual([false, false]);
  });
});

describe('"As an additional cost to cast this spell, discard …" (CR 118.8)', () => {
  const voice = card(
    'Tormenting Voice',
    '{1}{R}',
    'Sorcery',
    'As an additional cost to cast this spell, discard a card.\nDraw two cards.',
  );
  it("Tormenting Voice: the caster chooses the card to discard, then draws two; with no other card in hand it can't be cast", () => {
    const cards = compiled(voice);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Tormenting Voice', { id: 'f', card: 'Forest' }, 'Island', 'Tormenting Voice'],
            library: ['Plains', 'Swamp'],
          },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Tormenting Voice' });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 1, max: 1 });
    g.act({ decide: [g.get('f').id] });
    expect(g.names('p1', 'graveyard')).toEqual(['Forest']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand').sort()).toEqual(['Island', 'Plains', 'Swamp', 'Tormenting Voice']);
    const lone = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Tormenting Voice'] } } },
      [],
      { cards },
    );
    expect(() => lone.act({ cast: 'Tormenting Voice' })).toThrow(/discard 1 card/);
  });
});

describe('"Damage that would reduce your life total to less than 1 reduces it to 1 instead" (CR 614.1a)', () => {
  const ali = card(
    'Ali from Cairo',
    '{2}{R}{R}',
    'Creature — Human',
    'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
    '0/1',
  );
  it('at 5 life a Bolt takes 3; at 2 life it leaves 1, and again 1; once Ali is gone the next Bolt ends the game', () => {
    const cards = compiled(ali);
    const g = game(
      {
        turn: main,
        players: {
          p1: { life: 5, battlefield: [{ id: 'ali', card: 'Ali from Cairo' }] },
          p2: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'],
          },
        },
      },
      [{ pass: true }, { cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(2);
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(1);
    expect(g.has('DamageDealt')).toBe(true);
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['ali'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Ali from Cairo']);
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(-2);
    expect(g.state.players.p1.lost).toBeTruthy();
  });
});

describe('"with mana value X" (CR 107.3, 601.2b)', () => {
  const blast = card(
    'Spell Blast',
    '{X}{U}',
    'Instant',
    "Counter target spell with mana value X. (For example, if that spell's mana cost is {3}{U}{U}, X is 5.)",
  );
  it("Spell Blast with X = 2 counters Grizzly Bears (mana value 2) and can't target Lightning Bolt (mana value 1)", () => {
    const cards = compiled(blast);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Mountain'], hand: ['Grizzly Bears', 'Lightning Bolt'] },
          p2: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Spell Blast', 'Spell Blast'],
          },
        },
      },
      [{ cast: 'Grizzly Bears' }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Spell Blast', player: 'p2', x: 2, targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    expect(() => g.act({ cast: 'Spell Blast', player: 'p2', x: 2, targets: ['Lightning Bolt'] })).toThrow(
      /target|legal/,
    );
  });
});

describe('"Whenever you gain life" (CR 119.9)', () => {
  const pridemate = card(
    "Ajani's Pridemate",
    '{1}{W}',
    'Creature — Cat Soldier',
    'Whenever you gain life, put a +1/+1 counter on this creature.',
    '2/2',
  );
  const revitalize = card('Revitalize', '{1}{W}', 'Instant', 'You gain 3 life.\nDraw a card.');
  it('its controller gaining life once puts one counter; the opponent gaining life puts none', () => {
    const cards = compiled(pridemate, revitalize);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', { id: 'pm', card: "Ajani's Pridemate" }],
            hand: ['Revitalize'],
            library: ['Plains'],
          },
          p2: { battlefield: ['Plains', 'Plains'], hand: ['Revitalize'], library: ['Plains'] },
        },
      },
      [{ cast: 'Revitalize' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(23);
    expect(g.stack()).toEqual(["Ajani's Pridemate ability"]);
    g.act({ pass: true });
    expect(g.get('pm').counters).toEqual({ '+1/+1': 1 });
    g.act({ cast: 'Revitalize', player: 'p2' });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(23);
    expect(g.stack()).toEqual([]);
    expect(g.get('pm').counters).toEqual({ '+1/+1': 1 });
  });

  it("a life total set by hand is gained or lost life (CR 119.5): raised, Pridemate triggers; lowered, it doesn't", () => {
    const cards = compiled(pridemate);
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: { p1: { life: 20, battlefield: [{ id: 'pm', card: "Ajani's Pridemate" }] } },
      },
      [],
      { cards },
    );
    g.perform({ type: 'setLife', player: 'p1', life: 25 });
    expect(g.stack()).toEqual(["Ajani's Pridemate ability"]);
    g.act({ pass: true });
    expect(g.get('pm').counters).toEqual({ '+1/+1': 1 });
    g.perform({ type: 'setLife', player: 'p1', life: 10 });
    expect(g.stack()).toEqual([]);
  });
});

describe('"+X/+Y, where X is half …" (CR 107.1a)', () => {
  const aspect = card(
    'Aspect of Wolf',
    '{1}{G}',
    'Enchantment — Aura',
    'Enchant creature\nEnchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the number of Forests you control, rounded up.',
  );
  it("Aspect of Wolf with three Forests: +1/+2; a fourth Forest makes it +2/+2; the opponent's Forests don't count", () => {
    const cards = compiled(aspect);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Forest',
              'Forest',
              'Forest',
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'a', card: 'Aspect of Wolf', attachedTo: 'b' },
            ],
            hand: [{ id: 'f4', card: 'Forest' }],
          },
          p2: { battlefield: ['Forest', 'Forest'] },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'b')).toEqual([3, 4]);
    g.act({ cast: 'f4' });
    expect(pt(g, 'b')).toEqual([4, 4]);
  });
});

describe('"When ~ attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you"', () => {
  const elemental = card(
    'Time Elemental',
    '{2}{U}',
    'Creature — Elemental',
    "When this creature attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you.\n{2}{U}{U}, {T}: Return target permanent that isn't enchanted to its owner's hand.",
    '0/2',
  );
  it('Time Elemental attacks: at end of combat it is sacrificed and deals 5 damage to its controller (as it last existed)', () => {
    const cards = compiled(elemental);
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'te', card: 'Time Elemental' }] }, p2: {} } },
      [{ advance: 'declareAttackers' }, { attack: ['te'] }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'endCombat' });
    while (g.stack().length) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Time Elemental']);
    expect(g.state.players.p1.life).toBe(15);
  });
});

describe('"the other creature" of a block', () => {
  const venom = card(
    'Venom',
    '{1}{G}{G}',
    'Enchantment — Aura',
    'Enchant creature\nWhenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.',
  );
  const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
  it('Venom: the enchanted Bears block a Craw Wurm; the Wurm survives the damage and is destroyed at end of combat', () => {
    const cards = compiled(venom, wurm);
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'main1' },
        players: {
          p1: {
            battlefield: [
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'v', card: 'Venom', attachedTo: 'b' },
            ],
          },
          p2: { battlefield: [{ id: 'w', card: 'Craw Wurm' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['w'] }, { advance: 'declareBlockers' }, { block: { b: 'w' } }],
      { cards },
    );
    expect(g.error).toBeNull();
    while (g.stack().length) g.act({ pass: true });
    g.act({ advance: 'endCombat' });
    expect(g.get('w').zone).toBe('battlefield');
    while (g.stack().length) g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Craw Wurm']);
  });
});

describe('"Flip a coin" (CR 705)', () => {
  const crypt = card(
    'Mana Crypt',
    '{0}',
    'Artifact',
    'At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact deals 3 damage to you.\n{T}: Add {C}{C}.',
  );
  it('Mana Crypt: each upkeep the flip is logged; a lost flip costs exactly 3 life, a won one nothing; both happen over ten upkeeps', () => {
    const cards = compiled(crypt);
    const g = game(
      {
        turn: { number: 2, active: 'p2', phase: 'main1' },
        players: {
          p1: { life: 100, battlefield: ['Mana Crypt'], library: Array(12).fill('Forest') },
          p2: { library: Array(12).fill('Forest') },
        },
      },
      [],
      { cards },
    );
    expect(g.error).toBeNull();
    const results: string[] = [];
    // The players draw each turn: past seven cards, the cleanup discard is answered (CR 514.1).
    const advance = (to: 'next-turn' | 'main1') => {
      const events = g.act({ advance: to });
      // The turn goes on by itself once the discard is made.
      for (let d = g.state.pendingDecision; d?.purpose === 'discard'; d = g.state.pendingDecision)
        events.push(...g.act({ decide: d.candidates.slice(0, d.min) }));
      return events;
    };
    for (let i = 0; i < 10; i++) {
      const before = g.state.players.p1.life;
      const events = [...advance('next-turn'), ...advance('main1')];
      const flip = events.find((e) => e.type === 'Note' && e.rule === '705.1');
      expect(flip?.text).toMatch(/p1 flipped a coin for Mana Crypt and (won|lost) the flip/);
      const lost = /lost/.test(flip?.text ?? '');
      results.push(lost ? 'lost' : 'won');
      expect(before - g.state.players.p1.life).toBe(lost ? 3 : 0);
      advance('next-turn');
    }
    expect(new Set(results)).toEqual(new Set(['won', 'lost']));
  });
});
