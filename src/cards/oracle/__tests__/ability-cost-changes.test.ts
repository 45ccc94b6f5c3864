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
  it('a cost change naming its target, or with a condition not read', () => {
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

describe('"Equip {N}. This ability costs … less to activate …" (CR 702.6a, 602.2b)', () => {
  const plate = card(
    'Plate Armor',
    '{2}{W}',
    'Artifact — Equipment',
    'Equipped creature gets +3/+3 and has ward {1}. (Whenever equipped creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {1}.)\nEquip {3}. This ability costs {1} less to activate for each other Equipment you control. ({3}: Attach to target creature you control. Equip only as a sorcery.)',
  );
  const gondor = card(
    'Crown of Gondor',
    '{3}',
    'Legendary Artifact — Equipment',
    "Equipped creature gets +1/+1 for each creature you control.\nWhen a legendary creature you control enters, if there is no monarch, you become the monarch.\nEquip {4}. This ability costs {3} less to activate if you're the monarch.",
  );
  // Isamaru, Hound of Konda (a legendary creature) is the pool's own.
  const equipCards = compiled(plate, gondor);
  const equip = (battlefield: unknown[], who = 'armor') =>
    game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, ...battlefield] }, p2: {} },
      },
      [{ activate: who, targets: ['bears'] }, { pass: true }],
      { cards: equipCards },
    );

  it('Plate Armor with another Plate Armor costs {2}: two Plains pay it and it is attached', () => {
    const g = equip([{ id: 'armor', card: 'Plate Armor' }, 'Plate Armor', 'Plains', 'Plains']);
    expect(g.error).toBeNull();
    expect(g.get('armor').attachedTo).toBe(g.get('bears').id);
  });

  it('alone it costs {3}: two Plains are not enough', () => {
    const g = equip([{ id: 'armor', card: 'Plate Armor' }, 'Plains', 'Plains']);
    expect(g.error).not.toBeNull();
    expect(g.get('armor').attachedTo).toBeFalsy();
  });

  it("Crown of Gondor costs {1} while you're the monarch, {4} otherwise", () => {
    const not = equip([{ id: 'crown', card: 'Crown of Gondor' }, 'Plains'], 'crown');
    expect(not.error).not.toBeNull();
    // A legendary creature enters: its trigger makes p1 the monarch; then one Plains pays {1}.
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'crown', card: 'Crown of Gondor' },
              'Plains',
              'Plains',
            ],
            hand: ['Isamaru, Hound of Konda'],
          },
          p2: {},
        },
      },
      [{ cast: 'Isamaru, Hound of Konda' }, { pass: true }, { pass: true }],
      { cards: equipCards },
    );
    expect(g.error).toBeNull();
    expect(g.state.monarch).toBe('p1');
    g.act({ activate: 'crown', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.get('crown').attachedTo).toBe(g.get('bears').id);
  });

  it('near miss: "for each color of the creature it targets" stays text', () => {
    const blade = card(
      'Test Blade',
      '{1}',
      'Artifact — Equipment',
      'Equip {4}. This ability costs {1} less to activate for each color of the creature it targets.',
    );
    expect(unenforced(blade)).toHaveLength(1);
  });
});
