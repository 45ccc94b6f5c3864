// "Modified" (CR 700.9): a permanent with one or more counters on it, an Equipment attached to it
// (whoever controls the Equipment, 301.5), or an Aura attached to it that its controller controls
// (303.4) — an opponent's Aura doesn't make it modified. Read as an adjective of any object phrase
// ("a modified creature you control", "Modified creatures you control have …") and as a state
// ("as long as it's modified"). Flame Discharge's "If you controlled a modified creature as you
// cast this spell" stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER = '(Equipment, Auras you control, and counters are modifications.)';
const assault = card(
  'Ambitious Assault',
  '{2}{R}',
  'Instant',
  `Creatures you control get +2/+0 until end of turn. If you control a modified creature, draw a card. ${REMINDER}`,
);
const guardian = card(
  'Guardian of the Forgotten',
  '{3}{W}',
  'Creature — Elephant Warrior',
  "Vigilance\nWhenever a modified creature you control dies, manifest the top card of your library. (Equipment, Auras you control, and counters are modifications. To manifest a card, put the top card of your library onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)",
  '4/4',
);
const envoy = card(
  'Envoy of the Ancestors',
  '{2}{W}',
  'Creature — Human Cleric',
  `Outlast {W} ({W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\nModified creatures you control have lifelink. ${REMINDER}`,
  '2/3',
);
const gargoyle = card(
  'Obstinate Gargoyle',
  '{1}{W}{B}',
  'Artifact Creature — Gargoyle',
  `This creature has flying as long as it's modified. ${REMINDER}\nPersist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)`,
  '2/2',
);
const discharge = card(
  'Flame Discharge',
  '{X}{R}',
  'Instant',
  `Flame Discharge deals X damage to target creature or planeswalker. If you controlled a modified creature as you cast this spell, it deals X plus 2 damage instead. ${REMINDER}`,
);
const umbra = card(
  'Lion Umbra',
  '{G}{G}',
  'Enchantment — Aura',
  'Enchant modified creature (Equipment, Auras its controller controls, and counters are modifications.)\nEnchanted creature gets +3/+3 and has vigilance and reach.\nUmbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
const CARDS = compiled(assault, guardian, envoy, gargoyle, umbra, bonesplitter);

const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

/** p1 casts Ambitious Assault with `mine` on their battlefield and `theirs` on p2's. */
function assaultWith(mine: object[], theirs: object[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Ambitious Assault'],
          library: ['Forest', 'Forest'],
          battlefield: ['Mountain', 'Mountain', 'Mountain', ...mine],
        },
        p2: { battlefield: theirs },
      },
    },
    [{ cast: 'Ambitious Assault' }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
}
const drew = (g: Game) => g.names('p1', 'hand').length;

