// "When enchanted creature dies, return this card to its owner's hand" (Angelic Destiny): by the
// time the trigger resolves, the Aura has been put into its owner's graveyard as a state-based
// action (CR 704.5m) and is a new object (400.7) that the ability's reference to its source
// doesn't follow, so the engine would move nothing: the ability stays text rather than be
// enforced as doing nothing. "Return that card" (the creature's card, Squee's Embrace) is read.
import { describe, expect, it } from 'vitest';
import { card } from './card';
import { unenforced } from './compiled';

const angelicDestiny = card(
  'Angelic Destiny',
  '{2}{W}{W}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature gets +4/+4, has flying and first strike, and is an Angel in addition to its other types.\nWhen enchanted creature dies, return this card to its owner's hand.",
);
const nurglesRot = card(
  "Nurgle's Rot",
  '{B}',
  'Enchantment — Aura',
  "Enchant creature an opponent controls\nWhen enchanted creature dies, return this card to its owner's hand and you create a 1/3 black Demon creature token named Plaguebearer of Nurgle.",
);
const squeesEmbrace = card(
  "Squee's Embrace",
  '{R}{G}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature gets +2/+2.\nWhen enchanted creature dies, return that card to its owner's hand.",
);

describe('an Aura returning "this card" after its enchanted creature dies', () => {
  it('stays text: the Aura is already a new object in the graveyard (CR 704.5m, 400.7)', () => {
    expect(unenforced(angelicDestiny)).toEqual(["When enchanted creature dies, return this card to its owner's hand."]);
    expect(unenforced(nurglesRot)).toHaveLength(1);
  });

  it('"return that card" (the dead creature\'s card) is still read', () => {
    expect(unenforced(squeesEmbrace)).toEqual([]);
  });
});
