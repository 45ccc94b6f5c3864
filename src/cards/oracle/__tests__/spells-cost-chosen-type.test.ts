// "Creature spells you cast of the chosen type cost {1} less to cast." (CR 601.2f): the creature
// type the permanent chose as it entered (614.12); a reduction of generic mana only (118.7a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const horn = card(
  "Herald's Horn",
  '{3}',
  'Artifact',
  "As this artifact enters, choose a creature type.\nCreature spells you cast of the chosen type cost {1} less to cast.\nAt the beginning of your upkeep, look at the top card of your library. If it's a creature card of the chosen type, you may reveal it and put it into your hand.",
);
const CARDS = compiled(horn);

const board = (chosenType: string) => ({
  turn: main,
  players: {
    p1: { battlefield: [{ card: "Herald's Horn", chosenType }, 'Forest'], hand: ['Grizzly Bears'] },
  },
});

describe('"spells you cast of the chosen type cost {1} less" (CR 601.2f, 614.12)', () => {
  it("Herald's Horn naming Bear: Grizzly Bears costs {G}", () => {
    const g = game(board('Bear'), [{ cast: 'Grizzly Bears' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('naming Elf: Grizzly Bears costs {1}{G}, and one Forest is not enough', () => {
    const g = game(board('Elf'), [{ cast: 'Grizzly Bears' }], { cards: CARDS });
    expect(g.error).toMatch(/no way to pay/);
  });

  it('"the chosen type" on a card that chooses a card type stays text', () => {
    const key = card(
      'Cloud Key',
      '{3}',
      'Artifact',
      'As this artifact enters, choose artifact, creature, enchantment, instant, or sorcery.\nSpells you cast of the chosen type cost {1} less to cast.',
    );
    expect(unenforced(key)).toContain('Spells you cast of the chosen type cost {1} less to cast.');
  });
});
