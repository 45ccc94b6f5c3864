// An activated ability's own cost change (CR 602.2b: its total cost is determined as a spell's,
// 601.2f): "This ability costs {1} less to activate for each other artifact you control", "… during
// your turn", "… {1} more … for each card in your hand". Counted as the cost is paid; a reduction
// reduces generic mana only, never below {0} (118.7). And "for each <kind> counter on …" as a count.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const logbook = card(
  "Tamiyo's Logbook",
  '{2}{U}',
  'Artifact — Book',
  '{5}{U}, {T}: Draw a card. This ability costs {1} less to activate for each other artifact you control.',
);
const crown = card(
  "Hylda's Crown of Winter",
  '{3}',
  'Legendary Artifact',
  "{1}, {T}: Tap target creature. This ability costs {1} less to activate during your turn.\n{3}, Sacrifice Hylda's Crown of Winter: Draw a card for each tapped creature your opponents control.",
);
const stone = card(
  "Loreseeker's Stone",
  '{6}',
  'Artifact',
  '{3}, {T}: Draw three cards. This ability costs {1} more to activate for each card in your hand.',
);
const diary = card(
  'Diary of Dreams',
  '{2}',
  'Artifact — Book',
  'Whenever you cast an instant or sorcery spell, put a page counter on this artifact.\n{5}, {T}: Draw a card. This ability costs {1} less to activate for each page counter on this artifact.',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const hangarback = card(
  'Hangarback Walker',
  '{X}{X}',
  'Artifact Creature — Construct',
  'This creature enters with X +1/+1 counters on it.\nWhen this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.\n{1}, {T}: Put a +1/+1 counter on this creature.',
  '0/0',
);

// Island, Grizzly Bears and Lightning Bolt are the pool's own.
const cards = compiled(logbook, crown, stone, diary, ornithopter, hangarback);
const library = ['Island', 'Island', 'Island', 'Island'];

function board(battlefield: unknown[], hand: string[] = []) {
  return { turn: main, players: { p1: { battlefield, hand, library }, p2: { battlefield: ['Grizzly Bears'] } } };
}

describe('"This ability costs {1} less to activate for each …"', () => {
  it("Tamiyo's Logbook with two other artifacts costs {3}{U}: four Islands pay it", () => {
    const g = game(
      board(["Tamiyo's Logbook", 'Ornithopter', 'Ornithopter', 'Island', 'Island', 'Island', 'Island']),
      [{ activate: "Tamiyo's Logbook" }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(1);
  });

  it('with one other artifact it costs {4}{U}: four Islands are not enough', () => {
    const g = game(board(["Tamiyo's Logbook", 'Ornithopter', 'Island', 'Island', 'Island', 'Island']), [], { cards });
    expect(() => g.act({ activate: "Tamiyo's Logbook" })).toThrow(/no way to pay/);
  });

  it('Diary of Dreams counts its page counters: {5} less three is {2}', () => {
    const g = game(
      board([{ id: 'diary', card: 'Diary of Dreams', counters: { page: 3 } }, 'Island', 'Island']),
      [{ activate: 'diary' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(1);
  });

  it("Hylda's Crown of Winter costs {0} during your turn", () => {
    const g = game(
      board(["Hylda's Crown of Winter"]),
      [{ activate: "Hylda's Crown of Winter", ability: 0, targets: ['Grizzly Bears'] }, { pass: true }],
      {
        cards,
      },
    );
    expect(g.error).toBeNull();
    expect(g.get('Grizzly Bears').tapped).toBe(true);
  });
});

describe('"… costs {1} more to activate for each card in your hand"', () => {
  it("Loreseeker's Stone with three cards in hand costs {6}", () => {
    const hand = ['Island', 'Island', 'Island'];
    const five = game(board(["Loreseeker's Stone", 'Island', 'Island', 'Island', 'Island', 'Island'], hand), [], {
      cards,
    });
    expect(() => five.act({ activate: "Loreseeker's Stone" })).toThrow(/no way to pay/);
    const six = game(
      board(["Loreseeker's Stone", 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand),
      [{ activate: "Loreseeker's Stone" }, { pass: true }],
      { cards },
    );
    expect(six.error).toBeNull();
    expect(six.state.players.p1.hand).toHaveLength(6);
  });
});

describe('"for each +1/+1 counter on this creature"', () => {
  it('Hangarback Walker dies with two counters: two Thopters (its counters as it last existed)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'walker', card: 'Hangarback Walker', counters: { '+1/+1': 2 } }, 'Mountain'],
            hand: ['Lightning Bolt'],
          },
          p2: {},
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['walker'] }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Thopter'))).toHaveLength(2);
  });
});

describe('near misses stay text', () => {
  it('a cost change naming its target, or reducing coloured mana', () => {
    const officer = card(
      'Raft Security Officer',
      '{1}{W}',
      'Creature — Human Soldier',
      '{2}, {T}: Tap target creature. This ability costs {1} less to activate if it targets a creature with power 3 or less.',
      '1/3',
    );
    const drone = card(
      'Flying Drone',
      '{1}{U}',
      'Artifact Creature — Robot Scout',
      'Flying, vigilance\n{1}{U}, {T}: Draw a card, then discard a card. This ability costs {1}{U} less to activate if another creature with flying entered under your control this turn.',
      '1/2',
    );
    expect(unenforced(officer)).toHaveLength(1);
    expect(unenforced(drone)).toHaveLength(1);
  });
});
