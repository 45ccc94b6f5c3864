// A "when this creature dies" ability a resolved spell gives a creature until end of turn
// ("Until end of turn, target creature gains \"When this creature dies, return it to the
// battlefield tapped …\"", CR 611.2, 613.1f): a leaves-the-battlefield ability looks back in time
// (603.10a), so the creature that dies with it triggers from its last-known information, and the
// ability is the dead creature's (its "it" is the card in the graveyard, 400.7). Once the effect
// has ended (cleanup, 514.2) the creature no longer has it; the object that returns is a new
// one without it (400.7). A sentence may follow the quotation, whose own period ends it ("…
// return it to its owner's hand.\" Draw a card."). Near misses stay text: the same ability given
// by a static ability (its source may leave at the same time), a quoted trigger on two events.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const feign = card(
  'Feign Death',
  '{B}',
  'Instant',
  'Until end of turn, target creature gains "When this creature dies, return it to the battlefield tapped under its owner\'s control with a +1/+1 counter on it."',
);
const stamina = card(
  'Supernatural Stamina',
  '{B}',
  'Instant',
  'Until end of turn, target creature gets +2/+0 and gains "When this creature dies, return it to the battlefield tapped under its owner\'s control."',
);
const rebirth = card(
  'Verdant Rebirth',
  '{1}{G}',
  'Instant',
  'Until end of turn, target creature gains "When this creature dies, return it to its owner\'s hand."\nDraw a card.',
);
const showstopper = card(
  'Showstopper',
  '{1}{B}{R}',
  'Instant',
  'Until end of turn, creatures you control gain "When this creature dies, it deals 2 damage to target creature an opponent controls."',
);
const diviner = card(
  'Expedition Diviner',
  '{2}{U}',
  'Creature — Human Wizard',
  'Flying\nAs long as you control another Wizard, this creature has "When this creature dies, draw a card."',
  '2/1',
);
const intervention = card(
  "Ashnod's Intervention",
  '{B}',
  'Instant',
  'Until end of turn, target creature gets +2/+0 and gains "When this creature dies or is put into exile from the battlefield, return it to its owner\'s hand."',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(feign, stamina, rebirth, showstopper, giant);

const LIBRARY = ['Island', 'Island', 'Island'];

describe('"Until end of turn, target creature gains \\"When this creature dies, …\\"" (CR 603.10a, 611.2)', () => {
  it('Feign Death: the creature bolted returns tapped with a +1/+1 counter; bolted again it stays dead', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Feign Death', 'Lightning Bolt', 'Lightning Bolt'],
            battlefield: ['Swamp', 'Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [
        { cast: 'Feign Death', targets: ['bears'] },
        { pass: true },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['bears'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The dies trigger went on the stack; it resolves once both pass.
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('bears').zone).toBe('battlefield');
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('bears').counters['+1/+1']).toBe(1);
    expect(pt(g, 'bears')).toEqual([3, 3]);
    // A new object (CR 400.7): the ability was the old one's.
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('bears').zone).toBe('graveyard');
    expect(g.state.stack).toEqual([]);
  });

  it('Supernatural Stamina: +2/+0, and the creature that dies in combat returns tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Supernatural Stamina'], battlefield: ['Swamp', { id: 'bears', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Supernatural Stamina', targets: ['bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(pt(g, 'bears')).toEqual([4, 2]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ block: { giant: 'bears' }, player: 'p2' });
    for (let i = 0; i < 8 && (g.get('giant').zone === 'battlefield' || g.state.stack.length); i++)
      g.act({ pass: true });
    expect(g.error).toBeNull();
    // Both died (4 damage to the 3/3 Giant, 3 to the 4/2 Bears); only the Bears come back.
    expect(g.get('giant').zone).toBe('graveyard');
    expect(g.get('bears').zone).toBe('battlefield');
    expect(g.get('bears').tapped).toBe(true);
    // The new object is a 2/2: the +2/+0 was the old one's (CR 400.7).
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it("Verdant Rebirth: a card is drawn at once; the creature returns to its owner's hand when it dies", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Verdant Rebirth', 'Lightning Bolt'],
            battlefield: ['Forest', 'Forest', 'Mountain'],
            library: LIBRARY,
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Verdant Rebirth', targets: ['bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(2);
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    for (let i = 0; i < 4 && g.get('bears').zone !== 'hand'; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    // Its owner's hand (p2's), though p1's spell gave the ability.
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('Feign Death: after the cleanup step the creature no longer has the ability (CR 514.2)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Feign Death'], battlefield: ['Swamp', { id: 'bears', card: 'Grizzly Bears' }] },
          p2: { hand: ['Lightning Bolt'], battlefield: ['Mountain'], library: LIBRARY },
        },
      },
      [{ cast: 'Feign Death', targets: ['bears'] }, { pass: true }, { pass: true }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Lightning Bolt', targets: ['bears'], player: 'p2' });
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('bears').zone).toBe('graveyard');
  });

  it('Showstopper: each creature you control then deals 2 damage as it dies (its own last-known ability)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Showstopper', 'Lightning Bolt'],
            battlefield: ['Swamp', 'Mountain', 'Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
          },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Showstopper' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.get('bears').zone).toBe('graveyard');
    // The only creature an opponent controls is the trigger's target (CR 603.3d).
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('giant').damage).toBe(2);
  });

  it('near misses stay text: a static ability giving it, a quoted trigger on two events', () => {
    expect(unenforced(diviner)).toEqual([
      'As long as you control another Wizard, this creature has "When this creature dies, draw a card."',
    ]);
    expect(unenforced(intervention)).toHaveLength(1);
  });
});
