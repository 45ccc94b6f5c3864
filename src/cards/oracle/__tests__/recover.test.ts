// Recover [cost] (CR 702.59a): a triggered ability that works only while the card is in its
// owner's graveyard: "When a creature is put into your graveyard from the battlefield, you may pay
// [cost]. If you do, return this card from your graveyard to your hand. Otherwise, exile this
// card." Real cards played: paid, the card goes back to the hand; declined, it is exiled.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const harvest = card(
  'Grim Harvest',
  '{1}{B}',
  'Instant',
  'Return target creature card from your graveyard to your hand.\nRecover {2}{B} (When a creature is put into your graveyard from the battlefield, you may pay {2}{B}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)',
);
const bounty = card(
  "Sun's Bounty",
  '{1}{W}',
  'Instant',
  'You gain 4 life.\nRecover {1}{W} (When a creature is put into your graveyard from the battlefield, you may pay {1}{W}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)',
);
const garza = card(
  "Garza's Assassin",
  '{B}{B}{B}',
  'Creature — Human Assassin',
  'Sacrifice this creature: Destroy target nonblack creature.\nRecover—Pay half your life, rounded up. (When another creature is put into your graveyard from the battlefield, you may pay half your life, rounded up. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)',
  '2/2',
);
const pyroclasm = card('Pyroclasm', '{1}{R}', 'Sorcery', 'Pyroclasm deals 2 damage to each creature.');
const CARDS = compiled(harvest, bounty, pyroclasm);

/** p1 bolts their own Grizzly Bears with Grim Harvest in their graveyard and `lands` untapped. */
function boltOwnBears(lands: string[], graveyard = ['Grim Harvest']) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Lightning Bolt'],
          graveyard,
          battlefield: ['Mountain', ...lands, { id: 'bears', card: 'Grizzly Bears' }],
        },
      },
    },
    [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
    { cards: CARDS },
  );
}

describe('recover (CR 702.59a)', () => {
  it('Grim Harvest: a creature put into its owner’s graveyard, {2}{B} paid, returns it to the hand', () => {
    const g = boltOwnBears(['Swamp', 'Swamp', 'Swamp']);
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Grim Harvest']);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt', 'Grizzly Bears']);
    // {2}{B} was paid: the three Swamps are tapped.
    expect(g.state.battlefield.filter((id) => getObject(g.state, id)?.tapped)).toHaveLength(4);
  });

  it('two creatures at once: two triggers; once returned, the second finds no card to return or exile (CR 400.7)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Pyroclasm'],
            graveyard: ['Grim Harvest'],
            battlefield: ['Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears', 'Llanowar Elves'],
          },
        },
      },
      [{ cast: 'Pyroclasm' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // One trigger for each creature (CR 603.2c), ordered by their controller (603.3b).
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: ['0', '1'] });
    expect(g.state.stack).toHaveLength(2);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual(['Grim Harvest']);
    g.act({ pass: true });
    if (g.state.pendingDecision?.kind === 'may') g.act({ decide: false });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Grim Harvest']);
    expect(g.names('p1', 'exile')).toEqual([]);
  });

  it('Grim Harvest: declined, the card is exiled', () => {
    const g = boltOwnBears(['Swamp', 'Swamp', 'Swamp']);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Grim Harvest']);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt', 'Grizzly Bears']);
  });

  it("Sun's Bounty in hand or on the stack doesn't watch: nothing triggers", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt', "Sun's Bounty"],
            battlefield: ['Mountain', { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.names('p1', 'hand')).toEqual(["Sun's Bounty"]);
  });

  it("Sun's Bounty: an opponent's creature dying (put into their graveyard) doesn't trigger it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], graveyard: ["Sun's Bounty"], battlefield: ['Mountain', 'Plains', 'Plains'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.names('p1', 'graveyard')).toEqual(["Sun's Bounty", 'Lightning Bolt']);
  });

  it('a near miss: recover with a cost other than mana ("Recover—Pay half your life, rounded up") stays text', () => {
    expect(unenforced(garza)).toHaveLength(1);
  });
});
