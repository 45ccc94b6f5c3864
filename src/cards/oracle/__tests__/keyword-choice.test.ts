// "gains your choice of deathtouch or lifelink until end of turn" on real pool cards (CR 608.2d:
// the controller chooses one keyword as the effect begins; 611.2a: it lasts until end of turn).
// The controller is asked of each keyword but the last whether it is the one; declining them all
// gives the last. Alchemist's Gift (with +1/+1), Argivian Avenger (an ability, "Until end of
// turn, …" in front). Near miss: a choice including banding (Urza's Avenger) stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const alchemistsGift = card(
  "Alchemist's Gift",
  '{B}',
  'Instant',
  'Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn. (Any amount of damage a creature with deathtouch deals to a creature is enough to destroy it. Damage dealt by a creature with lifelink also causes its controller to gain that much life.)',
);
const argivianAvenger = card(
  'Argivian Avenger',
  '{6}',
  'Artifact Creature — Shapeshifter',
  '{1}: Until end of turn, this creature gets -1/-1 and gains your choice of flying, vigilance, deathtouch, or haste.',
  '5/5',
);
const urzasAvenger = card(
  "Urza's Avenger",
  '{6}',
  'Artifact Creature — Shapeshifter',
  "{0}: This creature gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn. (Any creatures with banding, and up to one without, can attack in a band. Bands are blocked as a group. If any creatures with banding you control are blocking or being blocked by a creature, you divide that creature's combat damage, not its controller, among any of the creatures it's being blocked by or is blocking.)",
  '4/4',
);
const CARDS = compiled(alchemistsGift, argivianAvenger);

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

/** Passes priority until the stack is empty or a decision is asked. */
function resolve(g: Game): void {
  for (let i = 0; i < 4 && g.stack().length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

/** p1 casts Alchemist's Gift on their Bears and answers "deathtouch?" with `deathtouch`. */
function gift(deathtouch: boolean): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: ["Alchemist's Gift"], battlefield: ['Swamp', { id: 'bear', card: 'Grizzly Bears' }] },
        p2: { library: ['Swamp'] },
      },
    },
    [{ cast: "Alchemist's Gift", targets: ['bear'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  resolve(g);
  expect(g.state.pendingDecision).toMatchObject({ kind: 'may' });
  g.act({ decide: deathtouch });
  expect(g.error).toBeNull();
  return g;
}

describe('"gains your choice of …" (CR 608.2d)', () => {
  it("Alchemist's Gift: choosing deathtouch gives +1/+1 and deathtouch only, until end of turn", () => {
    const g = gift(true);
    expect(g.stack()).toHaveLength(0);
    expect(pt(g, 'bear')).toEqual([3, 3]);
    expect(keywordsOf(g, 'bear')).toEqual(['deathtouch']);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bear')).toEqual([2, 2]);
    expect(keywordsOf(g, 'bear')).toEqual([]);
  });

  it("Alchemist's Gift: declining deathtouch gives lifelink, with no second question", () => {
    const g = gift(false);
    expect(g.state.pendingDecision).toBeNull();
    expect(pt(g, 'bear')).toEqual([3, 3]);
    expect(keywordsOf(g, 'bear')).toEqual(['lifelink']);
  });

  function avenger(answers: boolean[]): Game {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Plains', { id: 'av', card: 'Argivian Avenger' }] }, p2: {} },
      },
      [{ activate: 'av' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    resolve(g);
    for (const a of answers) {
      expect(g.state.pendingDecision).toMatchObject({ kind: 'may' });
      g.act({ decide: a });
      expect(g.error).toBeNull();
    }
    expect(g.state.pendingDecision).toBeNull();
    return g;
  }

  it('Argivian Avenger: declining flying and vigilance, then taking deathtouch', () => {
    const g = avenger([false, false, true]);
    expect(pt(g, 'av')).toEqual([4, 4]);
    expect(keywordsOf(g, 'av')).toEqual(['deathtouch']);
  });

  it('Argivian Avenger: the first keyword taken ends the questions', () => {
    const g = avenger([true]);
    expect(keywordsOf(g, 'av')).toEqual(['flying']);
  });

  it('Argivian Avenger: declining the first three gives haste, the last', () => {
    const g = avenger([false, false, false]);
    expect(pt(g, 'av')).toEqual([4, 4]);
    expect(keywordsOf(g, 'av')).toEqual(['haste']);
  });

  it('near miss: a choice that includes banding stays text', () => {
    expect(unenforced(urzasAvenger)).toHaveLength(1);
  });
});
