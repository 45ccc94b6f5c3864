// "… gets +1/+1 for each …" counting objects (CR 611.3a, 613.4c: counted continuously for a
// static, once as the effect resolves for an instruction, 608.2h):
// - a singular head joined by "and/or" ("each artifact and/or enchantment you control", "each
//   Dwarf, Equipment, and/or Vehicle you control"): an object that is either or both, once;
// - "for each creature you control and each creature card in your graveyard": two counts in
//   different zones, added (CR 400.1: no object is in both);
// - an Aura's "for each other creature you control": every creature but the one it enchants
//   (CR 303.4), not the Aura;
// - "for each other attacking Kithkin", "for each Samurai or Warrior you control": a noun that is
//   the same for one and many ("Kithkin", "Samurai") read as one.
// - "for each poison counter your opponents have" (CR 122.1f).
// Near misses that stay text: a name other than the card's own (Walker of the Wastes; its own,
// "named ~", is read: named-self.test.ts), and "other" counted per affected object
// when the subject is neither the source nor its host (Heroes' Podium).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const bravado = card(
  'Bravado',
  '{1}{R}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+1 for each other creature you control.',
);
const glitters = card(
  'All That Glitters',
  '{1}{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+1 for each artifact and/or enchantment you control.',
);
const axe = card(
  'Bearded Axe',
  '{2}{R}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control.\nEquip {2}',
);
const adherents = card(
  'Moon-Vigil Adherents',
  '{2}{G}{G}',
  'Creature — Elf Druid',
  'Trample\nThis creature gets +1/+1 for each creature you control and each creature card in your graveyard.',
  '0/0',
);
const heir = card(
  "Cenn's Heir",
  '{1}{W}',
  'Creature — Kithkin Soldier',
  'Whenever this creature attacks, it gets +1/+1 until end of turn for each other attacking Kithkin.',
  '1/1',
);
const captain = card(
  'Asari Captain',
  '{3}{R}{W}',
  'Creature — Human Samurai',
  'Haste\nWhenever a Samurai or Warrior you control attacks alone, it gets +1/+0 until end of turn for each Samurai or Warrior you control.',
  '4/3',
);
const fiend = card(
  'Mycosynth Fiend',
  '{2}{G}',
  'Creature — Phyrexian Horror',
  'This creature gets +1/+1 for each poison counter your opponents have.',
  '2/2',
);
const glistener = card(
  'Glistener Elf',
  '{G}',
  'Creature — Phyrexian Elf Warrior',
  'Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)',
  '1/1',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const giant = card('Axegrinder Giant', '{4}{R}{R}', 'Creature — Giant Warrior', '', '6/4');
const walker = card(
  'Walker of the Wastes',
  '{4}{C}',
  'Creature — Eldrazi',
  '({C} represents colorless mana.)\nTrample\nThis creature gets +1/+1 for each land you control named Wastes.',
  '4/4',
);
const podium = card(
  "Heroes' Podium",
  '{5}',
  'Legendary Artifact',
  'Each legendary creature you control gets +1/+1 for each other legendary creature you control.\n{X}, {T}: Look at the top X cards of your library. You may reveal a legendary creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
);
const CARDS = compiled(bravado, glitters, axe, adherents, heir, captain, ornithopter, giant, fiend, glistener);

const board = (p1: (string | object)[], p2: (string | object)[] = [], graveyard: string[] = []) =>
  game({ turn: main, players: { p1: { battlefield: p1, graveyard }, p2: { battlefield: p2 } } }, [], {
    cards: CARDS,
  });

describe('"gets +N/+N for each …" (CR 611.3a, 613.4c)', () => {
  it('Bravado: each other creature you control, not the enchanted one, not an opponent’s', () => {
    const g = board(
      [{ id: 'b', card: 'Grizzly Bears' }, { card: 'Bravado', attachedTo: 'b' }, 'Grizzly Bears', 'Ornithopter'],
      ['Grizzly Bears'],
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'b')).toEqual([4, 4]);
  });

  it('Bravado on an opponent’s creature counts its controller’s (you: the Aura’s controller) other creatures', () => {
    const g = board(
      [{ card: 'Bravado', attachedTo: 'theirs' }, 'Grizzly Bears'],
      [{ id: 'theirs', card: 'Grizzly Bears' }],
    );
    // "you" is the Aura's controller (p1): one creature of p1's, the enchanted one is p2's.
    expect(pt(g, 'theirs')).toEqual([3, 3]);
  });

  it('All That Glitters: an artifact creature counts once, the Aura itself counts', () => {
    const g = board(
      [{ id: 'b', card: 'Grizzly Bears' }, { card: 'All That Glitters', attachedTo: 'b' }, 'Ornithopter'],
      ['Ornithopter'],
    );
    expect(pt(g, 'b')).toEqual([4, 4]);
  });

  it('Bearded Axe: Equipment you control, itself included; a Bears is no Dwarf', () => {
    const g = board([{ id: 'b', card: 'Grizzly Bears' }, { card: 'Bearded Axe', attachedTo: 'b' }, 'Grizzly Bears']);
    expect(pt(g, 'b')).toEqual([3, 3]);
  });

  it('Moon-Vigil Adherents: creatures you control (itself too) plus creature cards in your graveyard', () => {
    const g = board(
      [{ id: 'm', card: 'Moon-Vigil Adherents' }, 'Grizzly Bears'],
      ['Grizzly Bears'],
      ['Grizzly Bears', 'Ornithopter', 'Forest'],
    );
    expect(pt(g, 'm')).toEqual([4, 4]);
  });

  it("Cenn's Heir: one other attacking Kithkin, +1/+1 each", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'h1', card: "Cenn's Heir" },
              { id: 'h2', card: "Cenn's Heir" },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['h1', 'h2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.kind === 'chooseOrder') g.act({ decide: ['0', '1'] });
    for (let i = 0; i < 2; i++) {
      g.act({ pass: true });
      g.act({ pass: true, player: 'p2' });
    }
    expect(pt(g, 'h1')).toEqual([2, 2]);
    expect(pt(g, 'h2')).toEqual([2, 2]);
  });

  it('Asari Captain: attacking alone, +1/+0 for each Samurai or Warrior you control', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'a', card: 'Asari Captain' }, 'Axegrinder Giant', 'Grizzly Bears'] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(pt(g, 'a')).toEqual([6, 3]);
  });

  it('Mycosynth Fiend: +1/+1 once the opponent has a poison counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Mycosynth Fiend' },
              { id: 'e', card: 'Glistener Elf' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['e'] }, { advance: 'main2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.poison).toBe(1);
    expect(pt(g, 'f')).toEqual([3, 3]);
  });

  it('near misses stay text: a name other than its own, and "other" for each affected object', () => {
    expect(unenforced(walker)).toHaveLength(1);
    expect(unenforced(podium)).toContain(
      'Each legendary creature you control gets +1/+1 for each other legendary creature you control.',
    );
  });
});
