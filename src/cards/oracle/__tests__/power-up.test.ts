// Power-up (Marvel Super Heroes): "Power-up — [Cost]: [Effect]. (Activate each power-up ability
// only once. Reduce the cost by its mana cost if it entered this turn.)": once in the object's
// existence (CR 602.5b, 400.7), and while it entered this turn its mana cost is taken off the cost,
// each coloured symbol one of its colour (601.2f, 602.2b, 118.7).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const brawler = card(
  'Brave Brawler',
  '{1}{W}',
  'Creature — Human Warrior Hero',
  'Lifelink\nPower-up — {4}{W}: Put two +1/+1 counters on this creature. (Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this turn.)',
  '2/1',
);
const panther = card(
  'Black Panther, Most Dangerous',
  '{2}{W}',
  'Legendary Creature — Human Warrior Hero',
  'Whenever Black Panther is dealt damage, he deals that much damage to any other target.\nPower-up — {5}{W}{W}: Put two +1/+1 counters on Black Panther. Other creatures you control get +2/+2 until end of turn. (Activate each power-up ability only once. Reduce the cost by his mana cost if he entered this turn.)',
  '3/3',
);
const abomination = card(
  'Abomination, Terrifying Titan',
  '{3}{R/G}',
  'Legendary Creature — Gamma Villain',
  'Trample\nPower-up — {5}{R/G}{R/G}: Put a +1/+1 counter on Abomination. He fights up to one target creature an opponent controls. (Activate each power-up ability only once. Reduce the cost by his mana cost if he entered this turn.)',
  '4/4',
);

// Plains, Mountain, Island and Unsummon are the pool's own.
const cards = compiled(brawler, panther);
const library = ['Plains', 'Plains', 'Plains', 'Plains'];

function board(battlefield: unknown[], hand: string[] = []) {
  return { turn: main, players: { p1: { battlefield, hand, library }, p2: { library } } };
}

describe('Power-up: reduced by the mana cost the turn it entered', () => {
  it('Brave Brawler cast this turn: {4}{W} less {1}{W} is {3}, three Plains pay it', () => {
    const g = game(
      board(['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], ['Brave Brawler']),
      [{ cast: 'Brave Brawler' }, { pass: true }, { activate: 'Brave Brawler' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('Brave Brawler').counters['+1/+1']).toBe(2);
    expect(pt(g, 'Brave Brawler')).toEqual([4, 3]);
  });

  it('on the battlefield since an earlier turn it costs the full {4}{W}: four Plains are not enough', () => {
    const g = game(board(['Brave Brawler', 'Plains', 'Plains', 'Plains', 'Plains']), [], { cards });
    expect(() => g.act({ activate: 'Brave Brawler' })).toThrow(/no way to pay/);
  });

  it('a coloured symbol of the mana cost takes off one of its colour: Black Panther costs {3}{W}', () => {
    // {5}{W}{W} less {2}{W}: one Plains and five Mountains are left after casting him; {3}{W}{W}
    // (a reduction of generic mana only) would need a second Plains.
    const g = game(
      board(['Plains', 'Plains', ...Array.from({ length: 7 }, () => 'Mountain')], ['Black Panther, Most Dangerous']),
      [
        { cast: 'Black Panther, Most Dangerous' },
        { pass: true },
        { activate: 'Black Panther, Most Dangerous' },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'Black Panther, Most Dangerous')).toEqual([5, 5]);
  });
});

describe('Power-up: activate only once', () => {
  it('a second activation is refused, even with mana for it', () => {
    const lands = Array.from({ length: 10 }, () => 'Plains');
    const g = game(board(['Brave Brawler', ...lands]), [{ activate: 'Brave Brawler' }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.get('Brave Brawler').counters['+1/+1']).toBe(2);
    expect(() => g.act({ activate: 'Brave Brawler' })).toThrow(/only once/);
  });
});

describe('Power-up: a new object may activate it again (CR 400.7)', () => {
  it('Brave Brawler returned to the hand and cast again powers up again, reduced', () => {
    // Ten Plains: {4}{W}, then {1}{W} to cast it again, then {3} (the full cost would be {4}{W}).
    const lands = [...Array.from({ length: 10 }, () => 'Plains'), 'Island'];
    const g = game(
      board(['Brave Brawler', ...lands], ['Unsummon']),
      [
        { activate: 'Brave Brawler' },
        { pass: true },
        { cast: 'Unsummon', targets: ['Brave Brawler'] },
        { pass: true },
        { cast: 'Brave Brawler' },
        { pass: true },
        { activate: 'Brave Brawler' },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('Brave Brawler').counters['+1/+1']).toBe(2);
  });
});

describe('Power-up near miss', () => {
  it('a hybrid mana cost reducing a hybrid cost stays text', () => {
    expect(unenforced(abomination)).toHaveLength(1);
  });
});
