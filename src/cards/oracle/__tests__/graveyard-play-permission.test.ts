// Permissions from an effect to play a card from a graveyard (CR 601.3, 305.1): "Mill a card. You
// may play that card this turn." (Ark of Hunger; the milled card, CR 701.17a), "You may cast
// target Zombie creature card from your graveyard this turn." (Zul Ashur, Lich Lord), "Choose
// target artifact card in your graveyard. You may cast that card this turn." (Emry, Lurker of the
// Loch). Only that card, only this turn, with its costs and timing; a card that leaves the
// graveyard is a new object without the permission (400.7). Havengul Lich (a rider about the
// cast) and Mavinda ("it costs {8} more … this way") stay text.
import { describe, expect, it } from 'vitest';
import { castOptions, getObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ark = card(
  'Ark of Hunger',
  '{2}{R}{W}',
  'Artifact',
  'Whenever one or more cards leave your graveyard, this artifact deals 1 damage to each opponent and you gain 1 life.\n{T}: Mill a card. You may play that card this turn.',
);
const zul = card(
  'Zul Ashur, Lich Lord',
  '{1}{B}',
  'Legendary Creature — Zombie Warlock',
  'Ward—Pay 2 life. (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays 2 life.)\n{T}: You may cast target Zombie creature card from your graveyard this turn.',
  '2/2',
);
const emry = card(
  'Emry, Lurker of the Loch',
  '{2}{U}',
  'Legendary Creature — Merfolk Wizard',
  'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)\nWhen Emry enters, mill four cards.\n{T}: Choose target artifact card in your graveyard. You may cast that card this turn. (You still pay its costs. Timing rules still apply.)',
  '1/2',
);
const corpse = card('Walking Corpse', '{1}{B}', 'Creature — Zombie', '', '2/2');
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(ark, zul, emry, corpse, ornithopter);
const LANDS = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];

function setup(p1: { battlefield: unknown[]; graveyard?: unknown[]; library?: unknown[] }): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { ...p1, battlefield: [...LANDS, ...p1.battlefield], library: p1.library ?? ['Island', 'Island'] },
        p2: { library: ['Island', 'Island', 'Island'] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** Whether p1 may cast `ref` now (mana not counted). */
function castable(g: Game, ref: string): boolean {
  return castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id, { checkMana: false }).options.length > 0;
}

/** p1 passes (the harness passes for p2): the top of the stack resolves. */
function resolve(g: Game): void {
  g.act({ pass: true });
  expect(g.error).toBeNull();
}

describe('permissions to play a card from a graveyard (CR 601.3)', () => {
  it('Ark of Hunger: the milled card may be cast this turn; it leaving the graveyard triggers the Ark', () => {
    const g = setup({ battlefield: ['Ark of Hunger'], library: [{ id: 'wc', card: 'Walking Corpse' }, 'Island'] });
    g.act({ activate: 'Ark of Hunger' });
    resolve(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Walking Corpse']);
    const milled = g.state.players.p1.graveyard[0] as string;
    g.act({ cast: milled });
    expect(g.error).toBeNull();
    // The card left the graveyard: 1 damage to the opponent, 1 life for p1.
    resolve(g);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(21);
    resolve(g);
    expect(g.names('p1', 'battlefield')).toContain('Walking Corpse');
  });

  it('Ark of Hunger: a milled land is played from the graveyard; the permission ends with the turn', () => {
    const g = setup({ battlefield: ['Ark of Hunger'], library: ['Forest', 'Island'] });
    g.act({ activate: 'Ark of Hunger' });
    resolve(g);
    const forest = g.state.players.p1.graveyard[0] as string;
    const later = setup({ battlefield: ['Ark of Hunger'], library: ['Forest', 'Island'] });
    later.act({ activate: 'Ark of Hunger' });
    resolve(later);
    g.act({ cast: forest });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Forest');
    // Next turns: p2's, then p1's again — the "this turn" permission is over.
    const kept = later.state.players.p1.graveyard[0] as string;
    expect(getObject(later.state, kept)?.playPermission).toBeDefined();
    later.act({ advance: 'next-turn' });
    later.act({ advance: 'next-turn' });
    expect(later.state.turn.active).toBe('p1');
    expect(later.state.players.p1.graveyard).toContain(kept);
    expect(later.state.turn.step).toBe('main1');
    expect(getObject(later.state, kept)?.playPermission).toBeUndefined();
    expect(() => later.act({ cast: kept })).toThrow(/not in p1's hand/);
  });

  it('Zul Ashur: the target Zombie card, not another; it resolves onto the battlefield', () => {
    const g = setup({
      battlefield: ['Zul Ashur, Lich Lord'],
      graveyard: [
        { id: 'a', card: 'Walking Corpse' },
        { id: 'b', card: 'Walking Corpse' },
      ],
    });
    expect(castable(g, 'a')).toBe(false);
    g.act({ activate: 'Zul Ashur, Lich Lord', targets: ['a'] });
    resolve(g);
    expect(castable(g, 'a')).toBe(true);
    expect(castable(g, 'b')).toBe(false);
    g.act({ cast: 'a' });
    resolve(g);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Walking Corpse')).toHaveLength(1);
    expect(g.names('p1', 'graveyard')).toEqual(['Walking Corpse']);
  });

  it('Emry: the chosen artifact card may be cast, and it resolves', () => {
    const g = setup({ battlefield: ['Emry, Lurker of the Loch'], graveyard: [{ id: 'o', card: 'Ornithopter' }] });
    g.act({ activate: 'Emry, Lurker of the Loch', targets: ['o'] });
    resolve(g);
    expect(castable(g, 'o')).toBe(true);
    g.act({ cast: 'o' });
    resolve(g);
    expect(g.names('p1', 'battlefield')).toContain('Ornithopter');
  });
});

describe('near misses stay text', () => {
  it('a rider about the cast, a cost change for casting this way', () => {
    const lich = card(
      'Havengul Lich',
      '{3}{U}{B}',
      'Creature — Zombie Wizard',
      '{1}: You may cast target creature card in a graveyard this turn. When you cast it this turn, this creature gains all activated abilities of that card until end of turn.',
      '4/4',
    );
    expect(unenforced(lich)).toHaveLength(1);
  });
});
