// Mana restricted to "a creature spell of the chosen type" (CR 106.6, 614.12): "As this land
// enters, choose a creature type. … {T}: Add one mana of any color. Spend this mana only to cast a
// creature spell of the chosen type." (Unclaimed Territory). The mana keeps the type its source
// chose when the mana was made; it pays only for a creature spell with that creature type.
import { describe, expect, it } from 'vitest';
import type { GameObject, ManaSpend } from '../../../engine';
import { fixedSpend } from '../../../engine/mana/spend';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const territory = card(
  'Unclaimed Territory',
  '',
  'Land',
  'As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type.',
);
const courtyard = card(
  'Secluded Courtyard',
  '',
  'Land',
  'As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type or activate an ability of a creature source of the chosen type.',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
// Llanowar Elves (an Elf) and Grizzly Bears (a Bear) are the pool's own.
const cards = compiled(territory, courtyard, bonesplitter);

function board(battlefield: unknown[], hand: string[]) {
  return { turn: main, players: { p1: { battlefield, hand, library: ['Island'] }, p2: {} } };
}

describe('"Spend this mana only to cast a creature spell of the chosen type" (CR 106.6)', () => {
  it('Unclaimed Territory (Elf chosen): its mana casts Llanowar Elves', () => {
    const g = game(
      board([{ card: 'Unclaimed Territory', chosenType: 'Elf' }], ['Llanowar Elves']),
      [{ activate: 'Unclaimed Territory', ability: 1, mana: 'G' }, { cast: 'Llanowar Elves' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Llanowar Elves']);
    expect(g.state.players.p1.restrictedMana).toBeUndefined();
  });

  it("Unclaimed Territory (Bear chosen): its mana can't cast Llanowar Elves, from the pool or by the automatic payer", () => {
    const floating = game(
      board([{ card: 'Unclaimed Territory', chosenType: 'Bear' }], ['Llanowar Elves']),
      [{ activate: 'Unclaimed Territory', ability: 1, mana: 'G' }],
      { cards },
    );
    expect(floating.error).toBeNull();
    expect(() => floating.act({ cast: 'Llanowar Elves' })).toThrow(/no way to pay/);
    const untapped = game(board([{ card: 'Unclaimed Territory', chosenType: 'Bear' }], ['Llanowar Elves']), [], {
      cards,
    });
    expect(() => untapped.act({ cast: 'Llanowar Elves' })).toThrow(/no way to pay/);
  });

  it('the automatic payer taps it for a creature spell of the chosen type', () => {
    const g = game(
      board([{ card: 'Unclaimed Territory', chosenType: 'Elf' }], ['Llanowar Elves']),
      [{ cast: 'Llanowar Elves' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('Unclaimed Territory').tapped).toBe(true);
  });

  it('with no type chosen (put onto the battlefield by a path that could not ask), it pays for nothing', () => {
    const g = game(board(['Unclaimed Territory'], ['Llanowar Elves']), [], { cards });
    expect(() => g.act({ cast: 'Llanowar Elves' })).toThrow(/no way to pay/);
  });

  it("Secluded Courtyard (Elf chosen): casts Llanowar Elves; doesn't pay an artifact's equip cost", () => {
    const g = game(
      board([{ card: 'Secluded Courtyard', chosenType: 'Elf' }], ['Llanowar Elves']),
      [{ activate: 'Secluded Courtyard', ability: 1, mana: 'G' }, { cast: 'Llanowar Elves' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Llanowar Elves']);
    const equip = game(
      board([{ card: 'Secluded Courtyard', chosenType: 'Elf' }, 'Bonesplitter', 'Grizzly Bears'], []),
      [{ activate: 'Secluded Courtyard', ability: 1, mana: 'G' }],
      { cards },
    );
    expect(() => equip.act({ activate: 'Bonesplitter', targets: ['Grizzly Bears'] })).toThrow(/no way to pay/);
  });
});

describe('the type is written into the mana as it is made', () => {
  it('"a creature spell of the chosen type or a legendary creature spell" (The Ringhart Crest): each alternative', () => {
    const crest = card(
      'The Ringhart Crest',
      '{1}{G}',
      'Legendary Artifact',
      'As The Ringhart Crest enters, choose a creature type.\n{T}: Add {G}. Spend this mana only to cast a creature spell of the chosen type or a legendary creature spell.',
    );
    const spend = compileCard(crest).def.activated?.find((a) => a.manaSpend)?.manaSpend as ManaSpend;
    expect(spend).toEqual({
      spells: {
        anyOf: [
          { types: ['creature'], chosenType: true },
          { types: ['creature'], supertypes: ['legendary'] },
        ],
      },
    });
    expect(fixedSpend(spend, { chosenType: 'Elf' } as GameObject)).toEqual({
      spells: {
        anyOf: [
          { types: ['creature'], allSubtypes: ['Elf'] },
          { types: ['creature'], supertypes: ['legendary'] },
        ],
      },
    });
  });

  it('near miss: "and that spell can\'t be countered" (Cavern of Souls) stays text', () => {
    const cavern = card(
      'Cavern of Souls',
      '',
      'Land',
      "As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
    );
    expect(unenforced(cavern)).toEqual([
      "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
    ]);
  });
});
