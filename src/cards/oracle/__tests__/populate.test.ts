// Populate (CR 701.36a): choose a creature token you control — as the instruction is followed, not
// a target, so the token the same spell just made may be chosen — and create a token that's a copy
// of it (707.2: what the effect that made it defined, not its counters); with no creature token,
// no token is created (701.36b). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, RULE, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const accord = card(
  "Coursers' Accord",
  '{4}{G}{W}',
  'Sorcery',
  "Create a 3/3 green Centaur creature token, then populate. (Create a token that's a copy of a creature token you control.)",
);
const growth = card(
  'Sundering Growth',
  '{G/W}{G/W}',
  'Instant',
  "Destroy target artifact or enchantment, then populate. (Create a token that's a copy of a creature token you control.)",
);
const CARDS = compiled(accord, growth);

const LANDS = ['Forest', 'Forest', 'Forest', 'Plains', 'Plains', 'Plains'];
const saproling = {
  id: 'sap',
  token: true,
  counters: { '+1/+1': 2 },
  proxy: { name: 'Saproling', typeLine: 'Token Creature — Saproling', colors: ['G'], power: 1, toughness: 1 },
};

function tokens(g: Game, name: string): GameObject[] {
  return allObjects(g.state).filter(
    (o) => o.token && o.zone === 'battlefield' && g.state.proxies[o.def]?.name === name,
  );
}

function accordGame(battlefield: object[]): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: [...LANDS, ...battlefield], hand: ["Coursers' Accord"] } } },
    [{ cast: "Coursers' Accord" }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('populate (CR 701.36)', () => {
  it("Coursers' Accord alone: the Centaur it just made is the only creature token, so it is copied", () => {
    const g = accordGame([]);
    const centaurs = tokens(g, 'Centaur Token');
    expect(centaurs).toHaveLength(2);
    const ch = characteristics(readContext(g.state, g.engine.registry), centaurs[1]!);
    expect([ch.power, ch.toughness, ch.colors]).toEqual([3, 3, ['G']]);
  });

  it("Coursers' Accord: the player chooses among creature tokens only; a copy of the Saproling has no counters", () => {
    const g = accordGame([saproling, { id: 'bears', card: 'Grizzly Bears' }]);
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseObjects');
    expect(d?.rule).toBe(RULE.populate);
    const offered = d && 'candidates' in d ? d.candidates : [];
    expect(offered).toContain(g.get('sap').id);
    expect(offered).not.toContain(g.get('bears').id);
    expect(offered).toHaveLength(2);
    g.act({ decide: ['sap'] });
    const saps = tokens(g, 'Saproling');
    expect(saps).toHaveLength(2);
    const copy = saps.find((s) => s.id !== g.get('sap').id)!;
    const ch = characteristics(readContext(g.state, g.engine.registry), copy);
    expect([ch.power, ch.toughness]).toEqual([1, 1]);
    expect(tokens(g, 'Centaur Token')).toHaveLength(1);
  });

  it('Sundering Growth with no creature token: the artifact is destroyed and no token is created', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Plains', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Sundering Growth'] },
          p2: { battlefield: [{ id: 'stone', card: 'Fellwar Stone' }] },
        },
      },
      [{ cast: 'Sundering Growth', targets: ['stone'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Fellwar Stone']);
    expect(allObjects(g.state).filter((o) => o.token)).toHaveLength(0);
  });

  it('near miss: another player populating stays text', () => {
    const each = card(
      'Sundering Growth',
      '{G/W}{G/W}',
      'Instant',
      'Destroy target artifact, then each player populates.',
    );
    expect(unenforced(each)).toHaveLength(1);
  });
});
