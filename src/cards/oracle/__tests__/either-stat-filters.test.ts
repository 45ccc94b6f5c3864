// Object qualifiers that name either of two things: "with power or toughness 1 or less" (CR
// 208.1: either value is in the range), "with flying or reach" (either keyword, 702.1), "that's enchanted or equipped" (an Aura or an Equipment
// is attached to it, CR 303.4, 301.5), and "a spell that has convoke" (the same as "with", CR
// 702.1). Near misses stay text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const arnyn = card(
  'Arnyn, Deathbloom Botanist',
  '{2}{B}',
  'Legendary Creature — Vampire Druid',
  'Deathtouch\nWhenever a creature you control with power or toughness 1 or less dies, target opponent loses 2 life and you gain 2 life.',
  '2/2',
);
const repel = card(
  'Repel Calamity',
  '{1}{W}',
  'Instant',
  'Destroy target creature with power or toughness 4 or greater.',
);
const reyav = card(
  'Reyav, Master Smith',
  '{R}{W}',
  'Legendary Creature — Dwarf Artificer',
  "Whenever a creature you control that's enchanted or equipped attacks, that creature gains double strike until end of turn.",
  '2/2',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
const wall = card('Wall of Stone', '{1}{R}{R}', 'Creature — Wall', 'Defender', '0/8');
const saintTraft = card(
  'Saint Traft and Rem Karolus',
  '{U}{R}{W}',
  'Legendary Creature — Spirit Human',
  "Whenever Saint Traft and Rem Karolus becomes tapped, create a 1/1 red Human creature token if this is the first time this ability has resolved this turn. If it's the second time, create a 1/1 blue Spirit creature token with flying. If it's the third time, create a 4/4 white Angel creature token with flying.\nWhenever you cast a spell that has convoke, untap Saint Traft and Rem Karolus.",
  '3/4',
);
const stoke = card(
  'Stoke the Flames',
  '{2}{R}{R}',
  'Instant',
  "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nStoke the Flames deals 4 damage to any target.",
);
const orchard = card(
  'Orchard Spirit',
  '{2}{G}',
  'Creature — Spirit',
  "This creature can't be blocked except by creatures with flying or reach.",
  '2/2',
);
const scolding = card(
  'Stern Scolding',
  '{U}',
  'Instant',
  'Counter target creature spell with power or toughness 2 or less.',
);
const armodon = card('Trained Armodon', '{1}{G}{G}', 'Creature — Elephant', '', '3/3');
const CARDS = compiled(armodon, arnyn, repel, reyav, bonesplitter, wall, saintTraft, stoke, orchard, scolding);

/** Resolves the stack, ordering simultaneous triggers as offered (CR 603.3b). */
function settle(g: Game): void {
  for (let i = 0; i < 10 && (g.state.stack.length || g.state.pendingDecision); i++) {
    const d = g.state.pendingDecision;
    if (d && 'options' in d) g.act({ decide: d.options.map((o) => o.value) });
    else g.act({ pass: true });
  }
}

const doubleStrike = (g: Game, id: string): boolean =>
  characteristics(readContext(g.state, g.engine.registry), g.get(id)).keywords.includes('double strike');

describe('"with power or toughness N or less / greater" (CR 208.1)', () => {
  it('Arnyn: Llanowar Elves (1/1) dies → 2 life drained; Grizzly Bears (2/2) dies → nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Arnyn, Deathbloom Botanist',
              { id: 'elf', card: 'Llanowar Elves' },
              { id: 'bear', card: 'Grizzly Bears' },
              'Mountain',
              'Mountain',
            ],
            hand: ['Lightning Bolt', 'Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bear'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.state.players.p1.life).toBe(20);
    expect(g.state.players.p2.life).toBe(20);
    g.act({ cast: 'Lightning Bolt', targets: ['elf'] });
    expect(g.error).toBeNull();
    settle(g);
    expect(g.names('p1', 'graveyard')).toContain('Llanowar Elves');
    expect(g.state.players.p1.life).toBe(22);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Repel Calamity: a 0/8 Wall (toughness 4 or greater) can be targeted and is destroyed; a 2/2 cannot be targeted', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains'], hand: ['Repel Calamity'] },
          p2: {
            battlefield: [
              { id: 'wall', card: 'Wall of Stone' },
              { id: 'bear', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ cast: 'Repel Calamity', targets: ['bear'] })).toThrow(/not a legal target/);
    g.act({ cast: 'Repel Calamity', targets: ['wall'] });
    expect(g.error).toBeNull();
    settle(g);
    expect(g.names('p2', 'graveyard')).toEqual(['Wall of Stone']);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('near miss: "with base power or toughness 1 or less" stays text', () => {
    const c = card('Near Miss', '{2}', 'Instant', 'Destroy target creature with base power or toughness 1 or less.');
    expect(unenforced(c)).toHaveLength(1);
  });
});

