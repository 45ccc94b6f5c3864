// "Activate only if this card is in your graveyard." (CR 113.6, 602.5): the ability functions only
// while the card is in its owner's graveyard; on the battlefield it can't be activated.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const carrionette = card(
  'Carrionette',
  '{1}{B}',
  'Creature — Skeleton',
  "{2}{B}{B}: Exile this card and target creature unless that creature's controller pays {2}. Activate only if this card is in your graveyard.",
  '1/1',
);
// Near miss: "on the battlefield or in your graveyard" names two zones; that stays text.
const boon = card(
  "Skyblade's Boon",
  '{1}{W}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature gets +1/+1 and has flying.\n{2}{W}: Return Skyblade's Boon to its owner's hand. Activate only if Skyblade's Boon is on the battlefield or in your graveyard.",
);

const swamps = ['s1', 's2', 's3', 's4'].map((id) => ({ id, card: 'Swamp' }));

describe('Activate only if this card is in your graveyard (CR 113.6)', () => {
  it('Carrionette in the graveyard: the opponent pays nothing, both are exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: swamps, graveyard: [{ id: 'c', card: 'Carrionette' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'c', targets: ['bears'] }, { pass: true }],
      { cards: compiled(carrionette) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Carrionette']);
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('Carrionette: an opponent who pays {2} keeps the creature, and Carrionette stays in the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: swamps, graveyard: [{ id: 'c', card: 'Carrionette' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Forest', 'Forest'] },
        },
      },
      [{ activate: 'c', targets: ['bears'] }, { pass: true }],
      { cards: compiled(carrionette) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Carrionette']);
    expect(g.names('p2', 'battlefield')).toContain('Grizzly Bears');
  });

  it("Carrionette on the battlefield can't be activated", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...swamps, { id: 'c', card: 'Carrionette' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'c', targets: ['bears'] }],
      { cards: compiled(carrionette) },
    );
    expect(g.error).not.toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Carrionette');
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('near miss: "on the battlefield or in your graveyard" stays text', () => {
    expect(unenforced(boon)).toHaveLength(1);
  });
});
