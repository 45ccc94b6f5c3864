// Cards put into a graveyard "from anywhere" or "from your library" (CR 603.2, 603.6c): a spell
// resolving, a creature dying, a card milled. "From anywhere" is never a leaves-the-battlefield
// ability (603.6c): the card is seen in the graveyard ("that card" is that card), only a card (a
// token is not one, 108.2), in its owner's graveyard (400.3). "One or more … cards" triggers once
// for the cards put there at the same time (603.2c).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const memento = card(
  'Profane Memento',
  '{1}',
  'Artifact',
  "Whenever a creature card is put into an opponent's graveyard from anywhere, you gain 1 life.",
);
const voidCard = card(
  'Planar Void',
  '{B}',
  'Enchantment',
  'Whenever another card is put into a graveyard from anywhere, exile that card.',
);
const quest = card(
  'Quest for Ancient Secrets',
  '{U}',
  'Enchantment',
  'Whenever a card is put into your graveyard from anywhere, you may put a quest counter on this enchantment.\nRemove five quest counters from this enchantment and sacrifice it: Target player shuffles their graveyard into their library.',
);
const sidisi = card(
  'Sidisi, Brood Tyrant',
  '{1}{B}{G}{U}',
  'Legendary Creature — Snake Shaman',
  'Whenever Sidisi enters or attacks, mill three cards.\nWhenever one or more creature cards are put into your graveyard from your library, create a 2/2 black Zombie creature token.',
  '3/3',
);
const CARDS = compiled(memento, voidCard, quest, sidisi);

/** Resolves the stack, answering "you may" with yes and ordering triggers as offered (CR 603.3b). */
function settle(g: Game): void {
  for (let i = 0; i < 20 && (g.state.stack.length || g.state.pendingDecision); i++) {
    const d = g.state.pendingDecision;
    g.act(
      !d
        ? { pass: true }
        : d.kind === 'may'
          ? { decide: true }
          : { decide: 'options' in d ? d.options.map((o) => o.value) : [] },
    );
  }
}

/** p1 casts Lightning Bolt at `target` with `p1` and `p2` boards, and everything resolves. */
function bolt(target: string, p1: (string | object)[], p2: (string | object)[]): Game {
  const g = game(
    {
      turn: main,
      players: { p1: { battlefield: ['Mountain', ...p1], hand: ['Lightning Bolt'] }, p2: { battlefield: p2 } },
    },
    [{ cast: 'Lightning Bolt', targets: [target] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  settle(g);
  return g;
}

describe('"Whenever a card is put into a graveyard from anywhere" (CR 603.6c)', () => {
  it("Profane Memento: a creature card put into an opponent's graveyard gains 1 life; the Bolt in yours doesn't", () => {
    const g = bolt('bears', [memento.name], [{ id: 'bears', card: 'Grizzly Bears' }]);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.state.players.p1.life).toBe(21);
  });

  it('Planar Void: the resolved Bolt and the creature it killed are each exiled ("that card")', () => {
    const g = bolt('bears', [voidCard.name], [{ id: 'bears', card: 'Grizzly Bears' }]);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
  });

  it("Quest for Ancient Secrets: a card put into its owner's graveyard from the stack adds a quest counter", () => {
    const g = bolt('p2', [quest.name], []);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.get(quest.name).counters.quest).toBe(1);
  });
});

describe('"one or more creature cards are put into your graveyard from your library" (CR 603.2c)', () => {
  it('Sidisi attacks and mills three creature cards: one Zombie, not three', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [sidisi.name], library: ['Grizzly Bears', 'Grizzly Bears', 'Giant Spider'] } },
      },
      [{ advance: 'declareAttackers' }, { attack: [sidisi.name] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(g.names('p1', 'graveyard')).toHaveLength(3);
    expect(g.names('p1', 'battlefield')).toEqual([sidisi.name, 'Zombie Token (token)']);
  });

  it('"… during your turn" is the event\'s own condition (CR 603.2); an ability from the graveyard (CR 603.10) stays text', () => {
    const infestation = card(
      'Crawling Infestation',
      '{2}{G}',
      'Enchantment',
      'At the beginning of your upkeep, you may mill two cards. (You may put the top two cards of your library into your graveyard.)\nWhenever one or more creature cards are put into your graveyard from anywhere during your turn, create a 1/1 green Insect creature token. This ability triggers only once each turn.',
    );
    const [def] = compiled(infestation);
    expect(def?.triggered?.[1]?.while).toEqual({ yourTurn: true });
    expect(def?.triggered?.[1]?.triggersOnceEachTurn).toBe(true);
    const vinecrasher = card(
      'Centaur Vinecrasher',
      '{3}{G}',
      'Creature — Plant Centaur',
      'Trample\nThis creature enters with a number of +1/+1 counters on it equal to the number of land cards in all graveyards.\nWhenever a land card is put into a graveyard from anywhere, you may pay {G}{G}. If you do, return this card from your graveyard to your hand.',
      '1/1',
    );
    expect(unenforced(vinecrasher)).toEqual([
      'Whenever a land card is put into a graveyard from anywhere, you may pay {G}{G}. If you do, return this card from your graveyard to your hand.',
    ]);
  });
});