describe('modified (CR 700.9)', () => {
  it('Ambitious Assault: a creature with any counter on it is modified — draw a card', () => {
    expect(unenforced(assault)).toEqual([]);
    const g = assaultWith([{ id: 'b', card: 'Grizzly Bears', counters: { stun: 1 } }]);
    expect(g.error).toBeNull();
    expect(drew(g)).toBe(1);
  });

  it('Ambitious Assault: no counter, Equipment or Aura — no card', () => {
    const g = assaultWith([{ id: 'b', card: 'Grizzly Bears' }]);
    expect(g.error).toBeNull();
    expect(drew(g)).toBe(0);
  });

  it("Ambitious Assault: an opponent's Aura on your creature doesn't make it modified", () => {
    const g = assaultWith([{ id: 'b', card: 'Grizzly Bears' }], [{ id: 'p', card: 'Pacifism', attachedTo: 'b' }]);
    expect(g.error).toBeNull();
    expect(g.get('p').attachedTo).toBe(g.get('b').id);
    expect(drew(g)).toBe(0);
  });

  it('Ambitious Assault: your own Aura on it does', () => {
    const g = assaultWith([
      { id: 'b', card: 'Grizzly Bears' },
      { id: 'p', card: 'Pacifism', attachedTo: 'b' },
    ]);
    expect(g.error).toBeNull();
    expect(drew(g)).toBe(1);
  });

  it("Ambitious Assault: an Equipment counts whoever controls it (an opponent's too)", () => {
    const g = assaultWith([{ id: 'b', card: 'Grizzly Bears' }], [{ id: 'e', card: 'Bonesplitter', attachedTo: 'b' }]);
    expect(g.error).toBeNull();
    expect(drew(g)).toBe(1);
  });

  /** p1 bolts its own creature `b` with Guardian of the Forgotten out; returns the game. */
  function boltWithGuardian(mine: object[], theirs: object[] = []) {
    return game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            library: ['Forest', 'Forest', 'Forest'],
            battlefield: ['Mountain', { id: 'g', card: 'Guardian of the Forgotten' }, ...mine],
          },
          p2: { battlefield: theirs },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['b'] }, { pass: true }, { pass: true }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
  }

  it('Guardian of the Forgotten: an equipped creature of yours dies — manifest the top card', () => {
    expect(unenforced(guardian)).toEqual([]);
    const g = boltWithGuardian([
      { id: 'b', card: 'Grizzly Bears' },
      { id: 'e', card: 'Bonesplitter', attachedTo: 'b' },
    ]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p1', 'library')).toHaveLength(2);
  });

  it('Guardian of the Forgotten: a creature with a +1/+1 counter dies — manifest', () => {
    const g = boltWithGuardian([{ id: 'b', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p1', 'library')).toHaveLength(2);
  });

  it('Guardian of the Forgotten: a creature enchanted by your own Aura dies — manifest (as it last existed)', () => {
    const g = boltWithGuardian([
      { id: 'b', card: 'Grizzly Bears' },
      { id: 'p', card: 'Pacifism', attachedTo: 'b' },
    ]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Grizzly Bears', 'Pacifism']));
    expect(g.names('p1', 'library')).toHaveLength(2);
  });

  it("Guardian of the Forgotten: a creature enchanted only by an opponent's Aura dies — nothing", () => {
    const g = boltWithGuardian([{ id: 'b', card: 'Grizzly Bears' }], [{ id: 'p', card: 'Pacifism', attachedTo: 'b' }]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p1', 'library')).toHaveLength(3);
  });

  it('Envoy of the Ancestors: modified creatures you control have lifelink, others not', () => {
    expect(unenforced(envoy)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'v', card: 'Envoy of the Ancestors' },
              { id: 'b', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
              { id: 'c', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'o', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(keywords(g, 'b')).toContain('lifelink');
    expect(keywords(g, 'c')).not.toContain('lifelink');
    expect(keywords(g, 'v')).not.toContain('lifelink');
    expect(keywords(g, 'o')).not.toContain('lifelink');
  });

  it('Obstinate Gargoyle: flying as long as it is modified (a -1/-1 counter from persist)', () => {
    expect(unenforced(gargoyle)).toEqual([]);
    const board = (g: object) => game({ turn: main, players: { p1: { battlefield: [g] } } }, [], { cards: CARDS });
    expect(keywords(board({ id: 'x', card: 'Obstinate Gargoyle' }), 'x')).not.toContain('flying');
    expect(keywords(board({ id: 'x', card: 'Obstinate Gargoyle', counters: { '-1/-1': 1 } }), 'x')).toContain('flying');
  });

  it('Lion Umbra: "Enchant modified creature" — a creature with a counter is a legal target, one without is not', () => {
    expect(unenforced(umbra)).toEqual([]);
    const umbraOn = (bear: object) =>
      game(
        { turn: main, players: { p1: { hand: ['Lion Umbra'], battlefield: ['Forest', 'Forest', bear] } } },
        [{ cast: 'Lion Umbra', targets: ['b'] }, { pass: true }, { pass: true }],
        { cards: CARDS },
      );
    const plain = umbraOn({ id: 'b', card: 'Grizzly Bears' });
    expect(plain.error).not.toBeNull();
    const countered = umbraOn({ id: 'b', card: 'Grizzly Bears', counters: { '+1/+1': 1 } });
    expect(countered.error).toBeNull();
    expect(pt(countered, 'b')).toEqual([6, 6]);
  });

  it('near miss: "If you controlled a modified creature as you cast this spell" stays text', () => {
    expect(unenforced(discharge)).toHaveLength(1);
  });
});
