// "… becomes a copy of …" (CR 707.2, 613.2a layer 1; 707.9b exceptions; 611.2a durations): real
// cards played. The permanent takes the copied object's copiable values — name, types, P/T,
// abilities — and keeps its counters, tapped state and other effects; "until end of turn" ends
// at cleanup (514.2) and "until your next turn" as that turn begins (500.5); with no duration it
// stays. Leaving the battlefield, it is its own card again (400.7).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const mirror = card(
  'Mirage Mirror',
  '{3}',
  'Artifact',
  '{2}: This artifact becomes a copy of target artifact, creature, enchantment, or land until end of turn.',
);
const mirrorweave = card(
  'Mirrorweave',
  '{2}{W/U}{W/U}',
  'Instant',
  'Each other creature becomes a copy of target nonlegendary creature until end of turn.',
);
const nanogene = card(
  'Nanogene Conversion',
  '{3}{U}',
  'Sorcery',
  "Choose target creature you control. Each other creature becomes a copy of that creature until end of turn, except it isn't legendary.",
);
const polymorph = card(
  'True Polymorph',
  '{4}{U}{U}',
  'Instant',
  'Target artifact or creature becomes a copy of another target artifact or creature.',
);
const shapesharer = card(
  'Shapesharer',
  '{1}{U}',
  'Creature — Shapeshifter',
  'Changeling (This card is every creature type.)\n{2}{U}: Target Shapeshifter becomes a copy of target creature until your next turn.',
  '1/1',
);
const shivan = card(
  'Shivan Dragon',
  '{4}{R}{R}',
  'Creature — Dragon',
  'Flying\n{R}: This creature gets +1/+0 until end of turn.',
  '5/5',
);
const thief = card(
  'Identity Thief',
  '{2}{U}{U}',
  'Creature — Shapeshifter',
  "Whenever this creature attacks, you may exile another target nontoken creature. If you do, this creature becomes a copy of that creature until end of turn. Return the exiled card to the battlefield under its owner's control at the beginning of the next end step.",
  '0/3',
);
const CARDS = compiled(mirror, mirrorweave, nanogene, polymorph, shapesharer, shivan, thief);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

