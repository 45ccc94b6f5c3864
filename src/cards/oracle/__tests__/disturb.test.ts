// Disturb (CR 702.146a): "You may cast this card transformed from your graveyard by paying [cost]
// rather than its mana cost." The spell is the back face (712.11c, 712.8e) and it enters
// transformed (702.146b); the back face's own "If ~ would be put into a graveyard from anywhere,
// exile it instead" keeps it out of the graveyard afterwards. Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions, characteristics, readContext } from '../../../engine';
import { castModes } from '../../../engine/casting/cast-options';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

type Face = { name: string; cost: string; type: string; text: string; pt?: string; colors: string[] };

/** A transforming card in Scryfall's shape, its faces as printed. */
function dfc(front: Face, back: Face): CardData {
  return normalizeCard({
    name: `${front.name} // ${back.name}`,
    layout: 'transform',
    card_faces: [front, back].map((f) => ({
      name: f.name,
      mana_cost: f.cost,
      type_line: f.type,
      oracle_text: f.text,
      colors: f.colors,
      ...(f.pt ? { power: f.pt.split('/')[0], toughness: f.pt.split('/')[1] } : {}),
    })),
  });
}

const beggar = dfc(
  {
    name: 'Beloved Beggar',
    cost: '{1}{W}',
    type: 'Creature — Human Peasant',
    text: 'Disturb {4}{W}{W} (You may cast this card from your graveyard transformed for its disturb cost.)',
    pt: '0/4',
    colors: ['W'],
  },
  {
    name: 'Generous Soul',
    cost: '',
    type: 'Creature — Spirit',
    text: 'Flying, vigilance\nIf Generous Soul would be put into a graveyard from anywhere, exile it instead.',
    pt: '4/4',
    colors: ['W'],
  },
);
const geist = dfc(
  {
    name: 'Binding Geist',
    cost: '{2}{U}',
    type: 'Creature — Spirit',
    text: 'Whenever this creature attacks, target creature an opponent controls gets -2/-0 until end of turn.\nDisturb {1}{U} (You may cast this card from your graveyard transformed for its disturb cost.)',
    pt: '3/1',
    colors: ['U'],
  },
  {
    name: 'Spectral Binding',
    cost: '',
    type: 'Enchantment — Aura',
    text: 'Enchant creature\nEnchanted creature gets -2/-0.\nIf Spectral Binding would be put into a graveyard from anywhere, exile it instead.',
    colors: ['U'],
  },
);
const CARDS = compiled(beggar, geist);
const SIX = [0, 1, 2, 3, 4, 5].map((i) => ({ id: `l${i}`, card: 'Plains' }));

function settle(g: Game): void {
  for (let i = 0; i < 10 && !g.state.pendingDecision && g.state.stack.length; i++) g.act({ pass: true });
}

describe('disturb (CR 702.146a)', () => {
  it('Beloved Beggar cast from the graveyard for {4}{W}{W} enters as Generous Soul; when it dies it is exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: SIX, graveyard: [{ id: 'b', card: 'Beloved Beggar' }] },
          p2: { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'] },
        },
      },
      [],
      { cards: CARDS },
    );
    const { options } = castOptions(g.engine.registry, g.state, 'p1', g.get('b').id);
    expect(options.map((o) => [o.mode.half, o.mode.cost])).toEqual([['Generous Soul', 'disturb']]);
    g.act({ cast: 'Beloved Beggar' });
    expect(g.error).toBeNull();
    // The spell is the back face: a 4/4 Spirit, mana value the front face's (CR 712.8e).
    const spell = g.get('b');
    expect(spell.zone).toBe('stack');
    expect(spell.backFaceUp).toBe(true);
    expect(characteristics(readContext(g.state, g.engine.registry), spell).names).toEqual(['Generous Soul']);
    settle(g);
    const soul = g.get('b');
    expect(soul.zone).toBe('battlefield');
    expect(soul.backFaceUp).toBe(true);
    expect(pt(g, 'b')).toEqual([4, 4]);
    // Six lands tapped: {4}{W}{W} paid, not {1}{W}.
    expect(SIX.map((_, i) => g.get(`l${i}`).tapped)).toEqual(SIX.map(() => true));
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: ['b'], player: 'p2' });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: ['b'], player: 'p2' });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Beloved Beggar']);
  });

  it('from the hand it is cast as the front face for its mana cost; disturb is only from the graveyard', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: SIX, hand: [{ id: 'b', card: 'Beloved Beggar' }] } } },
      [],
      { cards: CARDS },
    );
    const { options } = castOptions(g.engine.registry, g.state, 'p1', g.get('b').id);
    expect(options.map((o) => [o.mode.half, o.mode.cost])).toEqual([[null, 'mana']]);
    g.act({ cast: 'Beloved Beggar' });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.get('b').backFaceUp).toBeUndefined();
    expect(pt(g, 'b')).toEqual([0, 4]);
  });

  it('cast without paying its mana cost (an effect’s free cast), it is cast as the front face only', () => {
    const g = game({ turn: main, players: { p1: { hand: [{ id: 'b', card: 'Beloved Beggar' }] } } }, [], {
      cards: CARDS,
    });
    const ctx = readContext(g.state, g.engine.registry);
    const { modes } = castModes(ctx, 'p1', g.get('b'), { free: true, duringResolution: true });
    expect(modes).toEqual([{ half: null, cost: 'free' }]);
  });

  it('countered, the transformed spell is exiled by its back face’s ability', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: SIX, graveyard: [{ id: 'b', card: 'Beloved Beggar' }] },
          p2: { battlefield: ['Island', 'Island'], hand: ['Counterspell'] },
        },
      },
      [{ cast: 'Beloved Beggar' }, { cast: 'Counterspell', targets: ['b'], player: 'p2' }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Beloved Beggar']);
  });

  it('Binding Geist cast for {1}{U} as Spectral Binding, an Aura: enchanted creature gets -2/-0', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island'], graveyard: [{ id: 'g', card: 'Binding Geist' }] },
          p2: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Binding Geist', targets: ['bear'] }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.error).toBeNull();
    expect(g.get('g').zone).toBe('battlefield');
    expect(g.get('g').attachedTo).toBe(g.get('bear').id);
    expect(pt(g, 'bear')).toEqual([0, 2]);
  });

  it('near miss: disturb on a card of one face stays text', () => {
    const one = card(
      'Lone Geist',
      '{1}{W}',
      'Creature — Spirit',
      'Disturb {2}{W} (You may cast this card from your graveyard transformed for its disturb cost.)',
      '1/1',
    );
    expect(unenforced(one)).toHaveLength(1);
  });
});