describe('"that\'s enchanted or equipped" (CR 303.4, 301.5)', () => {
  it('Reyav: the equipped attacker gains double strike; the bare one does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Reyav, Master Smith',
              { id: 'armed', card: 'Grizzly Bears' },
              { id: 'bare', card: 'Grizzly Bears' },
              { id: 'sword', card: 'Bonesplitter', attachedTo: 'armed' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['armed', 'bare'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(doubleStrike(g, 'armed')).toBe(true);
    expect(doubleStrike(g, 'bare')).toBe(false);
  });

  it('near miss: "that\'s enchanted or tapped" stays text', () => {
    const c = card(
      'Near Miss',
      '{2}',
      'Artifact',
      "Whenever a creature you control that's enchanted or tapped attacks, you gain 1 life.",
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});

describe('"a spell that has convoke" (CR 702.1, 702.51)', () => {
  it('Saint Traft and Rem Karolus: Stoke the Flames untaps it; Lightning Bolt does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'st', card: 'Saint Traft and Rem Karolus', tapped: true },
              ...Array(5).fill('Mountain'),
            ],
            hand: ['Lightning Bolt', 'Stoke the Flames'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt']);
    settle(g);
    expect(g.get('st').tapped).toBe(true);
    g.act({ cast: 'Stoke the Flames', targets: ['p2'] });
    expect(g.stack()).toEqual(['Stoke the Flames', 'Saint Traft and Rem Karolus ability']);
    g.act({ pass: true });
    expect(g.get('st').tapped).toBe(false);
    settle(g);
    expect(g.state.players.p2.life).toBe(13);
  });
});

describe('"with flying or reach" (CR 702.1, 509.1b)', () => {
  it('Orchard Spirit: Giant Spider (reach) may block it; Grizzly Bears may not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'spirit', card: 'Orchard Spirit' }] },
          p2: {
            battlefield: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bear', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['spirit'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { bear: 'spirit' }, player: 'p2' })).toThrow(/can't be blocked except by/);
    g.act({ block: { spider: 'spirit' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('spider').id]: g.get('spirit').id });
  });
});

describe('"a creature spell with power or toughness 2 or less" (CR 208.1)', () => {
  it('Stern Scolding counters Llanowar Elves (1/1) but cannot target Trained Armodon (3/3)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Llanowar Elves', 'Trained Armodon'],
          },
          p2: { battlefield: ['Island', 'Island'], hand: ['Stern Scolding', 'Stern Scolding'] },
        },
      },
      [{ cast: 'Trained Armodon' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const armodon = g.state.stack[0] as string;
    expect(() => g.act({ cast: 'Stern Scolding', targets: [armodon], player: 'p2' })).toThrow(/no legal target/);
    settle(g);
    expect(g.names('p1', 'battlefield')).toContain('Trained Armodon');
    g.act({ cast: 'Llanowar Elves' });
    const elves = g.state.stack[0] as string;
    g.act({ cast: 'Stern Scolding', targets: [elves], player: 'p2' });
    expect(g.error).toBeNull();
    settle(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Llanowar Elves']);
  });
});
