// "Look at the top X cards of your library, where X is …" (CR 107.3c: X is the amount the text
// defines; 608.2h: counted as the instruction is followed; 401.2: only the looker sees them).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const pillage = card(
  'Pillage the Bog',
  '{B}{G}',
  'Sorcery',
  'Look at the top X cards of your library, where X is twice the number of lands you control. Put one of them into your hand and the rest on the bottom of your library in a random order.\nPlot {1}{B}{G} (You may pay {1}{B}{G} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)',
);
const machinate = card(
  'Machinate',
  '{1}{U}{U}',
  'Instant',
  'Look at the top X cards of your library, where X is the number of artifacts you control. Put one of those cards into your hand and the rest on the bottom of your library in any order.',
);
const CARDS = compiled(pillage, machinate);

const lib = (...ids: string[]) => ids.map((id) => ({ id, card: id.startsWith('bolt') ? 'Lightning Bolt' : 'Island' }));

describe('"the top X cards of your library, where X is …" (CR 107.3c)', () => {
  it('Pillage the Bog with two lands looks at the top four (twice two); the fifth card stays on top', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Forest'],
            hand: ['Pillage the Bog'],
            library: lib('i1', 'bolt', 'i2', 'i3', 'i4', 'i5'),
          },
        },
      },
      [{ cast: 'Pillage the Bog' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', rule: RULE.lookAtLibrary, min: 1, max: 1 });
    expect(d?.candidates).toEqual(['i1', 'bolt', 'i2', 'i3'].map((r) => g.get(r).id));
    g.act({ decide: ['bolt'] });
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    const library = g.state.players.p1.library;
    expect(library.slice(0, 2)).toEqual(['i4', 'i5'].map((r) => g.get(r).id));
    expect([...library.slice(2)].sort()).toEqual(['i1', 'i2', 'i3'].map((r) => g.get(r).id).sort());
  });

  it('Machinate with one artifact looks at the top card only', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Fellwar Stone'],
            hand: ['Machinate'],
            library: lib('bolt', 'i1', 'i2'),
          },
        },
      },
      [{ cast: 'Machinate' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // One card seen and one to take: no choice to make.
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.state.players.p1.library).toEqual(['i1', 'i2'].map((r) => g.get(r).id));
  });

  it('Memory Deluge: X is the amount of mana spent to cast it (CR 601.2h), four from its mana cost', () => {
    const deluge = card(
      'Memory Deluge',
      '{2}{U}{U}',
      'Instant',
      'Look at the top X cards of your library, where X is the amount of mana spent to cast this spell. Put two of them into your hand and the rest on the bottom of your library in a random order.\nFlashback {5}{U}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
    );
    expect(unenforced(deluge)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island'],
            hand: ['Memory Deluge'],
            library: lib('i1', 'bolt', 'i2', 'i3', 'i4', 'i5'),
          },
        },
      },
      [{ cast: 'Memory Deluge' }, { pass: true }],
      { cards: compiled(deluge) },
    );
    expect(g.state.pendingDecision?.candidates).toEqual(['i1', 'bolt', 'i2', 'i3'].map((r) => g.get(r).id));
  });

  it('near miss: an X the compiler cannot count ("the number of tokens you created this turn") stays text', () => {
    const ellyn = card(
      'Ellyn Harbreeze, Busybody',
      '{3}{W}',
      'Legendary Creature — Human Peasant',
      '{T}: Look at the top X cards of your library, where X is the number of tokens you created this turn. Put one of those cards into your hand and the rest on the bottom of your library in a random order.\nChoose a Background (You can have a Background as a second commander.)',
      '2/4',
    );
    expect(unenforced(ellyn)[0]).toMatch(
      /^\{T\}: Look at the top X cards of your library, where X is the number of tokens/,
    );
  });
});
