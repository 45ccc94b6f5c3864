// "Whenever you cast a creature spell that has an Adventure" (CR 715.2–715.3): an adventurer card
// cast as the creature triggers it; cast as its Adventure it is an instant or sorcery spell with
// only the Adventure's characteristics (715.3b), and a creature card without an Adventure is not
// one either.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const shieldbreakerData: CardData = {
  name: 'Embereth Shieldbreaker // Battle Display',
  layout: 'adventure',
  card_faces: [
    {
      name: 'Embereth Shieldbreaker',
      mana_cost: '{1}{R}',
      type_line: 'Creature — Human Knight',
      oracle_text: '',
      power: '2',
      toughness: '1',
    },
    {
      name: 'Battle Display',
      mana_cost: '{R}',
      type_line: 'Sorcery — Adventure',
      oracle_text: 'Destroy target artifact. (Then exile this card. You may cast the creature later from exile.)',
    },
  ],
};
const innkeeper = card(
  'Edgewall Innkeeper',
  '{G}',
  'Creature — Human Peasant',
  "Whenever you cast a creature spell that has an Adventure, draw a card. (It doesn't need to have gone on the adventure first.)",
  '1/1',
);
const wandermare = card(
  'Wandermare',
  '{2}{G}{W}',
  'Creature — Horse',
  "Whenever you cast a creature spell that has an Adventure, put a +1/+1 counter on this creature. (It doesn't need to have gone on the adventure first.)",
  '3/3',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(normalizeCard(shieldbreakerData), innkeeper, wandermare, ornithopter);

function board(hand: string[]) {
  return {
    turn: main,
    players: {
      p1: {
        hand: hand.map((c, i) => ({ id: `h${i}`, card: c })),
        battlefield: [
          { id: 'inn', card: 'Edgewall Innkeeper' },
          { id: 'mare', card: 'Wandermare' },
        ],
        manaPool: 'RRGG',
        library: ['Island', 'Island', 'Island'],
      },
      p2: { battlefield: [{ id: 'thopter', card: 'Ornithopter' }], library: ['Island'] },
    },
  };
}

describe('"Whenever you cast a creature spell that has an Adventure" (CR 715.3)', () => {
  it('Embereth Shieldbreaker cast as the creature: Edgewall Innkeeper draws a card, Wandermare gets a +1/+1 counter', () => {
    const g = game(board(['Embereth Shieldbreaker']), [{ cast: 'h0', half: 'Embereth Shieldbreaker' }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    // Both trigger as it becomes cast (CR 601.2i); their controller orders them (603.3b).
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'trigger-order' });
    g.act({ decide: ['0', '1'] });
    expect(g.state.stack).toHaveLength(3);
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.get('mare').counters).toEqual({ '+1/+1': 1 });
    expect(g.names('p1', 'battlefield')).toContain('Embereth Shieldbreaker');
  });

  it('cast as its Adventure (a sorcery, 715.3b) it triggers neither', () => {
    const g = game(board(['Embereth Shieldbreaker']), [{ cast: 'h0', half: 'Battle Display', targets: ['thopter'] }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    run(g);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Ornithopter']);
  });

  it('a creature card without an Adventure (Grizzly Bears) triggers neither', () => {
    const g = game(board(['Grizzly Bears']), [{ cast: 'h0' }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    run(g);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.get('mare').counters ?? {}).toEqual({});
  });

  it('near miss: "an instant spell that has an Adventure" stays text', () => {
    const c = card(
      'Near Miss',
      '{G}',
      'Creature — Human',
      'Whenever you cast an instant spell that has an Adventure, draw a card.',
      '1/1',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
