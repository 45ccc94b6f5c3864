// Collect evidence N (CR 701.59a): "exile any number of cards from your graveyard with total mana
// value N or greater" — the player chooses the cards. As a spell's optional additional cost ("As
// an additional cost to cast this spell, you may collect evidence 6", 118.8, 601.2b), its "if
// evidence was collected" reads whether it was paid (701.59b), on the permanent it became too; as
// a part of an activation cost ("{T}, Collect evidence 3: …", 602.2b). It can't be paid with too
// little mana value in the graveyard (118.3). Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { RULE } from '../../../engine/state/rules';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const sprite = card(
  'Crimestopper Sprite',
  '{2}{U}',
  'Creature — Faerie Detective',
  'As an additional cost to cast this spell, you may collect evidence 6. (Exile cards with total mana value 6 or greater from your graveyard.)\nFlying\nWhen this creature enters, tap target creature. If evidence was collected, put a stun counter on it. (If a permanent with a stun counter would become untapped, remove one from it instead.)',
  '2/2',
);
const inspector = card(
  'Vitu-Ghazi Inspector',
  '{1}{G}',
  'Creature — Elf Detective',
  'As an additional cost to cast this spell, you may collect evidence 6. (Exile cards with total mana value 6 or greater from your graveyard.)\nReach\nWhen this creature enters, if evidence was collected, put a +1/+1 counter on target creature and you gain 2 life.',
  '2/1',
);
const researcher = card(
  'Forensic Researcher',
  '{2}{U}',
  'Creature — Merfolk Detective',
  "{T}: Untap another target permanent you control.\n{T}, Collect evidence 3: Tap target creature you don't control. (To collect evidence 3, exile cards with total mana value 3 or greater from your graveyard.)",
  '1/3',
);
const cryptex = card(
  'Cryptex',
  '{2}',
  'Artifact',
  '{T}, Collect evidence 3: Add one mana of any color. Put an unlock counter on this artifact. (To collect evidence 3, exile cards with total mana value 3 or greater from your graveyard.)\nSacrifice this artifact: Surveil 3, then draw three cards. Activate only if this artifact has five or more unlock counters on it.',
);
const biteDown = card(
  'Bite Down on Crime',
  '{3}{G}',
  'Sorcery',
  "As an additional cost to cast this spell, you may collect evidence 6. This spell costs {2} less to cast if evidence was collected. (To collect evidence 6, exile cards with total mana value 6 or greater from your graveyard.)\nTarget creature you control gets +2/+0 until end of turn. It deals damage equal to its power to target creature you don't control.",
);
const pollen = card(
  'Analyze the Pollen',
  '{G}',
  'Sorcery',
  'As an additional cost to cast this spell, you may collect evidence 8. (Exile cards with total mana value 8 or greater from your graveyard.)\nSearch your library for a basic land card. If evidence was collected, instead search your library for a creature or land card. Reveal that card, put it into your hand, then shuffle.',
);
const CARDS = compiled(sprite, inspector, researcher, cryptex, biteDown);

type Entry = string | { id: string; card: string };

/** p1 casts Crimestopper Sprite with three Islands and `yard` in their graveyard; p2 has Grizzly Bears. */
function castSprite(yard: Entry[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Crimestopper Sprite'], graveyard: yard },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Crimestopper Sprite' }],
    { cards: CARDS },
  );
}

const YARD: Entry[] = [
  { id: 'spider', card: 'Giant Spider' },
  { id: 'elves', card: 'Llanowar Elves' },
  { id: 'forest', card: 'Forest' },
];

