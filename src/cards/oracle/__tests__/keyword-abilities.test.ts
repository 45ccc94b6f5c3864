// Keyword abilities of CR 702 read by the compiler: devoid (702.114a, colour-defining), partner
// and its variants (702.124, deck construction only), horsemanship (702.31b, evasion), bushido
// (702.45a) and soulshift (702.46a), triggered abilities written out as their rules say.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const blindingDrone = card(
  'Blinding Drone',
  '{1}{U}',
  'Creature — Eldrazi Drone',
  'Devoid (This card has no color.)\n{C}, {T}: Tap target creature. ({C} represents colorless mana.)',
  '1/3',
);
const completeDisregard = card(
  'Complete Disregard',
  '{2}{B}',
  'Instant',
  'Devoid (This card has no color.)\nExile target creature with power 3 or less.',
);
const shuCavalry = card(
  'Shu Cavalry',
  '{2}{W}',
  'Creature — Human Soldier',
  "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
  '2/2',
);
const wuLightCavalry = card(
  'Wu Light Cavalry',
  '{1}{U}',
  'Creature — Human Soldier',
  "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)",
  '1/2',
);
const ronin = card(
  'Battle-Mad Ronin',
  '{1}{R}',
  'Creature — Human Samurai',
  'Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.)\nThis creature attacks each combat if able.',
  '1/1',
);
const retainer = card(
  'Devoted Retainer',
  '{W}',
  'Creature — Human Samurai',
  'Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)',
  '1/1',
);
const burrGrafter = card(
  'Burr Grafter',
  '{3}{G}',
  'Creature — Spirit',
  'Sacrifice this creature: Target creature gets +2/+2 until end of turn.\nSoulshift 3 (When this creature dies, you may return target Spirit card with mana value 3 or less from your graveyard to your hand.)',
  '2/2',
);
const lanternKami = card('Lantern Kami', '{W}', 'Creature — Spirit', 'Flying', '1/1');
const kamiOfOldStone = card('Kami of Old Stone', '{3}{W}', 'Creature — Spirit', '', '1/7');
const bruseTarl = card(
  'Bruse Tarl, Boorish Herder',
  '{2}{R}{W}',
  'Legendary Creature — Human Ally',
  'Whenever Bruse Tarl enters or attacks, target creature you control gains double strike and lifelink until end of turn.\nPartner (You can have two commanders if both have partner.)',
  '3/3',
);
const erinis = card(
  'Erinis, Gloom Stalker',
  '{2}{G}',
  'Legendary Creature — Halfling Ranger',
  'Deathtouch\nWhenever Erinis attacks, return target land card from your graveyard to the battlefield.\nChoose a Background (You can have a Background as a second commander.)',
  '3/3',
);

const CARDS = compiled(
  blindingDrone,
  completeDisregard,
  shuCavalry,
  wuLightCavalry,
  ronin,
  retainer,
  burrGrafter,
  lanternKami,
  kamiOfOldStone,
  bruseTarl,
  erinis,
);

function colors(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).colors;
}

function ruleOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { rule?: string }).rule ?? 'no rule';
  }
}

describe('devoid (CR 702.114a)', () => {
  it('Blinding Drone and Complete Disregard are colorless in every zone, whatever their mana cost', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'drone', card: 'Blinding Drone' }],
            hand: [
              { id: 'drone2', card: 'Blinding Drone' },
              { id: 'cd', card: 'Complete Disregard' },
            ],
            graveyard: [{ id: 'drone3', card: 'Blinding Drone' }],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    for (const ref of ['drone', 'drone2', 'drone3', 'cd']) expect(colors(g, ref)).toEqual([]);
    // The mana cost still says what it costs and its mana value (CR 202.1): devoid changes colour only.
    expect(characteristics(readContext(g.state, g.engine.registry), g.get('drone')).manaValue).toBe(2);
  });
});

