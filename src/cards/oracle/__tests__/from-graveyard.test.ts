// Activated abilities that move their own card out of the graveyard work only there (CR 113.6):
// "{1}{B}: Return this card from your graveyard to the battlefield tapped." (Reassembling
// Skeleton), "{2}{B}: Return this card from your graveyard to your hand." (Abzan Devotee).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const skeleton = card(
  'Reassembling Skeleton',
  '{1}{B}',
  'Creature — Skeleton Warrior',
  '{1}{B}: Return this card from your graveyard to the battlefield tapped.',
  '1/1',
);
const devotee = card(
  'Abzan Devotee',
  '{1}{B}',
  'Creature — Human Cleric',
  '{1}: Add {W}, {B}, or {G}. Activate only once each turn.\n{2}{B}: Return this card from your graveyard to your hand.',
  '2/1',
);

describe('abilities that return their card from the graveyard (CR 113.6)', () => {
  it('Reassembling Skeleton returns from its graveyard to the battlefield tapped', () => {
    const cards = compiled(skeleton);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp'], graveyard: [{ id: 'skel', card: 'Reassembling Skeleton' }] },
        },
      },
      [{ activate: 'skel' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Reassembling Skeleton');
    expect(g.find('Reassembling Skeleton')?.tapped).toBe(true);
  });

  it('on the battlefield the ability does not work: it works only in the graveyard', () => {
    const cards = compiled(skeleton);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Swamp', 'Swamp', { id: 'skel', card: 'Reassembling Skeleton' }] } },
      },
      [{ activate: 'skel' }],
      { cards },
    );
    expect(g.error).toMatch(/only from its owner's graveyard/);
  });

  it("an opponent can't activate it from its owner's graveyard", () => {
    const cards = compiled(skeleton);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp'] },
          p2: { graveyard: [{ id: 'skel', card: 'Reassembling Skeleton' }] },
        },
      },
      [{ activate: 'skel' }],
      { cards },
    );
    expect(g.error).toMatch(/only from its owner's graveyard/);
    expect(g.names('p2', 'graveyard')).toEqual(['Reassembling Skeleton']);
  });

  it('Abzan Devotee goes to its owner’s hand; activated twice, the second finds no card in the graveyard (CR 400.7)', () => {
    const cards = compiled(devotee);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
            graveyard: [{ id: 'dev', card: 'Abzan Devotee' }],
          },
        },
      },
      [{ activate: 'dev', ability: 1 }, { activate: 'dev', ability: 1 }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Abzan Devotee']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Abzan Devotee')).toEqual([]);
  });

  it('near miss: a triggered ability about what the card was attached to, returning it from the graveyard (Genju of the Fields), stays text', () => {
    const genju = card(
      'Genju of the Fields',
      '{W}',
      'Enchantment — Aura',
      'Enchant Plains\n{2}: Until end of turn, enchanted Plains becomes a 2/5 white Spirit creature with "Whenever this creature deals damage, its controller gains that much life." It\'s still a land.\nWhen enchanted Plains is put into a graveyard, you may return this card from your graveyard to your hand.',
    );
    // A leaves-the-battlefield ability of the Aura looks back in time (CR 603.10a): it works on the
    // battlefield, not from the graveyard (graveyard-triggers.test.ts reads the ones that do).
    expect(unenforced(genju)).toContain(
      'When enchanted Plains is put into a graveyard, you may return this card from your graveyard to your hand.',
    );
  });
});
