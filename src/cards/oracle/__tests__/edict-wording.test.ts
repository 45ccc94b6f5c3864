// Today's Oracle wording of an edict says whose choice it is: "Target player sacrifices a
// creature of their choice." (CR 701.21a). It compiles as the older "sacrifices a creature" does.
import { expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';

const chainersEdict = card(
  "Chainer's Edict",
  '{1}{B}',
  'Sorcery',
  'Target player sacrifices a creature of their choice.\nFlashback {5}{B}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);

it("Chainer's Edict: the targeted player chooses which of their creatures to sacrifice", () => {
  const r = compileCard(chainersEdict);
  expect(r.status, JSON.stringify(r.def.unenforced)).toBe('full');
  const g = game(
    {
      turn: { number: 3, active: 'p1', phase: 'main1' },
      players: {
        p1: { battlefield: ['Swamp', 'Swamp', 'Grizzly Bears'], hand: ["Chainer's Edict"] },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'spider', card: 'Giant Spider' },
          ],
        },
      },
    },
    [{ cast: "Chainer's Edict", targets: ['p2'] }, { pass: true }],
    { cards: [r.def] },
  );
  expect(g.error).toBeNull();
  expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'chooseObjects', min: 1, max: 1 });
  g.act({ decide: [g.get('spider').id], player: 'p2' });
  expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
});

it('a choice given to someone else ("of your choice") stays text', () => {
  const r = compileCard(
    card('Edict Variant', '{1}{B}', 'Sorcery', 'Target player sacrifices a creature of your choice.'),
  );
  expect(r.status).toBe('none');
});
