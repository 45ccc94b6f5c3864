// "As this land enters, you may pay 2 life. If you don't, it enters tapped." (shock lands) and
// "… you may reveal an Island or Swamp card from your hand. If you don't, this land enters
// tapped." (CR 614.12, 614.1c): its controller decides as it enters, however it enters — played
// from the hand, or put onto the battlefield by an effect (a search).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main } from './compiled';

const bloodCrypt = card(
  'Blood Crypt',
  '',
  'Land — Swamp Mountain',
  "({T}: Add {B} or {R}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.",
);
const breedingPool = card(
  'Breeding Pool',
  '',
  'Land — Forest Island',
  "({T}: Add {G} or {U}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.",
);
const chokedEstuary = card(
  'Choked Estuary',
  '',
  'Land',
  "As this land enters, you may reveal an Island or Swamp card from your hand. If you don't, this land enters tapped.\n{T}: Add {U} or {B}.",
);
const naturesLore = card(
  "Nature's Lore",
  '{1}{G}',
  'Sorcery',
  'Search your library for a Forest card, put that card onto the battlefield, then shuffle.',
);

function play(land: ReturnType<typeof card>, p1: Record<string, unknown>) {
  return game(
    { turn: main, players: { p1: { ...p1, hand: [land.name, ...((p1.hand as string[]) ?? [])] }, p2: {} } },
    [{ cast: land.name }],
    {
      cards: compiled(land),
    },
  );
}

describe('"you may pay 2 life. If you don\'t, it enters tapped" (shock lands)', () => {
  it('played from the hand: its controller is asked; paying 2 life, it enters untapped', () => {
    const g = play(bloodCrypt, {});
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'may', rule: '614.12' });
    expect(g.names('p1', 'hand')).toContain('Blood Crypt'); // not on the battlefield until decided
    g.act({ decide: true });
    expect(g.get('Blood Crypt')).toMatchObject({ zone: 'battlefield', tapped: false });
    expect(g.state.players.p1.life).toBe(18);
    expect(g.has('LifeChanged', '119.4')).toBe(true);
  });
  it('not paying, it enters tapped and no life is lost', () => {
    const g = play(bloodCrypt, {});
    g.act({ decide: false });
    expect(g.get('Blood Crypt')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.state.players.p1.life).toBe(20);
    expect(g.state.players.p1.landsPlayedThisTurn).toBe(1);
  });
  it("with 1 life its controller can't pay (CR 119.4): no question, it enters tapped", () => {
    const g = play(bloodCrypt, { life: 1 });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('Blood Crypt')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.state.players.p1.life).toBe(1);
  });
  it("put onto the battlefield by Nature's Lore, the choice is still asked, before it enters", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest'],
            hand: ["Nature's Lore"],
            library: [{ id: 'bp', card: 'Breeding Pool' }],
          },
          p2: {},
        },
      },
      [{ cast: "Nature's Lore" }, { pass: true }, { decide: ['bp'] }],
      { cards: compiled(breedingPool, naturesLore) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'may', rule: '614.12' });
    expect(g.get('bp').zone).toBe('library');
    g.act({ decide: false });
    expect(g.get('Breeding Pool')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.state.players.p1.life).toBe(20);
  });
});

describe('"you may reveal an Island or Swamp card from your hand. If you don\'t, this land enters tapped"', () => {
  it('revealing an Island, it enters untapped, and the Island is revealed', () => {
    const g = play(chokedEstuary, { hand: [{ id: 'isl', card: 'Island' }, 'Mountain'] });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      min: 0,
      max: 1,
      candidates: [g.get('isl').id],
    });
    g.act({ decide: ['isl'] });
    expect(g.get('Choked Estuary')).toMatchObject({ zone: 'battlefield', tapped: false });
    expect(g.has('Revealed', '701.20a')).toBe(true);
    expect(g.get('isl').zone).toBe('hand');
  });
  it('choosing not to reveal, it enters tapped', () => {
    const g = play(chokedEstuary, { hand: ['Island'] });
    g.act({ decide: [] });
    expect(g.get('Choked Estuary')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.has('Revealed')).toBe(false);
  });
  it('with no Island or Swamp card in hand (a Mountain is no help), no question: it enters tapped', () => {
    const g = play(chokedEstuary, { hand: ['Mountain'] });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('Choked Estuary')).toMatchObject({ zone: 'battlefield', tapped: true });
  });
});

describe('near misses stay text', () => {
  it('"reveal any number of … cards. ~ enters with a counter for each" is not this template', () => {
    const thresher = card(
      'Arsenal Thresher',
      '{2}{W/B}{G}',
      'Artifact Creature — Construct',
      'As this creature enters, you may reveal any number of other artifact cards from your hand. This creature enters with a +1/+1 counter on it for each card revealed this way.',
      '2/2',
    );
    const r = compileCard(thresher);
    expect(r.abilities.filter((a) => !a.enforced)).toHaveLength(1);
  });
});
