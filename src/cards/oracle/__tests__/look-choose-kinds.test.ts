// Choosing among the top cards of a library looked at or revealed (CR 401.2, 401.4, 608.2c,
// 701.20a): "any number of creature cards", "up to one land card … and up to one Elf card …",
// "a Mount creature card or a Plains card" (one card of either kind), "an Angel card, a Demon card,
// and/or a Dragon card" (up to one of each), "put the revealed cards / that card into your hand",
// "Then put all cards revealed this way that weren't put onto the battlefield into your graveyard",
// "…, then shuffle". The cards chosen must match; the rest go where the text says. Real pool cards.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const stampede = card(
  'Lead the Stampede',
  '{2}{G}',
  'Sorcery',
  'Look at the top five cards of your library. You may reveal any number of creature cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.',
);
const genesisWave = card(
  'Genesis Wave',
  '{X}{G}{G}{G}',
  'Sorcery',
  "Reveal the top X cards of your library. You may put any number of permanent cards with mana value X or less from among them onto the battlefield. Then put all cards revealed this way that weren't put onto the battlefield into your graveyard.",
);
const seeker = card(
  'Frontier Seeker',
  '{1}{W}',
  'Creature — Human Scout',
  'When this creature enters, look at the top five cards of your library. You may reveal a Mount creature card or a Plains card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
  '2/1',
);
const kaalia = card(
  'Kaalia, Zenith Seeker',
  '{R}{W}{B}',
  'Legendary Creature — Human Cleric',
  'Flying, vigilance\nWhen Kaalia enters, look at the top six cards of your library. You may reveal an Angel card, a Demon card, and/or a Dragon card from among them and put them into your hand. Put the rest on the bottom of your library in a random order.',
  '3/3',
);
const bounty = card(
  'Bounty of Skemfar',
  '{2}{G}',
  'Sorcery',
  'Reveal the top six cards of your library. You may put up to one land card from among them onto the battlefield tapped and up to one Elf card from among them into your hand. Put the rest on the bottom of your library in a random order.',
);
const forestGate = card(
  'Through the Forest Gate',
  '{6}{G}{G}',
  'Sorcery',
  'Look at the top twenty cards of your library, put any number of land cards from among them onto the battlefield tapped, then shuffle. You gain 8 life.',
);
const bighorn = card(
  'Bridled Bighorn',
  '{3}{W}',
  'Creature — Sheep Mount',
  'Vigilance\nWhenever this creature attacks while saddled, create a 1/1 white Sheep creature token.\nSaddle 2 (Tap any number of other creatures you control with total power 2 or more: This Mount becomes saddled until end of turn. Saddle only as a sorcery.)',
  '3/4',
);
const angel = card('Angel of Light', '{4}{W}', 'Creature — Angel', 'Flying, vigilance', '3/3');
const dragon = card('Adult Gold Dragon', '{3}{R}{W}', 'Creature — Dragon', 'Flying, lifelink, haste', '4/3');
const CARDS = compiled(stampede, genesisWave, seeker, kaalia, bounty, forestGate, bighorn, angel, dragon);

const forests = (n: number) => Array.from({ length: n }, () => 'Forest');