describe('becomes a copy of (CR 707.2, 613.2a)', () => {
  it('Mirage Mirror copying Shivan Dragon: a 5/5 flying Dragon named Shivan Dragon, until end of turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', { id: 'mirror', card: 'Mirage Mirror' }] },
          p2: { battlefield: [{ id: 'dragon', card: 'Shivan Dragon' }] },
        },
      },
      [{ activate: 'mirror', targets: ['dragon'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const c = chars(g, 'mirror');
    expect(c.names).toEqual(['Shivan Dragon']);
    expect(c.types).toEqual(['creature']);
    expect(c.subtypes).toEqual(['Dragon']);
    expect(pt(g, 'mirror')).toEqual([5, 5]);
    expect(c.keywords).toContain('flying');
    // Still p1's permanent (control is layer 2, not copied).
    expect(g.get('mirror').controller).toBe('p1');
    g.act({ advance: 'next-turn' });
    const back = chars(g, 'mirror');
    expect(back.names).toEqual(['Mirage Mirror']);
    expect(back.types).toEqual(['artifact']);
    expect(pt(g, 'mirror')).toEqual([null, null]);
  });

  it("Mirage Mirror copying Shivan Dragon has the Dragon's {R} ability and not its own {2} ability", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Mountain', 'Island', 'Island', { id: 'mirror', card: 'Mirage Mirror' }],
          },
          p2: {
            battlefield: [
              { id: 'dragon', card: 'Shivan Dragon' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'mirror', targets: ['dragon'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'mirror').names).toEqual(['Shivan Dragon']);
    // Its only ability now is the copied "{R}: This creature gets +1/+0 until end of turn."
    g.act({ activate: 'mirror' });
    g.act({ pass: true });
    expect(pt(g, 'mirror')).toEqual([6, 5]);
    expect(() => g.act({ activate: 'mirror', ability: 1, targets: ['bears'] })).toThrow();
  });

  it('Mirrorweave: every other creature becomes a Grizzly Bears until end of turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'mw', card: 'Mirrorweave' }],
            battlefield: ['Plains', 'Plains', 'Island', 'Island', { id: 'angel', card: 'Shivan Dragon' }],
          },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'sorc', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ cast: 'mw', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    for (const id of ['angel', 'sorc', 'bears']) {
      expect(chars(g, id).names).toEqual(['Grizzly Bears']);
      expect(pt(g, id)).toEqual([2, 2]);
    }
    expect(chars(g, 'angel').keywords).not.toContain('flying');
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'angel').names).toEqual(['Shivan Dragon']);
    expect(pt(g, 'angel')).toEqual([5, 5]);
    expect(chars(g, 'sorc').names).toEqual(['Giant Spider']);
  });

  it('Nanogene Conversion copying Isamaru: the others are nonlegendary Isamarus, Isamaru itself stays legendary', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'ng', card: 'Nanogene Conversion' }],
            battlefield: ['Island', 'Island', 'Island', 'Island', { id: 'dog', card: 'Isamaru, Hound of Konda' }],
          },
          p2: { battlefield: [{ id: 'angel', card: 'Shivan Dragon' }], library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'ng', targets: ['dog'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const a = chars(g, 'angel');
    expect(a.names).toEqual(['Isamaru, Hound of Konda']);
    expect(a.supertypes).not.toContain('legendary');
    expect(pt(g, 'angel')).toEqual([2, 2]);
    // The copied creature is not "each other creature" (CR 707.9b applies to the copies only).
    expect(chars(g, 'dog').supertypes).toContain('legendary');
    // Still p2's Dragon: two nonlegendary copies don't meet the legend rule (CR 704.5j).
    expect(g.get('angel').zone).toBe('battlefield');
    expect(g.get('angel').controller).toBe('p2');
  });

  it('True Polymorph: no duration, so the copy lasts into the next turns; its counters stay (CR 611.2a, 707.2)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'tp', card: 'True Polymorph' }],
            battlefield: [
              'Island',
              'Island',
              'Island',
              'Island',
              'Island',
              'Island',
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            ],
            library: ['Island', 'Island', 'Island'],
          },
          p2: { battlefield: [{ id: 'angel', card: 'Shivan Dragon' }], library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'tp', targets: ['bears', 'angel'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'bears').names).toEqual(['Shivan Dragon']);
    expect(pt(g, 'bears')).toEqual([6, 6]);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'bears').names).toEqual(['Shivan Dragon']);
    expect(pt(g, 'bears')).toEqual([6, 6]);
  });

  it("Shapesharer: until p1's next turn — still a copy through p2's turn, itself again when p1's turn begins", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', { id: 'ss', card: 'Shapesharer' }],
            library: ['Island', 'Island', 'Island'],
          },
          p2: { battlefield: [{ id: 'angel', card: 'Shivan Dragon' }], library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ activate: 'ss', targets: ['ss', 'angel'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'ss').names).toEqual(['Shivan Dragon']);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(chars(g, 'ss').names).toEqual(['Shivan Dragon']);
    expect(pt(g, 'ss')).toEqual([5, 5]);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(chars(g, 'ss').names).toEqual(['Shapesharer']);
    expect(pt(g, 'ss')).toEqual([1, 1]);
  });

  it('Identity Thief exiles Shivan Dragon and becomes a copy of it as it last existed (CR 608.2h), until end of turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'thief', card: 'Identity Thief' }], library: ['Island', 'Island', 'Island'] },
          p2: { battlefield: [{ id: 'dragon', card: 'Shivan Dragon' }], library: ['Island', 'Island', 'Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['thief'] });
    // The Dragon is the one legal target: chosen for p1 (CR 115.1).
    expect(g.stack()).toEqual(['Identity Thief ability']);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p2', 'exile')).toEqual(['Shivan Dragon']);
    expect(chars(g, 'thief').names).toEqual(['Shivan Dragon']);
    expect(pt(g, 'thief')).toEqual([5, 5]);
    expect(chars(g, 'thief').keywords).toContain('flying');
    g.act({ advance: 'next-turn' });
    expect(chars(g, 'thief').names).toEqual(['Identity Thief']);
    expect(pt(g, 'thief')).toEqual([0, 3]);
    expect(g.names('p2', 'battlefield')).toEqual(['Shivan Dragon']);
  });

  it('near misses stay text: "except it has this ability", "except his name is …", a copy of "that card"', () => {
    const cryptoplasm = card(
      'Cryptoplasm',
      '{1}{U}{U}',
      'Creature — Shapeshifter',
      'At the beginning of your upkeep, you may have this creature become a copy of another target creature, except it has this ability.',
      '2/2',
    );
    const impossible = card(
      'Impossible Man',
      '{2}{U}',
      'Legendary Creature — Alien Shapeshifter',
      'Flying\n{2}{U}: Impossible Man becomes a copy of another target permanent until end of turn, except his name is Impossible Man.',
      '1/4',
    );
    const scion = card(
      'Scion of the Ur-Dragon',
      '{W}{U}{B}{R}{G}',
      'Legendary Creature — Dragon Avatar',
      'Flying\n{2}: Search your library for a Dragon permanent card and put it into your graveyard. If you do, Scion of the Ur-Dragon becomes a copy of that card until end of turn. Then shuffle.',
      '4/4',
    );
    expect(unenforced(cryptoplasm)).toHaveLength(1);
    expect(unenforced(impossible)).toEqual([expect.stringMatching(/^\{2\}\{U\}: Impossible Man becomes a copy/)]);
    expect(unenforced(scion)).toEqual([expect.stringMatching(/^\{2\}: Search your library/)]);
  });
});
