// "You may pay {M} and sacrifice a token / discard a card. If you do, …" (CR 118.3, 608.2d) on
// real pool cards: one cost of mana and an instruction, paid in full or not at all — offered only
// when the instruction can be done; "If you do" holds when both were.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main, run, unenforced } from './compiled';

const killerService = card(
  'Killer Service',
  '{2}{G}{G}',
  'Enchantment',
  'When this enchantment enters, create a number of Food tokens equal to the number of opponents you have. (They\'re artifacts with "{2}, {T}, Sacrifice this token: You gain 3 life.")\nAt the beginning of your end step, you may pay {2} and sacrifice a token. If you do, create a 4/4 green Rhino Warrior creature token.',
);
const banon = card(
  "Banon, the Returners' Leader",
  '{2}{W}',
  'Legendary Creature — Human Cleric Rebel',
  'Pray — Once during each of your turns, you may cast a creature spell from among cards in your graveyard that were put there from anywhere other than the battlefield this turn.\nWhenever you attack, you may pay {1} and discard a card. If you do, draw a card.',
  '3/3',
);
const timothar = card(
  'Timothar, Baron of Bats',
  '{4}{B}{B}',
  'Legendary Creature — Vampire Noble',
  'Ward—Discard a card.\nWhenever another nontoken Vampire you control dies, you may pay {1} and exile it. If you do, create a 1/1 black Bat creature token with flying. It gains "When this token deals combat damage to a player, sacrifice it and return the exiled card to the battlefield tapped."',
  '4/4',
);
const CARDS = compiled(killerService);

/** p1's end step with Killer Service, `forests` Forests and the permanents `others`; the trigger resolved with `answers`. */
function endStep(forests: number, others: object[], answers: boolean[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'ks', card: 'Killer Service' },
            ...Array.from({ length: forests }, (_, i) => ({ id: `f${i}`, card: 'Forest' })),
            ...others,
          ],
        },
      },
    },
    [{ advance: 'end' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  const asked = !!g.state.pendingDecision || g.state.stack.length > 0;
  run(g, answers);
  expect(g.error).toBeNull();
  return { g, asked };
}

const rhinos = (g: ReturnType<typeof game>) => g.names('p1', 'battlefield').filter((n) => n.startsWith('Rhino'));

describe('"you may pay {M} and sacrifice a token" (Killer Service, CR 118.3)', () => {
  it('paying {2} and sacrificing the token makes a 4/4 Rhino Warrior', () => {
    const { g } = endStep(2, [{ id: 'tok', card: 'Grizzly Bears', token: true }], [true]);
    expect(g.names('p1', 'battlefield')).not.toContain('Grizzly Bears (token)');
    expect(rhinos(g)).toHaveLength(1);
    expect([g.get('f0').tapped, g.get('f1').tapped]).toEqual([true, true]);
  });

  it('declining pays nothing and sacrifices nothing', () => {
    const { g } = endStep(2, [{ id: 'tok', card: 'Grizzly Bears', token: true }], [false]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears (token)');
    expect(rhinos(g)).toHaveLength(0);
    expect(g.get('f0').tapped).toBe(false);
  });

  it('with no token to sacrifice the mana is not asked for (CR 118.3): no Rhino, lands untapped', () => {
    const { g } = endStep(2, [{ id: 'bears', card: 'Grizzly Bears' }], [true]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(rhinos(g)).toHaveLength(0);
    expect([g.get('f0').tapped, g.get('f1').tapped]).toEqual([false, false]);
  });

  it('with too little mana the token is not sacrificed', () => {
    const { g } = endStep(1, [{ id: 'tok', card: 'Grizzly Bears', token: true }], [true]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears (token)');
    expect(rhinos(g)).toHaveLength(0);
  });
});

describe('"you may pay {M} and discard a card" (Banon, CR 118.3)', () => {
  const attack = (hand: string[], answers: boolean[] | (boolean | string[])[]) => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'banon', card: "Banon, the Returners' Leader" },
              { id: 'l', card: 'Plains' },
            ],
            hand,
            library: ['Island', 'Island'],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['banon'] }],
      // Banon's Pray ability stays text (not this family's); its trigger is the one tested.
      { cards: [compileCard(banon).def] },
    );
    expect(g.error).toBeNull();
    run(g, answers as (boolean | string[])[]);
    expect(g.error).toBeNull();
    return g;
  };

  it('paying {1} and discarding a card draws a card', () => {
    const g = attack(['Grizzly Bears'], [true, ['Grizzly Bears'], true]);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.get('l').tapped).toBe(true);
  });

  it('with no card in hand nothing is paid and nothing drawn', () => {
    const g = attack([], [true]);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.get('l').tapped).toBe(false);
  });
});

describe('near miss', () => {
  it("Banon's trigger is enforced, only Pray stays text", () => {
    expect(unenforced(banon)).toEqual([expect.stringMatching(/^Pray/)]);
  });

  it('"you may pay {1} and exile it" (Timothar) stays text', () => {
    expect(unenforced(timothar)).toHaveLength(1);
  });
});
