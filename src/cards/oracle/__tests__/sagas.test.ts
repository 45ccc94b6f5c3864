// Sagas (CR 714): a Saga enters with a lore counter (714.3a) and gets another as its
// controller's precombat main phase begins (714.3b); "II — …" triggers when lore counters put on
// it reach two (714.2b; "I, II — …" is two chapter abilities, 714.2c); once its lore counters
// reach its final chapter number and no chapter ability of it is waiting or on the stack, its
// controller sacrifices it (714.4, a state-based action: 704.5s).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, pt, unenforced } from './compiled';

const saga = (name: string, cost: string, oracle: string) => ({
  ...card(name, cost, 'Enchantment — Saga', oracle),
  layout: 'saga',
});

const benalia = saga(
  'History of Benalia',
  '{1}{W}{W}',
  '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — Create a 2/2 white Knight creature token with vigilance.\nIII — Knights you control get +2/+1 until end of turn.',
);
const meletis = saga(
  'The Birth of Meletis',
  '{1}{W}',
  '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Search your library for a basic Plains card, reveal it, put it into your hand, then shuffle.\nII — Create a 0/4 colorless Wall artifact creature token with defender.\nIII — You gain 2 life.',
);
const anax = saga(
  'The Triumph of Anax',
  '{2}{R}',
  "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)\nI, II, III — Until end of turn, target creature gains trample and gets +X/+0, where X is the number of lore counters on this Saga.\nIV — Target creature you control fights up to one target creature you don't control. (Each deals damage equal to its power to the other.)",
);
const braids = saga(
  "Braids's Frightful Return",
  '{2}{B}',
  "Read ahead (Choose a chapter and start with that many lore counters. Add one after your draw step. Skipped chapters don't trigger. Sacrifice after III.)\nI — You may sacrifice a creature. If you do, each opponent discards a card.\nII — Return target creature card from your graveyard to your hand.\nIII — Target opponent may sacrifice a nonland, nontoken permanent of their choice. If they don't, they lose 2 life and you draw a card.",
);

const CARDS = compiled(benalia, meletis, anax);
const plains = ['Plains', 'Plains', 'Plains'];
const knights = (g: ReturnType<typeof game>) => g.names('p1', 'battlefield').filter((n) => /Knight/.test(n)).length;

/** P1's turn 3, first main phase, History of Benalia on the battlefield with `lore` lore counters. */
function benaliaOnBoard(lore: number, phase: 'main1' | 'upkeep' | 'main2' = 'main1') {
  return {
    turn: { number: 3, active: 'p1' as const, phase },
    players: {
      p1: { battlefield: [{ card: 'History of Benalia', counters: { lore } }], library: ['Plains', 'Plains'] },
      p2: { library: ['Plains', 'Plains'] },
    },
  };
}

describe('compiling Sagas (CR 714.2)', () => {
  it('each chapter symbol is a chapter ability: "I, II —" is two, with the same effect', () => {
    const def = compileCard(benalia).def;
    expect(def.triggered?.map((t) => t.on)).toEqual([
      { event: 'chapter', chapter: 1 },
      { event: 'chapter', chapter: 2 },
      { event: 'chapter', chapter: 3 },
    ]);
    expect(def.triggered?.[0]?.steps).toEqual(def.triggered?.[1]?.steps);
  });

  it('near misses stay text: read ahead (702.155), and a chapter no rule reads leaves the Saga partial', () => {
    expect(unenforced(braids)).toContain('Read ahead');
    const odd = saga('Odd Saga', '{W}', 'I — You gain 2 life.\nII — Exchange your hand and your graveyard.');
    expect(compileCard(odd).status).toBe('partial');
    expect(unenforced(odd)).toEqual(['II — Exchange your hand and your graveyard.']);
  });
});

describe('Sagas in play (CR 714)', () => {
  it('cast, it enters with a lore counter (714.3a) and chapter I triggers (714.2b)', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'main1' },
        players: { p1: { battlefield: plains, hand: ['History of Benalia'] } },
      },
      [{ cast: 'History of Benalia' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('History of Benalia').counters).toEqual({ lore: 1 });
    expect(g.has('CountersAdded', RULE.sagaEnters)).toBe(true);
    expect(g.stack()).toEqual(['History of Benalia ability']);
    g.act({ pass: true });
    expect(knights(g)).toBe(1);
  });

  it('a lore counter is added as the precombat main phase begins, not in the upkeep (714.3b), and chapter II triggers', () => {
    const g = game(benaliaOnBoard(1, 'upkeep'), [], { cards: CARDS });
    expect(g.get('History of Benalia').counters).toEqual({ lore: 1 });
    g.act({ advance: 'draw' });
    expect(g.get('History of Benalia').counters).toEqual({ lore: 1 });
    g.act({ advance: 'main1' });
    expect(g.get('History of Benalia').counters).toEqual({ lore: 2 });
    expect(g.has('CountersAdded', RULE.sagaLore)).toBe(true);
    expect(g.stack()).toEqual(['History of Benalia ability']);
    g.act({ pass: true });
    expect(knights(g)).toBe(1);
  });

  it("an opponent's Saga gets no lore counter in my main phase", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'upkeep' },
        players: {
          p1: { library: ['Plains'] },
          p2: { battlefield: [{ card: 'History of Benalia', counters: { lore: 1 } }], library: ['Plains'] },
        },
      },
      [{ advance: 'main1' }],
      { cards: CARDS },
    );
    expect(g.get('History of Benalia').counters).toEqual({ lore: 1 });
  });

  it('a Saga with three chapters is sacrificed after chapter III resolves, not before (714.4, 704.5s)', () => {
    const g = game(benaliaOnBoard(2, 'upkeep'), [{ advance: 'main1' }], { cards: CARDS });
    expect(g.error).toBeNull();
    // Chapter III is on the stack: three lore counters, and the Saga stays while it waits there.
    expect(g.get('History of Benalia').counters).toEqual({ lore: 3 });
    expect(g.stack()).toEqual(['History of Benalia ability']);
    expect(g.names('p1', 'battlefield')).toContain('History of Benalia');
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['History of Benalia']);
    expect(g.has('StateBasedAction', RULE.sbaSaga)).toBe(true);
  });

  it('a Saga written on the board without lore counters has the one it entered with', () => {
    const g = game(
      { turn: { number: 3, active: 'p1', phase: 'main1' }, players: { p1: { battlefield: ['History of Benalia'] } } },
      [],
      { cards: CARDS },
    );
    expect(g.get('History of Benalia').counters).toEqual({ lore: 1 });
    expect(g.stack()).toEqual([]);
  });

  it('a Saga put on the board at its final chapter with nothing on the stack is sacrificed at once', () => {
    const g = game(benaliaOnBoard(3), [], { cards: CARDS });
    expect(g.names('p1', 'graveyard')).toEqual(['History of Benalia']);
  });

  it('"the number of lore counters on this Saga" is read as the chapter resolves (The Triumph of Anax II: +2/+0)', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'upkeep' },
        players: {
          p1: {
            battlefield: [{ card: 'The Triumph of Anax', counters: { lore: 1 } }, 'Grizzly Bears'],
            library: ['Plains'],
          },
        },
      },
      [{ advance: 'main1' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(pt(g, 'Grizzly Bears')).toEqual([4, 2]);
  });
});
