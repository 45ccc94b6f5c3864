// Keywords that are triggered abilities, given by a static ability (CR 613.1f): "Enchanted
// creature gets +1/+1 and has flanking" (Agility; 702.25a), "Other creatures you control have
// ward {3}" (Storvald; 702.21a), "Other creatures you control have exalted" (Sublime Archangel;
// 702.83a, each instance triggers separately, 702.83b), "has mentor" (Aegis of the Legion;
// 702.134a). The object that has the keyword has its written-out triggered ability, with itself
// as the ability's source (CR 113.7). Near misses: "has persist" (a dies trigger looks back in
// time, 603.10a) and flanking gained until end of turn stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const agility = card(
  'Agility',
  '{1}{R}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+1 and has flanking. (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)',
);
const storvald = card(
  'Storvald, Frost Giant Jarl',
  '{4}{G}{W}{U}',
  'Legendary Creature — Giant',
  'Ward {3}\nOther creatures you control have ward {3}.\nWhenever Storvald enters or attacks, choose one or both —\n• Target creature has base power and toughness 7/7 until end of turn.\n• Target creature has base power and toughness 1/1 until end of turn.',
  '7/7',
);
const archangel = card(
  'Sublime Archangel',
  '{2}{W}{W}',
  'Creature — Angel',
  'Flying\nExalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)\nOther creatures you control have exalted. (If a creature has multiple instances of exalted, each triggers separately.)',
  '4/3',
);
const aegis = card(
  'Aegis of the Legion',
  '{R}{W}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+1 and has mentor. (Whenever it attacks, put a +1/+1 counter on target attacking creature with lesser power.)\nWhenever equipped creature mentors a creature, put a shield counter on that creature. (If that creature would be dealt damage or destroyed, remove a shield counter from it instead.)\nEquip {3}',
);
const lions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
const rattleblaze = card(
  'Rattleblaze Scarecrow',
  '{6}',
  'Artifact Creature — Scarecrow',
  "This creature has persist as long as you control a black creature. (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)\nThis creature has haste as long as you control a red creature.",
  '5/3',
);
const banner = card(
  "Jabari's Banner",
  '{2}',
  'Artifact',
  '{1}, {T}: Target creature gains flanking until end of turn. (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)',
);

describe('flanking given by an Aura (Agility, CR 702.25a)', () => {
  const cards = compiled(agility, lions);
  it('Savannah Lions blocks the enchanted Bears: the flanking trigger gives the Lions -1/-1 and they die (704.5f)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Agility', attachedTo: 'bears' },
            ],
          },
          p2: { battlefield: [{ id: 'lions', card: 'Savannah Lions' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }, { block: { lions: 'bears' }, player: 'p2' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Savannah Lions']);
    g.act({ advance: 'end' });
    expect(g.get('bears').damage).toBe(0);
    expect(g.state.players.p2.life).toBe(20);
  });
});

describe('ward given to other creatures (Storvald, CR 702.21a)', () => {
  const cards = compiled(storvald);
  const board = (lands: number) => ({
    turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
    players: {
      p1: {
        battlefield: [
          { id: 'st', card: 'Storvald, Frost Giant Jarl' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
      },
      p2: { battlefield: Array.from({ length: lands }, () => 'Mountain'), hand: ['Lightning Bolt'] },
    },
  });

  it("an opponent's Lightning Bolt at the Bears is countered unless they pay {3}: with one land, countered", () => {
    const g = game(board(1), [{ cast: 'Lightning Bolt', targets: ['bears'], player: 'p2' }], { cards });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Grizzly Bears ability']);
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('Storvald itself is not "other": it has only its own ward (one trigger)', () => {
    const g = game(board(1), [{ cast: 'Lightning Bolt', targets: ['st'], player: 'p2' }], { cards });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Storvald, Frost Giant Jarl ability']);
  });
});

describe('exalted given to other creatures (Sublime Archangel, CR 702.83b)', () => {
  const cards = compiled(archangel);
  it('the Bears attack alone: the Archangel’s exalted and the Bears’ own each trigger, +2/+2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'angel', card: 'Sublime Archangel' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: {},
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    // Two exalted triggers of one player: they choose their order (CR 603.3b).
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: ['0', '1'] });
    expect(g.stack()).toHaveLength(2);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(pt(g, 'bears')).toEqual([4, 4]);
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(16);
  });
});

describe('mentor given by an Equipment (Aegis of the Legion, CR 702.134a)', () => {
  it('the equipped 3/3 attacks with Savannah Lions: the Lions (lesser power) get a +1/+1 counter', () => {
    const r = compileCard(aegis);
    // The mentor grant is read; "Whenever equipped creature mentors a creature" stays text.
    expect(r.abilities.map((a) => a.enforced)).toEqual([true, false, true]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Aegis of the Legion', attachedTo: 'bears' },
              { id: 'lions', card: 'Savannah Lions' },
            ],
          },
          p2: {},
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears', 'lions'] }],
      { cards: [r.def, ...compiled(lions)] },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    expect(g.get('lions').counters['+1/+1']).toBe(1);
    expect(pt(g, 'lions')).toEqual([3, 2]);
  });
});

describe('near misses that stay text', () => {
  it('"has persist" (a dies trigger looks back in time, CR 603.10a): Rattleblaze Scarecrow', () => {
    expect(unenforced(rattleblaze)).toEqual([
      "This creature has persist as long as you control a black creature. (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
    ]);
  });
  it("flanking gained until end of turn: Jabari's Banner", () => {
    expect(unenforced(banner)).toHaveLength(1);
  });
});
