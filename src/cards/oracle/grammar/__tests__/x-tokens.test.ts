// A printed X in a token's power and toughness (CR 107.3, 111.3): "Create an X/X green Ooze
// creature token" reads the spell's X; "…, where X is …" reads the amount the text defines, as
// the token is created. An X nothing defines or lets a player choose stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../../testing/harness';
import { card } from '../../__tests__/card';
import { compiled, main, pt, unenforced } from '../../__tests__/compiled';

const molding = card('Slime Molding', '{X}{G}', 'Sorcery', 'Create an X/X green Ooze creature token.');
const oviya = card(
  'Oviya Pashiri, Sage Lifecrafter',
  '{G}',
  'Legendary Creature — Human Artificer',
  '{2}{G}, {T}: Create a 1/1 colorless Servo artifact creature token.\n{4}{G}, {T}: Create an X/X colorless Construct artifact creature token, where X is the number of creatures you control.',
  '1/2',
);

describe('X/X tokens (CR 107.3, 111.3)', () => {
  it('Slime Molding for X = 3: a 3/3 Ooze', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Slime Molding'] } },
      },
      [{ cast: 'Slime Molding', x: 3 }, { pass: true }],
      { cards: compiled(molding) },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'Ooze Token')).toEqual([3, 3]);
  });

  it('Oviya Pashiri: X is the number of creatures its controller controls as the ability resolves (not the opponent’s)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'oviya', card: 'Oviya Pashiri, Sage Lifecrafter' },
              'Grizzly Bears',
              'Llanowar Elves',
              ...Array.from({ length: 5 }, () => 'Forest'),
            ],
          },
          p2: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
        },
      },
      [{ activate: 'oviya', ability: 1 }, { pass: true }],
      { cards: compiled(oviya) },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'Construct Token')).toEqual([3, 3]);
  });

  it('near miss: "It deals X damage to you" after the sentence that defines X (Chainer’s Torment) has no X of its own: stays text', () => {
    const torment = card(
      "Chainer's Torment",
      '{3}{B}',
      'Enchantment — Saga',
      '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — This Saga deals 2 damage to each opponent and you gain 2 life.\nIII — Create an X/X black Nightmare Horror creature token, where X is half your life total, rounded up. It deals X damage to you.',
    );
    expect(unenforced(torment)).toEqual([
      'III — Create an X/X black Nightmare Horror creature token, where X is half your life total, rounded up. It deals X damage to you.',
    ]);
  });

  it('near miss: a planeswalker ability using X in a second sentence (Tezzeret, Master of the Bridge) stays text', () => {
    const tezzeret = card(
      'Tezzeret, Master of the Bridge',
      '{4}{U}{B}',
      'Legendary Planeswalker — Tezzeret',
      'Creature and planeswalker spells you cast have affinity for artifacts. (They cost {1} less to cast for each artifact you control.)\n+2: Tezzeret deals X damage to each opponent, where X is the number of artifacts you control. You gain X life.\n−3: Return target artifact card from your graveyard to your hand.\n−8: Exile the top ten cards of your library. Put all artifact cards from among them onto the battlefield.',
    );
    expect(unenforced(tezzeret)).toContain(
      '+2: Tezzeret deals X damage to each opponent, where X is the number of artifacts you control. You gain X life.',
    );
  });
});
