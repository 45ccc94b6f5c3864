// Subjects of static abilities (CR 611.3a, 613): "equipped creatures you control" (creatures an
// Equipment is attached to, CR 301.5), "outlaws you control" (Assassins, Mercenaries, Pirates,
// Rogues and Warlocks, as the cards' reminder text lists), "~ and land creatures you control" (the
// source and each other one, each affected once), with "During your turn" / "As long as" (611.3a:
// checked continuously). Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const knifepoint = card(
  'At Knifepoint',
  '{1}{B}{R}',
  'Enchantment',
  'During your turn, outlaws you control have first strike. (Assassins, Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)\nWhenever you commit a crime, create a 1/1 red Mercenary creature token with "{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a sorcery." This ability triggers only once each turn.',
);
const blackguard = card('Bane Alley Blackguard', '{1}{B}', 'Creature — Human Rogue', '', '1/3');
const advocate = card(
  'Sylvan Advocate',
  '{1}{G}',
  'Creature — Elf Druid Ally',
  'Vigilance\nAs long as you control six or more lands, this creature and land creatures you control get +2/+2.',
  '2/3',
);
const zamriel = card(
  'Zamriel, Seraph of Steel',
  '{2}{W}{W}',
  'Legendary Creature — Angel',
  'Flying\nDuring your turn, equipped creatures you control have indestructible.',
  '3/4',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
const spellbreaker = card(
  'Gruul Spellbreaker',
  '{1}{R}{G}',
  'Creature — Ogre Warrior',
  'Riot (This creature enters with your choice of a +1/+1 counter or haste.)\nTrample\nDuring your turn, you and this creature have hexproof.',
  '3/3',
);
const CARDS = compiled(knifepoint, blackguard, advocate, zamriel, bonesplitter);
const library = ['Island', 'Island', 'Island', 'Island'];

function keywords(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
}

function board(active: 'p1' | 'p2', p1: (string | { id: string; card: string; attachedTo?: string })[]): Game {
  const g = game({ turn: { ...main, active }, players: { p1: { battlefield: p1, library }, p2: { library } } }, [], {
    cards: CARDS,
  });
  expect(g.error).toBeNull();
  return g;
}

describe('static subjects with a condition (CR 611.3a)', () => {
  it('At Knifepoint: during your turn your Rogue has first strike, Grizzly Bears (no outlaw) doesn’t', () => {
    const g = board('p1', ['At Knifepoint', 'Bane Alley Blackguard', 'Grizzly Bears']);
    expect(keywords(g, 'Bane Alley Blackguard')).toContain('first strike');
    expect(keywords(g, 'Grizzly Bears')).not.toContain('first strike');
  });

  it('At Knifepoint: on the opponent’s turn the Rogue has no first strike', () => {
    const g = board('p2', ['At Knifepoint', 'Bane Alley Blackguard']);
    expect(keywords(g, 'Bane Alley Blackguard')).not.toContain('first strike');
  });

  it('Sylvan Advocate with six lands is 4/5 (+2/+2 once, not twice); with five lands 2/3', () => {
    const six = board('p1', ['Sylvan Advocate', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
    expect(pt(six, 'Sylvan Advocate')).toEqual([4, 5]);
    const five = board('p1', ['Sylvan Advocate', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']);
    expect(pt(five, 'Sylvan Advocate')).toEqual([2, 3]);
  });

  it('Zamriel: during your turn the equipped creature is indestructible, the unequipped one isn’t', () => {
    const battlefield = [
      'Zamriel, Seraph of Steel',
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'other', card: 'Grizzly Bears' },
      { id: 'axe', card: 'Bonesplitter', attachedTo: 'bears' },
    ];
    const g = board('p1', battlefield);
    expect(keywords(g, 'bears')).toContain('indestructible');
    expect(keywords(g, 'other')).not.toContain('indestructible');
    expect(keywords(g, 'Zamriel, Seraph of Steel')).not.toContain('indestructible');
    const theirs = board('p2', battlefield);
    expect(keywords(theirs, 'bears')).not.toContain('indestructible');
  });

  it('near miss: "you and this creature have hexproof" (a player and an object) stays text', () => {
    expect(unenforced(spellbreaker)).toEqual(['During your turn, you and this creature have hexproof.']);
  });
});
