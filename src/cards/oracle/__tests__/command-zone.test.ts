// The command zone (CR 408.1) and the nontraditional cards whose abilities function there:
// schemes (CR 314.1, Archenemy 904.1) and vanguards. A scheme the board puts in its owner's
// command zone stands for the top of that player's scheme deck; its owner sets it in motion by hand
// (sandbox mode), and "When you set this scheme in motion, …" triggers. An ongoing scheme's static
// abilities apply while it is face up in the command zone; a vanguard's static and activated
// abilities work from there. A traditional card put in the command zone does nothing there.
import { describe, expect, it } from 'vitest';
import type { CardData } from '../../data/card-data';
import { compileCard } from '../compile';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const nontraditional = (layout: string, name: string, typeLine: string, oracle: string): CardData => ({
  ...card(name, '', typeLine, oracle),
  layout,
});

const roots = nontraditional(
  'scheme',
  'Roots of All Evil',
  'Scheme',
  'When you set this scheme in motion, create five 1/1 green Saproling creature tokens.',
);
const convulsions = nontraditional(
  'scheme',
  'I Delight in Your Convulsions',
  'Scheme',
  'When you set this scheme in motion, each opponent loses 3 life. You gain life equal to the life lost this way.',
);
const fear = nontraditional(
  'scheme',
  'Fear My Authority',
  'Ongoing Scheme',
  "(An ongoing scheme remains face up until it's abandoned.)\nCreatures you control get +2/+2 and have fear. (They can't be blocked except by artifact creatures and/or black creatures.)\nAt the beginning of your upkeep, abandon this scheme unless you discard a card or pay 3 life.",
);
const imprison = nontraditional(
  'scheme',
  'Imprison This Insolent Wretch',
  'Ongoing Scheme',
  "(An ongoing scheme remains face up until it's abandoned.)\nWhen you set this scheme in motion, choose an opponent.\nPermanents the chosen player controls don't untap during their untap step.\nWhen the chosen player is attacked or becomes the target of a spell or ability, abandon this scheme.",
);
const laughter = nontraditional(
  'scheme',
  'My Laughter Echoes',
  'Ongoing Scheme',
  "(An ongoing scheme remains face up until it's abandoned.)\nWhenever you set a non-ongoing scheme in motion, you may abandon this scheme. If you do, set that scheme in motion again.",
);
const maraxus = nontraditional('vanguard', 'Maraxus', 'Vanguard', 'Hand +1, life +2\nCreatures you control get +1/+0.');
const urza = nontraditional(
  'vanguard',
  'Urza',
  'Vanguard',
  'Hand -1, life +10\n{3}: Urza deals 1 damage to any target.',
);
const anthem = card('Glorious Anthem', '{1}{W}{W}', 'Enchantment', 'Creatures you control get +1/+1.');

/** The definition of a card whose every ability but the ones listed stays enforced. */
const def = (c: CardData) => compileCard(c).def;