describe('choosing among the top cards by kind (CR 608.2c, 701.20a)', () => {
  it('Lead the Stampede: any number of the creature cards revealed into the hand, the rest on the bottom in the order chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: forests(3),
            hand: ['Lead the Stampede'],
            library: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
              { id: 'forest', card: 'Forest' },
              { id: 'elves', card: 'Llanowar Elves' },
              { id: 'bolt', card: 'Lightning Bolt' },
              { id: 'island', card: 'Island' },
            ],
          },
        },
      },
      [{ cast: 'Lead the Stampede' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    // Every creature card among the five, none to all of them; not the sixth card.
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', rule: RULE.lookAtLibrary, min: 0, max: 3 });
    expect(d?.candidates).toEqual(['bears', 'spider', 'elves'].map((r) => g.get(r).id));
    g.act({ decide: ['bears', 'elves'].map((r) => g.get(r).id) });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOrder', rule: RULE.libraryOrder });
    g.act({ decide: ['bolt', 'spider', 'forest'].map((r) => g.get(r).id) });
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    expect(g.state.players.p1.library).toEqual(['island', 'bolt', 'spider', 'forest'].map((r) => g.get(r).id));
    // The cards put into the hand were revealed.
    expect(g.has('Revealed')).toBe(true);
  });

  it('Genesis Wave (X=3): permanent cards with mana value 3 or less onto the battlefield, every other revealed card into the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: forests(6),
            hand: ['Genesis Wave'],
            library: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
              { id: 'forest', card: 'Forest' },
              { id: 'island', card: 'Island' },
            ],
          },
        },
      },
      [{ cast: 'Genesis Wave', x: 3 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    // Giant Spider has mana value 4; the Island was not revealed.
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 2 });
    expect(d?.candidates).toEqual(['bears', 'forest'].map((r) => g.get(r).id));
    g.act({ decide: [g.get('bears').id] });
    expect(g.get('bears')).toMatchObject({ zone: 'battlefield', controller: 'p1' });
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Genesis Wave', 'Giant Spider']);
    expect(g.state.players.p1.library).toEqual([g.get('island').id]);
  });

  it('Frontier Seeker: a Mount creature card or a Plains card, not another creature or land', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains'],
            hand: ['Frontier Seeker'],
            library: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'horn', card: 'Bridled Bighorn' },
              { id: 'forest', card: 'Forest' },
              { id: 'plains', card: 'Plains' },
              'Lightning Bolt',
            ],
          },
        },
      },
      [{ cast: 'Frontier Seeker' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    expect(d?.candidates).toEqual(['horn', 'plains'].map((r) => g.get(r).id));
    g.act({ decide: [g.get('plains').id] });
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
    expect(g.state.players.p1.library).toHaveLength(4);
  });

  it('Kaalia: up to one Angel, one Demon and one Dragon card, each among the cards not yet chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Plains', 'Swamp'],
            hand: ['Kaalia, Zenith Seeker'],
            library: [
              { id: 'angel', card: 'Angel of Light' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'dragon', card: 'Adult Gold Dragon' },
              'Forest',
              'Island',
              'Plains',
            ],
          },
        },
      },
      [{ cast: 'Kaalia, Zenith Seeker' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The Angel card first (the Demon pick has no candidate and asks nothing), then the Dragon card.
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('angel').id]);
    g.act({ decide: [g.get('angel').id] });
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('dragon').id]);
    g.act({ decide: [g.get('dragon').id] });
    expect(g.names('p1', 'hand').sort()).toEqual(['Adult Gold Dragon', 'Angel of Light']);
    expect(g.state.players.p1.library).toHaveLength(4);
    expect(g.get('bears').zone).toBe('library');
  });

  it('Bounty of Skemfar: up to one land card onto the battlefield tapped, up to one Elf card into the hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: forests(3),
            hand: ['Bounty of Skemfar'],
            library: [
              { id: 'elves', card: 'Llanowar Elves' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'island', card: 'Island' },
              'Lightning Bolt',
              'Giant Spider',
              'Mountain',
            ],
          },
        },
      },
      [{ cast: 'Bounty of Skemfar' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    let d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    expect(d?.candidates?.length).toBe(2);
    g.act({ decide: [g.get('island').id] });
    d = g.state.pendingDecision;
    expect(d?.candidates).toEqual([g.get('elves').id]);
    g.act({ decide: [g.get('elves').id] });
    expect(g.get('island')).toMatchObject({ zone: 'battlefield', tapped: true, controller: 'p1' });
    expect(g.names('p1', 'hand')).toEqual(['Llanowar Elves']);
    expect(g.state.players.p1.library).toHaveLength(4);
    expect(g.state.players.p1.library).toContain(g.get('bears').id);
  });

  it('Through the Forest Gate: land cards among the top twenty onto the battlefield tapped, then shuffle; 8 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: forests(8),
            hand: ['Through the Forest Gate'],
            library: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'm', card: 'Mountain' },
              { id: 'i', card: 'Island' },
              'Lightning Bolt',
            ],
          },
        },
      },
      [{ cast: 'Through the Forest Gate' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 2 });
    expect(d?.candidates).toEqual(['m', 'i'].map((r) => g.get(r).id));
    g.act({ decide: ['m', 'i'].map((r) => g.get(r).id) });
    expect(g.get('m')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.get('i')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.names('p1', 'library').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(g.state.players.p1.life).toBe(28);
  });

  it('near misses: "a land card or a card with {X} in its mana cost" and "land and/or legendary permanent cards with mana value X or less" stay text', () => {
    const surveyor = card(
      'Paradox Surveyor',
      '{G}{G/U}{U}',
      'Creature — Elf Druid',
      'Reach\nWhen this creature enters, look at the top five cards of your library. You may reveal a land card or a card with {X} in its mana cost from among them and put it into your hand. Put the rest on the bottom of your library in a random order.',
      '3/3',
    );
    expect(unenforced(surveyor)).toHaveLength(1);
    const vow = card(
      "Kamahl's Druidic Vow",
      '{X}{G}{G}',
      'Legendary Sorcery',
      '(You may cast a legendary sorcery only if you control a legendary creature or planeswalker.)\nLook at the top X cards of your library. You may put any number of land and/or legendary permanent cards with mana value X or less from among them onto the battlefield. Put the rest into your graveyard.',
    );
    expect(unenforced(vow)).toHaveLength(1);
  });
});
