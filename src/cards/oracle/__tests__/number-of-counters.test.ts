// "Put a number of +1/+1 counters on <object> equal to <amount>" and "… counters equal to <amount>
// on <object>" (CR 122.1, 608.2h): the same instruction as "put N counters", its number named
// after. Where the counters go on several objects and the amount names "that creature", each
// one's own number would be meant, which one amount can't say: it stays text (Canopy Gargantuan).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const scourge = card(
  'Scourge of Skola Vale',
  '{2}{G}',
  'Creature — Hydra',
  "Trample\nThis creature enters with two +1/+1 counters on it.\n{T}, Sacrifice another creature: Put a number of +1/+1 counters on this creature equal to the sacrificed creature's toughness.",
  '0/0',
);
const seymour = card(
  'Maester Seymour',
  '{2}{G}',
  'Legendary Creature — Human Elf Cleric',
  "At the beginning of combat on your turn, put a number of +1/+1 counters equal to Maester Seymour's power on another target creature you control.\n{3}{G}{G}: Monstrosity X, where X is the number of counters among creatures you control. (If this creature isn't monstrous, put X +1/+1 counters on it and it becomes monstrous.)",
  '1/3',
);
const gargantuan = card(
  'Canopy Gargantuan',
  '{5}{G}{G}',
  'Creature — Dragon',
  "Flying, ward {2}\nAt the beginning of your upkeep, put a number of +1/+1 counters on each other creature you control equal to that creature's toughness.",
  '7/7',
);

describe('"put a number of … counters … equal to …" (CR 122.1)', () => {
  it("Scourge of Skola Vale sacrificing Giant Spider gets four more counters: the Spider's toughness as it last existed (CR 608.2h)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'sc', card: 'Scourge of Skola Vale', counters: { '+1/+1': 2 } }, 'Giant Spider'] },
        },
      },
      [{ activate: 'sc' }, { pass: true }],
      { cards: compiled(scourge) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.get('sc').counters).toEqual({ '+1/+1': 6 });
    expect(pt(g, 'sc')).toEqual([6, 6]);
  });

  it('Maester Seymour\'s first ability reads "equal to ~\'s power on another target creature you control"', () => {
    const r = compileCard(seymour);
    expect(r.abilities[0]?.enforced).toBe(true);
    const t = r.def.triggered?.[0];
    expect(t?.targets?.[0]?.filter.objects).toEqual({ types: ['creature'], controller: 'you', notSource: true });
    expect(t?.steps).toEqual([
      { do: 'addCounters', what: { ref: 'target', slot: 0 }, counter: '+1/+1', count: { powerOf: { ref: 'source' } } },
    ]);
  });

  it('near miss: Canopy Gargantuan\'s "equal to that creature\'s toughness" on each other creature stays text', () => {
    expect(unenforced(gargantuan)).toEqual([
      "At the beginning of your upkeep, put a number of +1/+1 counters on each other creature you control equal to that creature's toughness.",
    ]);
  });
});
