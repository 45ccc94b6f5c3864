// More "as it enters" wordings on compiled real cards: "Grimgrin enters tapped and doesn't untap
// during your untap step" (the replacement, CR 614.1d, and the restriction, 302.6); "This artifact
// enters tapped and with three charge counters on it" (both replacements, 614.1c–d); "This
// creature enters with twice X +1/+1 counters on it" (CR 107.3m, 614.1c); "As this enchantment
// enters, choose a nonland card name." with "Spells with the chosen name can't be cast." (Nevermore;
// CR 614.12, 601.3). Near misses stay text: "Activated abilities of sources with the chosen name
// can't be activated" (Phyrexian Revoker), a list of counters (Agent's Toolkit).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const grimgrin = card(
  'Grimgrin, Corpse-Born',
  '{3}{U}{B}',
  'Legendary Creature — Zombie Warrior',
  "Grimgrin enters tapped and doesn't untap during your untap step.\nSacrifice another creature: Untap Grimgrin and put a +1/+1 counter on it.\nWhenever Grimgrin attacks, destroy target creature defending player controls, then put a +1/+1 counter on Grimgrin.",
  '5/5',
);
const sphere = card(
  'Sphere of the Suns',
  '{2}',
  'Artifact',
  'This artifact enters tapped and with three charge counters on it.\n{T}, Remove a charge counter from this artifact: Add one mana of any color.',
);
const guests = card(
  'Banquet Guests',
  '{X}{G}{W}',
  'Creature — Halfling Citizen',
  'Affinity for Foods (This spell costs {1} less to cast for each Food you control.)\nTrample\nThis creature enters with twice X +1/+1 counters on it.\n{2}, Sacrifice a Food: This creature gains indestructible until end of turn.',
  '0/0',
);
const nevermore = card(
  'Nevermore',
  '{1}{W}{W}',
  'Enchantment',
  "As this enchantment enters, choose a nonland card name.\nSpells with the chosen name can't be cast.",
);
const CARDS = compiled(grimgrin, sphere, guests, nevermore);

describe('enters tapped and … (CR 614.1c–d)', () => {
  it("Grimgrin enters tapped and stays tapped through its controller's untap step", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'g', card: 'Grimgrin, Corpse-Born' }],
            battlefield: [{ id: 'island', card: 'Island' }, 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
            library: ['Island', 'Island'],
          },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'g' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('g')).toMatchObject({ zone: 'battlefield', tapped: true });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.get('g').tapped).toBe(true);
    expect(g.get('island').tapped).toBe(false);
  });

  it('Sphere of the Suns enters tapped with three charge counters', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: [{ id: 's', card: 'Sphere of the Suns' }], battlefield: ['Swamp', 'Swamp'] }, p2: {} },
      },
      [{ cast: 's' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('s')).toMatchObject({ zone: 'battlefield', tapped: true, counters: { charge: 3 } });
  });
});

describe('enters with twice X counters (CR 107.3m)', () => {
  it('Banquet Guests cast with X = 2 enters with four +1/+1 counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'b', card: 'Banquet Guests' }], battlefield: ['Forest', 'Forest', 'Plains', 'Plains'] },
          p2: {},
        },
      },
      [{ cast: 'b', x: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('b')).toMatchObject({ zone: 'battlefield', counters: { '+1/+1': 4 } });
  });
});

describe('"choose a nonland card name" and "Spells with the chosen name can\'t be cast" (CR 614.12, 601.3)', () => {
  it('Nevermore naming Lightning Bolt: no player can cast it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'n', card: 'Nevermore' }], battlefield: ['Plains', 'Plains', 'Plains'] },
          p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'n' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'name', rule: '614.12' });
    g.act({ decide: 'Lightning Bolt' });
    expect(g.get('n')).toMatchObject({ zone: 'battlefield', chosenName: 'Lightning Bolt' });
    g.act({ pass: true });
    expect(() => g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] })).toThrow(
      /spells named Lightning Bolt can't be cast \(Nevermore\)/,
    );
  });

  it('near miss stays text: activated abilities of sources with the chosen name', () => {
    expect(
      unenforced(
        card(
          'Phyrexian Revoker',
          '{2}',
          'Artifact Creature — Phyrexian Horror',
          "As this creature enters, choose a nonland card name.\nActivated abilities of sources with the chosen name can't be activated.",
          '2/1',
        ),
      ),
    ).toEqual(["Activated abilities of sources with the chosen name can't be activated."]);
    // Agent's Toolkit's "enters with a +1/+1 counter, a flying counter, …" is read now (counter-kinds.test.ts).
  });
});
