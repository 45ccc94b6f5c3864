import { describe, expect, it } from 'vitest';
import { indexCards } from './card-index';
import { cardAliases, normalizeCard } from './faces';
import { fixtureCard } from './test-data';

describe('multi-faced cards read through card_faces', () => {
  it('a transform card is its front face (CR 712.8a): name, cost, type, text and P/T', () => {
    const delver = normalizeCard(fixtureCard('Delver of Secrets // Insectile Aberration'));
    expect(delver).toMatchObject({
      name: 'Delver of Secrets',
      mana_cost: '{U}',
      type_line: 'Creature — Human Wizard',
      power: '1',
      toughness: '1',
      colors: ['U'],
    });
    expect(delver.oracle_text).toMatch(/^At the beginning of your upkeep/);
    expect(delver.card_faces).toHaveLength(2);
  });

  it('an adventurer card is the creature outside the stack (CR 715.4), with the printed P/T', () => {
    const giant = normalizeCard(fixtureCard('Bonecrusher Giant // Stomp'));
    expect(giant).toMatchObject({
      name: 'Bonecrusher Giant',
      mana_cost: '{2}{R}',
      type_line: 'Creature — Giant',
      power: '4',
      toughness: '3',
    });
    expect(giant.oracle_text).not.toMatch(/Stomp/);
  });

  it('a split card keeps both halves (CR 709.4): one name, joined cost and type, both texts', () => {
    const wear = normalizeCard(fixtureCard('Wear // Tear'));
    expect(wear).toMatchObject({ name: 'Wear // Tear', mana_cost: '{1}{R} // {W}', type_line: 'Instant // Instant' });
    expect(wear.oracle_text).toBe(
      'Destroy target artifact.\nFuse (You may cast one or both halves of this card from your hand.)\nDestroy target enchantment.\nFuse (You may cast one or both halves of this card from your hand.)',
    );
  });

  it('a card answers to its face names and its full name; a single-faced card is unchanged', () => {
    expect(cardAliases(fixtureCard('Delver of Secrets // Insectile Aberration'))).toEqual([
      'Delver of Secrets',
      'Delver of Secrets // Insectile Aberration',
      'Insectile Aberration',
    ]);
    const index = indexCards([fixtureCard('Wear // Tear'), fixtureCard('Aura Gnarlid')]);
    expect(index.find('wear')?.name).toBe('Wear // Tear');
    expect(index.find('Wear/Tear')?.name).toBe('Wear // Tear');
    const gnarlid = fixtureCard('Aura Gnarlid');
    expect(normalizeCard(gnarlid)).toBe(gnarlid);
  });
});