describe('collect evidence (CR 701.59)', () => {
  it('Crimestopper Sprite with evidence collected: the chosen cards (total 6) are exiled and the tapped creature gets a stun counter', () => {
    const g = castSprite([...YARD, { id: 'bears2', card: 'Grizzly Bears' }]);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'collect evidence' });
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      purpose: 'collectEvidence',
      rule: RULE.collectEvidence,
    });
    // Giant Spider (4) and Llanowar Elves (1) total 5: not enough (701.59a).
    expect(() => g.act({ decide: ['spider', 'elves'] })).toThrow(/total mana value 5; collect evidence 6 needs 6/);
    // A land (mana value 0) may be among them: it adds nothing.
    g.act({ decide: ['spider', 'bears2', 'forest'] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile').sort()).toEqual(['Forest', 'Giant Spider', 'Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Llanowar Elves']);
    g.act({ pass: true }); // the Sprite resolves; its enters trigger targets Grizzly Bears
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('bears').counters).toMatchObject({ stun: 1 });
  });

  it('Crimestopper Sprite without evidence collected: the creature is tapped, no stun counter, the graveyard stays', () => {
    const g = castSprite([...YARD, { id: 'bears2', card: 'Grizzly Bears' }]);
    g.act({ decide: false });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toHaveLength(4);
    g.act({ pass: true });
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('bears').counters?.stun ?? 0).toBe(0);
  });

  it('with total mana value 5 in the graveyard, collect evidence 6 is not offered', () => {
    const g = castSprite(YARD);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual(['Crimestopper Sprite']);
    expect(g.names('p1', 'graveyard')).toHaveLength(3);
    g.act({ pass: true });
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('bears').counters?.stun ?? 0).toBe(0);
  });

  it('Vitu-Ghazi Inspector: its "if evidence was collected" enters trigger, with and without', () => {
    const play = (collect: boolean) => {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Forest', 'Forest', { id: 'bears', card: 'Grizzly Bears' }],
              hand: ['Vitu-Ghazi Inspector'],
              graveyard: [
                { id: 'spider', card: 'Giant Spider' },
                { id: 'b2', card: 'Grizzly Bears' },
              ],
            },
          },
        },
        [{ cast: 'Vitu-Ghazi Inspector' }, { decide: collect }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      // Exactly the whole graveyard is needed (4 + 2): chosen without asking.
      expect(g.names('p1', 'exile')).toHaveLength(collect ? 2 : 0);
      g.act({ pass: true });
      return g;
    };
    const yes = play(true);
    yes.act({ decide: ['bears'] });
    expect(yes.stack()).toEqual(['Vitu-Ghazi Inspector ability']);
    yes.act({ pass: true });
    expect(yes.state.players.p1.life).toBe(22);
    expect(yes.get('bears').counters).toMatchObject({ '+1/+1': 1 });
    const no = play(false);
    expect(no.state.pendingDecision).toBeNull();
    expect(no.stack()).toEqual([]);
    expect(no.state.players.p1.life).toBe(20);
  });

  it('Forensic Researcher: {T}, Collect evidence 3 exiles cards with total mana value 3 and taps the target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'fr', card: 'Forensic Researcher' }],
            graveyard: [
              { id: 'b2', card: 'Grizzly Bears' },
              { id: 'bolt', card: 'Lightning Bolt' },
            ],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'fr', ability: 1, targets: ['bears'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(g.get('fr').tapped).toBe(true);
    g.act({ pass: true });
    expect(g.get('bears').tapped).toBe(true);
  });

  it('Forensic Researcher with total mana value 2 in the graveyard cannot activate it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'fr', card: 'Forensic Researcher' }], graveyard: ['Grizzly Bears', 'Island'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'fr', ability: 1, targets: ['bears'] }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/collect evidence 3 needs cards in your graveyard with total mana value 3 or greater/);
    expect(g.get('fr').tapped).toBe(false);
    expect(g.names('p1', 'graveyard')).toHaveLength(2);
  });

  it('Cryptex: {T}, Collect evidence 3 (a mana ability) exiles the chosen cards, adds the mana and an unlock counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'cx', card: 'Cryptex' }],
            graveyard: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'b2', card: 'Grizzly Bears' },
              { id: 'bolt', card: 'Lightning Bolt' },
            ],
          },
        },
      },
      [{ activate: 'cx', ability: 0 }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'collectEvidence' });
    g.act({ decide: ['b2', 'bolt'] });
    expect(g.names('p1', 'exile').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(g.names('p1', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1' }); // the color (CR 106.1)
    g.act({ decide: 'R' });
    expect(g.error).toBeNull();
    expect(g.get('cx').tapped).toBe(true);
    expect(g.get('cx').counters).toMatchObject({ unlock: 1 });
    expect(g.state.players.p1.manaPool).toMatchObject({ R: 1 });
  });

  it('Bite Down on Crime with evidence collected costs {1}{G}: two Forests cast it, and Grizzly Bears (4/2) kill Giant Spider', () => {
    const setup = (yard: Entry[]) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Forest', 'Forest', { id: 'bears', card: 'Grizzly Bears' }],
              hand: ['Bite Down on Crime'],
              graveyard: yard,
            },
            p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
          },
        },
        [],
        { cards: CARDS },
      );
    const g = setup([
      { id: 's2', card: 'Giant Spider' },
      { id: 'b2', card: 'Grizzly Bears' },
    ]);
    g.act({ cast: 'Bite Down on Crime', targets: ['bears', 'spider'] });
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'collect evidence' });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
    expect(g.stack()).toEqual(['Bite Down on Crime']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    // Total mana value 5 in the graveyard: no evidence, {3}{G}, and two Forests can't pay it.
    const h = setup([
      { id: 's2', card: 'Giant Spider' },
      { id: 'e', card: 'Llanowar Elves' },
    ]);
    expect(() =>
      h.perform({
        type: 'cast',
        player: 'p1',
        object: h.get('Bite Down on Crime').id,
        targets: [h.get('bears').id, h.get('spider').id],
      }),
    ).toThrow();
    expect(h.names('p1', 'hand')).toEqual(['Bite Down on Crime']);
    expect(h.names('p1', 'graveyard')).toHaveLength(2);
  });

  it('near miss: Analyze the Pollen ("If evidence was collected, instead search …") stays text', () => {
    expect(unenforced(pollen)).toHaveLength(1);
  });
});
