// Costs where the player chooses what pays (CR 601.2h via 602.2b): "Discard a creature card"
// (only cards of that kind, 701.9), "Exile two cards from your graveyard", "Sacrifice two
// artifacts" (701.21), "Return a land you control to its owner's hand". A cost that can't be
// paid in full can't be started (118.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const skyshroudVampire = card(
  'Skyshroud Vampire',
  '{3}{B}{B}',
  'Creature — Vampire',
  'Flying\nDiscard a creature card: This creature gets +2/+2 until end of turn.',
  '3/3',
);
const psychatog = card(
  'Psychatog',
  '{1}{U}{B}',
  'Creature — Atog',
  'Discard a card: This creature gets +1/+1 until end of turn.\nExile two cards from your graveyard: This creature gets +1/+1 until end of turn.',
  '1/2',
);
const krarkClanEngineers = card(
  'Krark-Clan Engineers',
  '{3}{R}',
  'Creature — Goblin Artificer',
  '{R}, Sacrifice two artifacts: Destroy target artifact.',
  '2/2',
);
const meloku = card(
  'Meloku the Clouded Mirror',
  '{4}{U}',
  'Legendary Creature — Moonfolk Wizard',
  "Flying\n{1}, Return a land you control to its owner's hand: Create a 1/1 blue Illusion creature token with flying.",
  '2/4',
);

describe('costs paid with chosen cards and permanents', () => {
  it('Skyshroud Vampire discards only a creature card: the land stays in hand', () => {
    const cards = compiled(skyshroudVampire);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'vamp', card: 'Skyshroud Vampire' }], hand: ['Forest', 'Grizzly Bears'] },
        },
      },
      [{ activate: 'vamp' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(pt(g, 'vamp')).toEqual([5, 5]);
  });

  it('with no creature card in hand it can not be activated', () => {
    const cards = compiled(skyshroudVampire);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'vamp', card: 'Skyshroud Vampire' }], hand: ['Forest', 'Island'] } },
      },
      [{ activate: 'vamp' }],
      { cards },
    );
    expect(g.error).toMatch(/a creature card in hand to discard/);
    expect(g.names('p1', 'hand')).toEqual(['Forest', 'Island']);
  });

  it('Psychatog exiles the two chosen cards from its graveyard; with one card it can not', () => {
    const cards = compiled(psychatog);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'tog', card: 'Psychatog' }],
            graveyard: [
              { id: 'a', card: 'Forest' },
              { id: 'b', card: 'Island' },
              { id: 'c', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'tog', ability: 1 }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.candidates).toHaveLength(3);
    g.act({ decide: ['a', 'c'] });
    g.act({ pass: true });
    expect(g.names('p1', 'exile').sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Island']);
    expect(pt(g, 'tog')).toEqual([2, 3]);
    const short = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'tog', card: 'Psychatog' }], graveyard: ['Forest'] } },
      },
      [{ activate: 'tog', ability: 1 }],
      { cards },
    );
    expect(short.error).toMatch(/not enough for "two cards"/);
  });

  it('Krark-Clan Engineers sacrifices the two chosen artifacts and destroys the target', () => {
    const cards = compiled(krarkClanEngineers);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              { id: 'kce', card: 'Krark-Clan Engineers' },
              { id: 'a', card: 'Fellwar Stone' },
              { id: 'b', card: 'Fellwar Stone' },
            ],
          },
          p2: { battlefield: [{ id: 'c', card: 'Fellwar Stone' }] },
        },
      },
      [{ activate: 'kce', targets: ['c'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Fellwar Stone', 'Fellwar Stone']);
    expect(g.names('p2', 'graveyard')).toEqual(['Fellwar Stone']);
    const one = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', { id: 'kce', card: 'Krark-Clan Engineers' }, 'Fellwar Stone'] },
          p2: { battlefield: [{ id: 'c', card: 'Fellwar Stone' }] },
        },
      },
      [{ activate: 'kce', targets: ['c'] }],
      { cards },
    );
    expect(one.error).toMatch(/not enough to sacrifice for "two artifacts"/);
  });

  it("Meloku returns a land its controller controls to its owner's hand and makes an Illusion", () => {
    const cards = compiled(meloku);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Island', { id: 'mel', card: 'Meloku the Clouded Mirror' }] } },
      },
      [{ activate: 'mel' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    // The Island paid {1}, then was returned: the only land, so the choice was made for the player.
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Illusion'))).toHaveLength(1);
  });

  it('near miss: "Exile one or more creature cards from your graveyard" stays text; Gas Guzzler is read now', () => {
    // "Discard another card named ~" and "exile X cards" are read now (either-sacrifice-grandeur, x-cost-parts tests).
    const corpseweft = card(
      'Corpseweft',
      '{2}{B}',
      'Enchantment',
      '{1}{B}, Exile one or more creature cards from your graveyard: Create a tapped X/X black Zombie Horror creature token, where X is twice the number of cards exiled this way.',
    );
    expect(unenforced(corpseweft)[0]).toMatch(/Exile one or more creature cards/);
    const guzzler = card(
      'Gas Guzzler',
      '{B}',
      'Creature — Vampire Rogue',
      'Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nThis creature enters tapped.\nMax speed — {B}, Sacrifice another creature or Vehicle: Draw a card.',
      '2/1',
    );
    // Its "Max speed —" ability is read since max speed is (CR 702.178; speed.test.ts).
    expect(unenforced(guzzler)).toEqual([]);
  });
});
