// "with mana value less than or equal to <amount>" (CR 202.3): a bound read each time the filter
// is checked — as targets are chosen and again on resolution (CR 608.2b), as a library is
// searched — "you" and "this" being the controller and source of the spell or ability: "~'s
// power" (as it last existed if it left, CR 608.2h), "the number of Plains you control", "the
// number of creature cards in your graveyard". An amount naming the object being checked
// ("the number of rust counters on it") or read while its effect lasts stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const layDownArms = card(
  'Lay Down Arms',
  '{W}',
  'Sorcery',
  'Exile target creature with mana value less than or equal to the number of Plains you control. Its controller gains 3 life.',
);
const secrets = card(
  'Mausoleum Secrets',
  '{1}{B}',
  'Instant',
  'Undergrowth — Search your library for a black card with mana value less than or equal to the number of creature cards in your graveyard, reveal it, put it into your hand, then shuffle.',
);
const anointer = card(
  'Gurgling Anointer',
  '{2}{B}',
  'Creature — Phyrexian Horror',
  "Flying\nWhenever you draw your second card each turn, put a +1/+1 counter on this creature.\nWhen this creature dies, return another target creature card with mana value less than or equal to this creature's power from your graveyard to the battlefield.",
  '1/3',
);
const ritual = card('Dark Ritual', '{B}', 'Instant', 'Add {B}{B}{B}.');
const gravedigger = card(
  'Gravedigger',
  '{3}{B}',
  'Creature — Zombie',
  'When this creature enters, you may return target creature card from your graveyard to your hand.',
  '2/2',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const grayOgre = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2/2');
// Near miss: "it" is each artifact being checked, not a fixed amount.
const corrosion = card(
  'Corrosion',
  '{1}{B}{R}',
  'Enchantment',
  "Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nAt the beginning of your upkeep, put a rust counter on each artifact target opponent controls. Then destroy each artifact with mana value less than or equal to the number of rust counters on it. Artifacts destroyed this way can't be regenerated.\nWhen this enchantment leaves the battlefield, remove all rust counters from all permanents.",
);

const CARDS = compiled(layDownArms, secrets, anointer, ritual, gravedigger, hillGiant, grayOgre);

const candidates = (g: ReturnType<typeof game>) =>
  [...((g.state.pendingDecision as { candidates?: string[] } | null)?.candidates ?? [])].sort();

describe('"with mana value less than or equal to <amount>" (CR 202.3, 608.2b)', () => {
  it('Lay Down Arms with two Plains exiles Grizzly Bears (2) and its controller gains 3 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'lda', card: 'Lay Down Arms' }], battlefield: ['Plains', 'Plains'] },
          p2: { battlefield: ['Grizzly Bears', 'Giant Spider'] },
        },
      },
      [{ cast: 'lda', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(23);
  });

  it('Lay Down Arms with two Plains cannot target Giant Spider (4); with four it can', () => {
    const board = (plains: number) => ({
      turn: main,
      players: {
        p1: { hand: [{ id: 'lda', card: 'Lay Down Arms' }], battlefield: Array<string>(plains).fill('Plains') },
        p2: { battlefield: ['Giant Spider'] },
      },
    });
    const two = game(board(2), [], { cards: CARDS });
    expect(() => two.act({ cast: 'lda', targets: ['Giant Spider'] })).toThrow(/legal target/);
    const four = game(board(4), [{ cast: 'lda', targets: ['Giant Spider'] }, { pass: true }], { cards: CARDS });
    expect(four.error).toBeNull();
    expect(four.names('p2', 'exile')).toEqual(['Giant Spider']);
  });

  it('Lay Down Arms: Islands are not Plains; the count is of the Plains its caster controls', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'lda', card: 'Lay Down Arms' }], battlefield: ['Plains', 'Island', 'Island'] },
          p2: { battlefield: ['Grizzly Bears', 'Plains', 'Plains', 'Plains'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ cast: 'lda', targets: ['Grizzly Bears'] })).toThrow(/legal target/);
  });

  it('Mausoleum Secrets with two creature cards in the graveyard finds a black card of mana value 2 or less', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'ms', card: 'Mausoleum Secrets' }],
            battlefield: ['Swamp', 'Swamp'],
            graveyard: ['Grizzly Bears', 'Giant Spider', 'Dark Ritual'],
            library: [
              { id: 'rit', card: 'Dark Ritual' },
              { id: 'gd', card: 'Gravedigger' },
              { id: 'gb', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'ms' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Gravedigger is black but mana value 4; Grizzly Bears is green.
    expect(candidates(g)).toEqual([g.get('rit').id]);
    g.act({ decide: ['rit'] });
    expect(g.names('p1', 'hand')).toEqual(['Dark Ritual']);
  });

  it('Gurgling Anointer dies with two +1/+1 counters: its last power (3) bounds what returns (CR 608.2h)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [
              { id: 'b1', card: 'Lightning Bolt' },
              { id: 'b2', card: 'Lightning Bolt' },
            ],
            battlefield: [{ id: 'ga', card: 'Gurgling Anointer', counters: { '+1/+1': 2 } }, 'Mountain', 'Mountain'],
            graveyard: [
              { id: 'gb', card: 'Grizzly Bears' },
              { id: 'ogre', card: 'Gray Ogre' },
              { id: 'hg', card: 'Hill Giant' },
            ],
          },
        },
      },
      // A 3/5: two Lightning Bolts kill it.
      [{ cast: 'b1', targets: ['ga'] }, { pass: true }, { cast: 'b2', targets: ['ga'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Gray Ogre (3) and Grizzly Bears (2), not Hill Giant (4) nor Gurgling Anointer ("another").
    expect(candidates(g)).toEqual([g.get('gb').id, g.get('ogre').id].sort());
    g.act({ decide: ['ogre'] });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Gray Ogre');
    expect(g.names('p1', 'graveyard').sort()).toEqual([
      'Grizzly Bears',
      'Gurgling Anointer',
      'Hill Giant',
      'Lightning Bolt',
      'Lightning Bolt',
    ]);
  });

  it('near miss: Corrosion\'s "the number of rust counters on it" (each artifact\'s own) stays text', () => {
    expect(unenforced(corrosion)).toContain(
      "At the beginning of your upkeep, put a rust counter on each artifact target opponent controls. Then destroy each artifact with mana value less than or equal to the number of rust counters on it. Artifacts destroyed this way can't be regenerated.",
    );
  });
});
