// Typecycling (CR 702.29e–f): "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
// library for a [type] card, reveal it, put it into your hand, then shuffle", activated from the
// hand; basic landcycling searches for a basic land card.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const absorbVis = card(
  'Absorb Vis',
  '{6}{B}',
  'Sorcery',
  'Target player loses 4 life and you gain 4 life.\nBasic landcycling {1}{B} ({1}{B}, Discard this card: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.)',
);
const abomination = card(
  'Twisted Abomination',
  '{5}{B}',
  'Creature — Zombie Mutant',
  '{B}: Regenerate this creature. (The next time this creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)\nSwampcycling {2} ({2}, Discard this card: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle.)',
  '5/3',
);
const plowbeast = card(
  'Sanctum Plowbeast',
  '{4}{W}{U}',
  'Artifact Creature — Beast',
  'Defender\nPlainscycling {2}, islandcycling {2} ({2}, Discard this card: Search your library for a Plains or Island card, reveal it, put it into your hand, then shuffle.)',
  '3/6',
);

const sea = card('Underground Sea', '', 'Land — Island Swamp', '({T}: Add {U} or {B}.)');

const LIBRARY = [{ id: 'swamp', card: 'Swamp' }, 'Lightning Bolt', { id: 'sea', card: 'Underground Sea' }];

describe('typecycling (CR 702.29e)', () => {
  it('Absorb Vis: basic landcycling discards it from the hand and finds only a basic land card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp'], hand: [{ id: 'vis', card: 'Absorb Vis' }], library: LIBRARY },
        },
      },
      [{ activate: 'vis' }, { pass: true }],
      { cards: compiled(absorbVis, sea) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Absorb Vis']);
    // Underground Sea is an Island Swamp but not basic; Lightning Bolt is no land (CR 205.4a).
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', max: 1 });
    expect((g.state.pendingDecision as { candidates: string[] }).candidates).toEqual([g.get('swamp').id]);
    g.act({ decide: ['swamp'] });
    expect(g.names('p1', 'hand')).toEqual(['Swamp']);
    expect(g.state.players.p1.library).toHaveLength(2);
  });

  it('Twisted Abomination: swampcycling finds a card with the subtype Swamp, basic or not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp'],
            hand: [{ id: 'abom', card: 'Twisted Abomination' }],
            library: ['Island', { id: 'sea', card: 'Underground Sea' }, { id: 'swamp', card: 'Swamp' }, 'Forest'],
          },
        },
      },
      [{ activate: 'abom', ability: 1 }, { pass: true }],
      { cards: compiled(abomination, sea) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Twisted Abomination']);
    const options = (g.state.pendingDecision as { candidates: string[] }).candidates;
    expect(new Set(options)).toEqual(new Set([g.get('sea').id, g.get('swamp').id]));
    g.act({ decide: ['sea'] });
    expect(g.names('p1', 'hand')).toEqual(['Underground Sea']);
  });

  it('it is activated only from the hand', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Swamp', 'Swamp'], graveyard: [{ id: 'vis', card: 'Absorb Vis' }] } },
      },
      [{ activate: 'vis' }],
      { cards: compiled(absorbVis) },
    );
    expect(g.error).not.toBeNull();
  });

  it('near miss: two typecyclings on one line (Sanctum Plowbeast) stay text', () => {
    expect(unenforced(plowbeast)).toHaveLength(1);
  });
});
