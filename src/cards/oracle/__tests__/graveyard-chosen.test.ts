// "Return a creature card from your graveyard to your hand", "… to the battlefield", "Put a
// creature card from your graveyard onto the battlefield": one card of the player's own
// graveyard matching the words, chosen as the instruction is carried out — not targeted (CR
// 115.10, 608.2d), so it may be a card the same ability just milled. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const churn = card(
  'Corpse Churn',
  '{2}{B}',
  'Instant',
  'Mill three cards, then you may return a creature card from your graveyard to your hand. (To mill three cards, put the top three cards of your library into your graveyard.)',
);
const undead = card(
  'Summon Undead',
  '{5}{B}',
  'Sorcery',
  'You may mill three cards. Then return a creature card from your graveyard to the battlefield. (To mill a card, put the top card of your library into your graveyard.)',
);
const wurm = card(
  'Harvest Wurm',
  '{1}{G}',
  'Creature — Wurm',
  'When this creature enters, sacrifice it unless you return a basic land card from your graveyard to your hand.',
  '3/2',
);
const CARDS = compiled(churn, undead, wurm);
const swamps = (n: number) => Array<string>(n).fill('Swamp');

describe('a card chosen from your graveyard as the instruction is carried out (CR 608.2d)', () => {
  it('Corpse Churn: the Bears it just milled may come back; a land can not be chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Corpse Churn'],
            battlefield: swamps(3),
            library: ['Island', 'Grizzly Bears', 'Giant Spider', 'Island'],
          },
        },
      },
      [{ cast: 'Corpse Churn' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Island', 'Grizzly Bears', 'Giant Spider']);
    g.act({ decide: true });
    expect(g.state.pendingDecision?.candidates).toEqual(['Grizzly Bears', 'Giant Spider'].map((n) => g.get(n).id));
    g.act({ decide: [g.get('Giant Spider').id] });
    expect(g.names('p1', 'hand')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'graveyard')).toEqual(['Island', 'Grizzly Bears', 'Corpse Churn']);
  });

  it('Summon Undead: the creature chosen goes onto the battlefield; an opponent’s graveyard is not looked at', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Summon Undead'], battlefield: swamps(6), graveyard: ['Giant Spider'], library: ['Island'] },
          p2: { graveyard: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Summon Undead' }, { pass: true }, { decide: false }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The Spider is the only creature card in p1's graveyard: it is the one chosen, nothing to ask.
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Giant Spider');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Harvest Wurm: with no basic land card in the graveyard it is sacrificed; with one, the land returns', () => {
    const board = (graveyard: string[]) => ({
      turn: main,
      players: { p1: { hand: ['Harvest Wurm'], battlefield: ['Forest', 'Forest'], graveyard } },
    });
    const none = game(board([]), [{ cast: 'Harvest Wurm' }, { pass: true }, { pass: true }], { cards: CARDS });
    // Answering yes with no basic land card to return does not return one: it is sacrificed.
    expect(none.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'may' });
    none.act({ decide: true });
    expect(none.names('p1', 'graveyard')).toEqual(['Harvest Wurm']);
    const one = game(board(['Forest']), [{ cast: 'Harvest Wurm' }, { pass: true }, { pass: true }], { cards: CARDS });
    one.act({ decide: true });
    expect(one.state.pendingDecision).toBeNull();
    expect(one.names('p1', 'hand')).toEqual(['Forest']);
    expect(one.names('p1', 'battlefield')).toContain('Harvest Wurm');
  });

  it('near miss: a card from any graveyard, put under your control (Extract from Darkness), stays text', () => {
    expect(
      unenforced(
        card(
          'Extract from Darkness',
          '{3}{U}{B}',
          'Sorcery',
          'Each player mills two cards. Then you put a creature card from a graveyard onto the battlefield under your control.',
        ),
      ),
    ).toHaveLength(1);
  });
});
