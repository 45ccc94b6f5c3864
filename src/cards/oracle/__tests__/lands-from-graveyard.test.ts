// "You may play lands from your graveyard" (Crucible of Worlds, Ramunap Excavator), "You may play
// Forests from your graveyard" (Titania, Nature's Force) (CR 305.1, 601.3): while the permanent is
// on the battlefield its controller may play such land cards from their own graveyard as from
// their hand — in their main phase with the stack empty, as the turn's one land play (305.2).
// Zask, Skittering Swarmlord ("play lands and cast Insect spells from your graveyard") stays text.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const crucible = card('Crucible of Worlds', '{3}', 'Artifact', 'You may play lands from your graveyard.');
const ramunap = card(
  'Ramunap Excavator',
  '{2}{G}',
  'Creature — Snake Cleric',
  'You may play lands from your graveyard.',
  '2/3',
);
const titania = card(
  "Titania, Nature's Force",
  '{4}{G}{G}',
  'Legendary Creature — Elemental',
  'You may play Forests from your graveyard.\nWhenever a Forest you control enters, create a 5/3 green Elemental creature token.\nWhenever an Elemental you control dies, you may mill three cards.',
  '6/6',
);
const CARDS = compiled(crucible, ramunap, titania);

function setup(p1: { battlefield?: unknown[]; hand?: unknown[] }, opts: { turn?: object; p2?: unknown[] } = {}): Game {
  const g = game(
    {
      turn: opts.turn ?? main,
      players: {
        p1: {
          battlefield: p1.battlefield ?? [],
          hand: p1.hand ?? [],
          graveyard: [
            { id: 'gf', card: 'Forest' },
            { id: 'gi', card: 'Island' },
            { id: 'gb', card: 'Grizzly Bears' },
          ],
        },
        p2: { battlefield: opts.p2 ?? [], graveyard: [{ id: 'of', card: 'Forest' }] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** The lands p1 may play now, by their references in the setup ("gf": the Forest in p1's graveyard). */
function playable(g: Game): string[] {
  const refs = ['gf', 'gi', 'gb', 'hm', 'of'].filter((r) => {
    try {
      return !!g.get(r);
    } catch {
      return false;
    }
  });
  const ids = legalActions(g.engine.registry, g.state, 'p1').lands;
  return refs.filter((r) => ids.includes(g.get(r).id)).sort();
}

describe('playing lands from your graveyard (CR 305.1, 305.2)', () => {
  it('Crucible of Worlds: a Forest from the graveyard onto the battlefield, as the turn’s land play', () => {
    const g = setup({ battlefield: ['Crucible of Worlds'], hand: [{ id: 'hm', card: 'Mountain' }] });
    expect(playable(g)).toEqual(['gf', 'gi', 'hm']);
    g.act({ cast: 'gf' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Forest');
    expect(g.names('p1', 'graveyard')).toEqual(['Island', 'Grizzly Bears']);
    // CR 305.2: that was the one land play of the turn.
    expect(playable(g)).toEqual([]);
    expect(() => g.act({ cast: 'hm' })).toThrow(/already played a land/);
  });

  it('without it, or with the opponent’s, or on the opponent’s turn: not from the graveyard', () => {
    expect(playable(setup({}))).toEqual([]);
    expect(playable(setup({}, { p2: ['Crucible of Worlds'] }))).toEqual([]);
    const theirs = setup(
      { battlefield: ['Ramunap Excavator'] },
      { turn: { number: 4, active: 'p2' as const, phase: 'main1' as const } },
    );
    expect(playable(theirs)).toEqual([]);
    expect(() => theirs.act({ cast: 'gf', player: 'p1' })).toThrow(/own turn/);
  });

  it("Ramunap Excavator: not a land in the opponent's graveyard", () => {
    const g = setup({ battlefield: ['Ramunap Excavator'] });
    expect(playable(g)).toEqual(['gf', 'gi']);
    expect(() => g.act({ cast: 'of' })).toThrow();
  });

  it("Titania: a Forest, not an Island; the Forest's entering makes an Elemental", () => {
    const g = setup({ battlefield: ["Titania, Nature's Force"] });
    expect(playable(g)).toEqual(['gf']);
    expect(() => g.act({ cast: 'gi' })).toThrow();
    g.act({ cast: 'gf' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Elemental'))).toHaveLength(1);
  });

  it('Zask: lands and Insect spells from the graveyard stays text', () => {
    const zask = card(
      'Zask, Skittering Swarmlord',
      '{3}{G}{G}',
      'Legendary Creature — Insect',
      "You may play lands and cast Insect spells from your graveyard.\nWhenever another Insect you control dies, put it on the bottom of its owner's library, then mill two cards. (Put the top two cards of your library into your graveyard.)\n{1}{B/G}: Target Insect gets +1/+0 and gains deathtouch until end of turn. ({B/G} can be paid with either {B} or {G}.)",
      '5/5',
    );
    expect(unenforced(zask)).toEqual(['You may play lands and cast Insect spells from your graveyard.']);
  });
});
