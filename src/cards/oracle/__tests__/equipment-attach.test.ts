// An Equipment attaching itself by its own triggered ability (CR 701.3a, 301.5c): "When this
// Equipment enters, attach it to target creature you control" and "Whenever equipped creature
// dies, attach this Equipment to target creature you control". Real pool cards, played in the
// engine; the near miss (another permanent's "attach it") stays text.
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const starkTech = card(
  'Stolen Stark Tech',
  '{1}{B}',
  'Artifact — Equipment',
  'When this Equipment enters, attach it to target creature you control. That creature gains indestructible until end of turn. (Damage and effects that say "destroy" don\'t destroy it.)\nEquipped creature gets +1/+0.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)',
);
const forebear = card(
  "Forebear's Blade",
  '{3}',
  'Artifact — Equipment',
  'Equipped creature gets +3/+0 and has vigilance and trample.\nWhenever equipped creature dies, attach this Equipment to target creature you control.\nEquip {3}',
);
const sigardasAid = card(
  "Sigarda's Aid",
  '{W}',
  'Enchantment',
  'You may cast Aura and Equipment spells as though they had flash.\nWhenever an Equipment you control enters, you may attach it to target creature you control.',
);

describe('an Equipment attaches itself (CR 701.3a)', () => {
  it('Stolen Stark Tech enters: attached to the target creature, which gets +1/+0 and indestructible', () => {
    const cards = compiled(starkTech);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Stolen Stark Tech'] },
        },
      },
      [{ cast: 'Stolen Stark Tech' }, { pass: true }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('Stolen Stark Tech').attachedTo).toBe(g.get('bears').id);
    expect(pt(g, 'bears')).toEqual([3, 2]);
    expect(g.has('AuraAttached', '701.3a')).toBe(true);
  });

  it("Forebear's Blade: its creature dies, and it moves to the other creature (+3/+0)", () => {
    const cards = compiled(forebear);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'doomed', card: 'Grizzly Bears', damage: 2 },
              { id: 'blade', card: "Forebear's Blade", attachedTo: 'doomed' },
              { id: 'next', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ pass: true }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('blade').attachedTo).toBe(g.get('next').id);
    expect(pt(g, 'next')).toEqual([5, 2]);
  });

  it('an "attach" instruction whose object is not an Aura or Equipment does nothing (CR 701.3a)', () => {
    // A scripted trigger that names its own creature: attaching can't move a creature.
    const odd: CardDef = {
      name: 'Test Attaching Creature',
      manaCost: '{1}',
      typeLine: 'Creature — Construct',
      power: 1,
      toughness: 1,
      oracle: 'When this creature enters, attach it to target land you control.',
      triggered: [
        {
          on: { event: 'zoneChange', what: 'self', to: 'battlefield' },
          targets: [
            {
              filter: { objects: { types: ['land'], controller: 'you' } },
              min: 1,
              max: 1,
              label: 'target land you control',
            },
          ],
          steps: [{ do: 'attach', what: { ref: 'source' }, to: { ref: 'target', slot: 0 } }],
          text: 'When this creature enters, attach it to target land you control.',
        },
      ],
    } as CardDef;
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Test Attaching Creature'] },
        },
      },
      [{ cast: 'Test Attaching Creature' }, { pass: true }, { pass: true }, { pass: true }],
      { cards: [odd] },
    );
    expect(g.error).toBeNull();
    expect(g.get('Test Attaching Creature').attachedTo ?? null).toBeNull();
    expect(g.has('NothingHappened', '701.3a')).toBe(true);
  });

  it("near miss: Sigarda's Aid attaching another permanent (an Equipment that entered) stays text", () => {
    expect(unenforced(sigardasAid)).toContain(
      'Whenever an Equipment you control enters, you may attach it to target creature you control.',
    );
  });
});