describe('schemes: "When you set this scheme in motion" (CR 314.1, 904.1)', () => {
  const CARDS = compiled(roots, convulsions);

  it('Roots of All Evil: set in motion from the command zone, its ability creates five 1/1 Saprolings', () => {
    const g = game(
      { turn: main, options: { sandbox: true }, players: { p1: { command: ['Roots of All Evil'] } } },
      [{ setInMotion: 'Roots of All Evil' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(Array(5).fill('Saproling Token (token)'));
    expect(pt(g, 'Saproling Token')).toEqual([1, 1]);
    // The scheme itself stays in the command zone (it is not a permanent, CR 408.1).
    expect(g.names('p1', 'command')).toEqual(['Roots of All Evil']);
  });

  it('I Delight in Your Convulsions: the opponent loses 3, the archenemy gains the 3 lost', () => {
    const g = game(
      { turn: main, options: { sandbox: true }, players: { p1: { command: ['I Delight in Your Convulsions'] } } },
      [{ setInMotion: 'I Delight in Your Convulsions' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(23);
  });

  it('nothing triggers while the scheme only sits in the command zone', () => {
    const g = game(
      { turn: main, options: { sandbox: true }, players: { p1: { command: ['Roots of All Evil'] } } },
      [],
      {
        cards: CARDS,
      },
    );
    expect(g.state.stack).toEqual([]);
    expect(g.names('p1', 'battlefield')).toEqual([]);
  });

  it('only its owner sets it in motion, only in sandbox mode', () => {
    const byOpponent = game(
      { turn: main, options: { sandbox: true }, players: { p1: { command: ['Roots of All Evil'] } } },
      [{ setInMotion: 'Roots of All Evil', player: 'p2' }],
      { cards: CARDS },
    );
    expect(byOpponent.error).toMatch(/owner/);
    const notSandbox = game(
      { turn: main, players: { p1: { command: ['Roots of All Evil'] } } },
      [{ setInMotion: 'Roots of All Evil' }],
      { cards: CARDS },
    );
    expect(notSandbox.error).toMatch(/sandbox/);
  });

  it('a scheme in the hand is not set in motion (only from the command zone)', () => {
    const g = game(
      { turn: main, options: { sandbox: true }, players: { p1: { hand: ['Roots of All Evil'] } } },
      [{ setInMotion: 'Roots of All Evil' }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/command zone/);
  });
});

describe('ongoing schemes and vanguards: abilities from the command zone (CR 408.1)', () => {
  it('Fear My Authority face up: creatures its owner controls get +2/+2 and fear; the abandon line stays text', () => {
    expect(unenforced(fear)).toEqual([
      'At the beginning of your upkeep, abandon this scheme unless you discard a card or pay 3 life.',
    ]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { command: ['Fear My Authority'], battlefield: [{ id: 'mine', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: [def(fear)] },
    );
    expect(pt(g, 'mine')).toEqual([4, 4]);
    expect(pt(g, 'theirs')).toEqual([2, 2]);
  });

  it("Maraxus: its owner's creatures get +1/+0; the hand and life modifiers stay text", () => {
    expect(unenforced(maraxus)).toEqual(['Hand +1, life +2']);
    const g = game(
      {
        turn: main,
        players: {
          p1: { command: ['Maraxus'], battlefield: [{ id: 'mine', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: [def(maraxus)] },
    );
    expect(pt(g, 'mine')).toEqual([3, 2]);
    expect(pt(g, 'theirs')).toEqual([2, 2]);
  });

  it('Urza: its activated ability is activated from the command zone', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { command: ['Urza'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
        },
      },
      [{ activate: 'Urza', targets: ['p2'] }, { pass: true }],
      { cards: [def(urza)] },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
  });

  it('moved out of the command zone, an ongoing scheme stops applying', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: { p1: { command: ['Fear My Authority'], battlefield: [{ id: 'mine', card: 'Grizzly Bears' }] } },
      },
      [{ move: 'Fear My Authority', to: 'sideboard' }],
      { cards: [def(fear)] },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'mine')).toEqual([2, 2]);
  });

  it('a traditional card in the command zone does nothing there (Glorious Anthem)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { command: ['Glorious Anthem'], battlefield: [{ id: 'mine', card: 'Grizzly Bears' }] } },
      },
      [],
      { cards: compiled(anthem) },
    );
    expect(pt(g, 'mine')).toEqual([2, 2]);
  });
});

describe('near misses that stay text', () => {
  it('"When you set this scheme in motion, choose an opponent" (a chosen player nothing records) stays text', () => {
    expect(unenforced(imprison)).toContain('When you set this scheme in motion, choose an opponent.');
  });
  it('"Whenever you set a non-ongoing scheme in motion" (another scheme) stays text', () => {
    expect(unenforced(laughter)).toEqual([
      'Whenever you set a non-ongoing scheme in motion, you may abandon this scheme. If you do, set that scheme in motion again.',
    ]);
  });
});
