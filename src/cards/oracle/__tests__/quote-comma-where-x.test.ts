// A token's quoted ability with the comma inside the quotation marks before "where X is" (Tend the
// Pests: "with \"When this token dies, you gain 1 life,\" where X is the sacrificed creature's
// power"): the quoted ability ends there and X counts the tokens (CR 111.3, 113.1b, 107.3).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const pests = card(
  'Tend the Pests',
  '{B}{G}',
  'Instant',
  'As an additional cost to cast this spell, sacrifice a creature.\nCreate X 1/1 black and green Pest creature tokens with "When this token dies, you gain 1 life," where X is the sacrificed creature\'s power.',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(pests, giant);

describe('a quoted ability before ", where X is" with the comma inside the quotation marks', () => {
  it('Tend the Pests, sacrificing a Hill Giant (power 3): three 1/1 black and green Pests, each with its dies trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Tend the Pests'],
            battlefield: ['Swamp', 'Forest', { id: 'giant', card: 'Hill Giant' }],
          },
        },
      },
      [{ cast: 'Tend the Pests' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.purpose === 'sacrifice') g.act({ decide: ['giant'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Hill Giant', 'Tend the Pests']));
    const made = g.names('p1', 'battlefield').filter((n) => n.startsWith('Pest'));
    expect(made).toHaveLength(3);
    const pest = g.get('Pest Token');
    const ch = characteristics(readContext(g.state, g.engine.registry), pest);
    expect([...ch.colors].sort()).toEqual(['B', 'G']);
    expect(pest.token).toBeTruthy();
    // The token's own ability, read from the quotation with its period (CR 111.3).
    const step = CARDS[0]?.spell?.steps[0];
    expect(step?.do === 'createToken' && step.token.triggered?.length).toBe(1);
    expect(step?.do === 'createToken' && step.token.text).toBe('When this token dies, you gain 1 life.');
  });

  it("near miss: the same comma before an X the engine can't count stays text (Vren, the Relentless)", () => {
    const vren = card(
      'Vren, the Relentless',
      '{2}{U}{B}',
      'Legendary Creature — Rat Rogue',
      'Ward {2}\nIf a creature an opponent controls would die, exile it instead.\nAt the beginning of each end step, create X 1/1 black Rat creature tokens with "This token gets +1/+1 for each other Rat you control," where X is the number of creatures that were exiled under your opponents\' control this turn.',
      '3/4',
    );
    expect(unenforced(vren).some((t) => t.includes('where X is the number of creatures that were exiled'))).toBe(true);
  });
});