describe('horsemanship (CR 702.31b)', () => {
  const board = {
    turn: main,
    players: {
      p1: { battlefield: [{ id: 'shu', card: 'Shu Cavalry' }], library: ['Island'] },
      p2: {
        battlefield: [
          { id: 'bears', card: 'Grizzly Bears' },
          { id: 'wu', card: 'Wu Light Cavalry' },
        ],
        library: ['Island'],
      },
    },
  };

  it("Shu Cavalry can't be blocked by Grizzly Bears, which has no horsemanship", () => {
    const g = game(board, [{ advance: 'declareAttackers' }, { attack: ['shu'] }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(ruleOf(() => g.act({ block: { bears: 'shu' }, player: 'p2' }))).toBe(RULE.horsemanship);
  });

  it('a creature with horsemanship blocks it', () => {
    const g = game(
      board,
      [{ advance: 'declareAttackers' }, { attack: ['shu'] }, { block: { wu: 'shu' }, player: 'p2' }],
      {
        cards: CARDS,
      },
    );
    expect(g.error).toBeNull();
    expect(g.state.combat?.blockers[g.get('wu').id]).toBe(g.get('shu').id);
  });

  it('unlike shadow, a creature with horsemanship may block one without it', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
        players: board.players,
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'], player: 'p2' }, { block: { shu: 'bears' }, player: 'p1' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.combat?.blockers[g.get('shu').id]).toBe(g.get('bears').id);
  });
});

describe('bushido (CR 702.45a)', () => {
  it('Battle-Mad Ronin becomes blocked by Grizzly Bears: it gets +2/+2, kills the Bears and survives', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ronin', card: 'Battle-Mad Ronin' }], library: ['Island'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['ronin'] },
        { block: { bears: 'ronin' }, player: 'p2' },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'ronin')).toEqual([3, 3]);
    g.act({ advance: 'end' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toEqual(['Battle-Mad Ronin']);
  });

  it('Devoted Retainer blocks: it gets +1/+1; the attacker it blocks, without bushido, does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island'] },
          p2: { battlefield: [{ id: 'dr', card: 'Devoted Retainer' }], library: ['Island'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['bears'] },
        { block: { dr: 'bears' }, player: 'p2' },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'dr')).toEqual([2, 2]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('a bushido creature that neither blocks nor is blocked gets nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'dr', card: 'Devoted Retainer' }], library: ['Island'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['dr'] }, { block: {}, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(pt(g, 'dr')).toEqual([1, 1]);
  });
});

describe('soulshift (CR 702.46a)', () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: [
          { id: 'burr', card: 'Burr Grafter' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
        graveyard: [
          { id: 'kami', card: 'Lantern Kami' },
          { id: 'stone', card: 'Kami of Old Stone' },
        ],
        library: ['Island'],
      },
    },
  };

  it('Burr Grafter dies: its controller may return a Spirit card with mana value 3 or less to their hand', () => {
    const g = game(board, [{ activate: 'burr', targets: ['bears'] }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Burr Grafter');
    const trigger = g.state.stack.at(-1);
    expect(trigger && g.state.abilities[trigger]?.sourceName).toBe('Burr Grafter');
    g.act({ pass: true });
    expect(g.state.pendingDecision?.prompt).toMatch(/return target Spirit card/);
    g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual(['Lantern Kami']);
  });

  it('a Spirit card with mana value 4 is not a legal target: not Kami of Old Stone, not Burr Grafter itself', () => {
    const g = game(board, [{ activate: 'burr', targets: ['bears'] }], { cards: CARDS });
    const trigger = g.state.abilities[g.state.stack.at(-1) ?? ''];
    const targets = trigger?.targets.flat() ?? [];
    expect(targets).toEqual([g.get('kami').id]);
  });

  it('"Soulshift 4, soulshift 4" (two instances in one line with one reminder) stays text', () => {
    const garami = card(
      'Forked-Branch Garami',
      '{3}{G}{G}',
      'Creature — Spirit',
      'Soulshift 4, soulshift 4 (When this creature dies, you may return up to two target Spirit cards with mana value 4 or less from your graveyard to your hand.)',
      '4/4',
    );
    expect(unenforced(garami)).toEqual([expect.stringMatching(/^Soulshift 4, soulshift 4 \(/)]);
  });
});

describe('partner and its variants (CR 702.124): deck construction only', () => {
  it('Bruse Tarl (partner) and Erinis (choose a Background) compile in full with no ability for the line', () => {
    for (const c of [bruseTarl, erinis]) {
      const r = compileCard(c);
      expect(r.status).toBe('full');
      expect(r.abilities.find((a) => /Partner|Background/.test(a.text))).toEqual(
        expect.objectContaining({ enforced: true }),
      );
    }
  });

  it('"Partner with [name]" is read as its triggered ability (702.124j, partner-with.test.ts); "your team" stays text', () => {
    const regna = card(
      'Regna, the Redeemer',
      '{5}{W}',
      'Legendary Creature — Angel',
      'Partner with Krav, the Unredeemed (When this creature enters, target player may put Krav into their hand from their library, then shuffle.)\nFlying\nAt the beginning of each end step, if your team gained life this turn, create two 1/1 white Warrior creature tokens.',
      '4/4',
    );
    expect(unenforced(regna)).toEqual([
      'At the beginning of each end step, if your team gained life this turn, create two 1/1 white Warrior creature tokens.',
    ]);
  });
});
