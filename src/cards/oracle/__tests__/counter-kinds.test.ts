// "Put a +1/+1 counter and a lifelink counter on target creature", "Put a +1/+1 counter, a reach
// counter, and a deathtouch counter on target creature": counters of several kinds on one object,
// named once (one target). A keyword counter gives its permanent that keyword (CR 122.1b).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const fangs = card(
  'Unexpected Fangs',
  '{1}{B}',
  'Instant',
  'Put a +1/+1 counter and a lifelink counter on target creature.',
);
const viper = card(
  'Gift of the Viper',
  '{G}',
  'Instant',
  'Put a +1/+1 counter, a reach counter, and a deathtouch counter on target creature. Untap it.',
);
const pummeler = card(
  'Sagu Pummeler',
  '{3}{G}',
  'Creature — Beast',
  'Reach\nRenew — {4}{G}, Exile this card from your graveyard: Put two +1/+1 counters and a reach counter on target creature. Activate only as a sorcery.',
  '4/4',
);
// Near miss: Arwen's "… on that creature and a +1/+1 counter and a lifelink counter on Arwen".
const arwen = card(
  'Arwen, Mortal Queen',
  '{1}{G}{W}',
  'Legendary Creature — Elf Noble',
  'Arwen enters with an indestructible counter on it.\n{1}, Remove an indestructible counter from Arwen: Another target creature gains indestructible until end of turn. Put a +1/+1 counter and a lifelink counter on that creature and a +1/+1 counter and a lifelink counter on Arwen.',
  '2/2',
);

const cards = compiled(fangs, viper, pummeler);
const library = ['Swamp', 'Swamp', 'Swamp'];

describe('"Put a +1/+1 counter and a lifelink counter on target creature"', () => {
  it('Unexpected Fangs: the Bears get both counters, then deal 3 combat damage and their controller gains 3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Swamp', 'Swamp'],
            hand: ['Unexpected Fangs'],
            library,
          },
          p2: { library },
        },
      },
      [{ cast: 'Unexpected Fangs', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toMatchObject({ '+1/+1': 1, lifelink: 1 });
    expect(pt(g, 'bears')).toEqual([3, 3]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(23);
  });

  it('Gift of the Viper: three kinds, one target, and it untaps', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped: true }, 'Forest'],
            hand: ['Gift of the Viper'],
            library,
          },
          p2: { library },
        },
      },
      [{ cast: 'Gift of the Viper', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toMatchObject({ '+1/+1': 1, reach: 1, deathtouch: 1 });
    expect(g.get('bears').tapped).toBe(false);
  });

  it('Sagu Pummeler renew: "two +1/+1 counters and a reach counter" on its one target', () => {
    const forests = Array.from({ length: 5 }, () => 'Forest');
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, ...forests],
            graveyard: ['Sagu Pummeler'],
            library,
          },
          p2: { library },
        },
      },
      [{ activate: 'Sagu Pummeler', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toMatchObject({ '+1/+1': 2, reach: 1 });
    expect(pt(g, 'bears')).toEqual([4, 4]);
    expect(g.names('p1', 'exile')).toEqual(['Sagu Pummeler']);
  });
});

describe('near miss', () => {
  it('kinds on two objects in one list ("… on that creature and … on Arwen") stay text', () => {
    expect(unenforced(arwen)).toHaveLength(1);
  });
});
