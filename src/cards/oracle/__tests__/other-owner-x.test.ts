// Wordings a review found enforced wrongly, now enforced as their text says: "other" leaves the
// source out of a count ("no other creatures", "for each other Cat"), "an opponent's graveyard"
// is the owner's graveyard (CR 400.3), and {X} in "unless its controller pays {X}" is the X of
// the resolving spell (CR 107.3).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { main, pt } from './compiled';

/** The compiled definition, with the abilities under test enforced (the card may be partial). */
function enforced(c: ReturnType<typeof card>, ...texts: string[]): CardDef {
  const r = compileCard(c);
  for (const text of texts) expect(r.abilities.find((a) => a.text === text)?.enforced, text).toBe(true);
  return r.def;
}

describe('"can\'t be blocked as long as you control no other creatures" (Jeskai Infiltrator)', () => {
  const text = "This creature can't be blocked as long as you control no other creatures.";
  const infiltrator = card(
    'Jeskai Infiltrator',
    '{2}{U}',
    'Creature — Human Monk',
    `${text}\nWhen this creature deals combat damage to a player, exile it and the top card of your library in a face-down pile, shuffle that pile, then manifest those cards.`,
    '2/3',
  );
  const attack = (mine: (string | { id: string; card: string })[]) =>
    game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ji', card: 'Jeskai Infiltrator' }, ...mine] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['ji'] }, { pass: true }],
      { cards: [enforced(infiltrator, text)] },
    );

  it('alone, it is unblockable (itself is not one of the other creatures)', () => {
    const g = attack([]);
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { bears: 'ji' }, player: 'p2' })).toThrow(/can't be blocked/);
  });
  it('with another creature it can be blocked', () => {
    const g = attack(['Grizzly Bears']);
    expect(g.error).toBeNull();
    g.act({ block: { bears: 'ji' }, player: 'p2' });
    // The Bears block the Infiltrator (blockers map blocker → attacker).
    expect(g.state.combat?.blockers).toEqual({ [g.get('bears').id]: g.get('ji').id });
  });
});

describe('"gets +N/+N for each other …"', () => {
  const sovereignText = 'This creature gets +1/+1 for each other Cat you control.';
  const sovereign = card(
    'Pride Sovereign',
    '{2}{G}',
    'Creature — Cat',
    `${sovereignText}\n{W}, {T}, Exert this creature: Create two 1/1 white Cat creature tokens with lifelink.`,
    '2/2',
  );
  it('Pride Sovereign alone is 2/2; two of them are 3/3 each', () => {
    const cards = [enforced(sovereign, sovereignText)];
    const alone = game({ turn: main, players: { p1: { battlefield: ['Pride Sovereign'] }, p2: {} } }, [], { cards });
    expect(pt(alone, 'Pride Sovereign')).toEqual([2, 2]);
    const two = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Pride Sovereign' },
              { id: 'b', card: 'Pride Sovereign' },
            ],
          },
          p2: {},
        },
      },
      [],
      { cards },
    );
    expect(pt(two, 'a')).toEqual([3, 3]);
  });

  const maskText = 'Enchanted creature gets +2/+2 for each other enchantment on the battlefield.';
  const mask = card('Ancestral Mask', '{2}{G}', 'Enchantment — Aura', `Enchant creature\n${maskText}`);
  it('Ancestral Mask: +0/+0 with no other enchantment, +2/+2 for each other one', () => {
    const cards = [enforced(mask, maskText)];
    const one = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Ancestral Mask', attachedTo: 'bears' },
            ],
          },
          p2: {},
        },
      },
      [],
      { cards },
    );
    expect(pt(one, 'bears')).toEqual([2, 2]);
    const two = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Ancestral Mask', attachedTo: 'bears' },
              { id: 'giant', card: 'Giant Spider' },
              { card: 'Ancestral Mask', attachedTo: 'giant' },
            ],
          },
          p2: {},
        },
      },
      [],
      { cards },
    );
    expect(pt(two, 'bears')).toEqual([4, 4]);
  });
});

describe('"Whenever a creature is put into an opponent\'s graveyard from the battlefield" (Grim Feast)', () => {
  const text =
    "Whenever a creature is put into an opponent's graveyard from the battlefield, you gain life equal to its toughness.";
  const feast = card(
    'Grim Feast',
    '{1}{B}{G}',
    'Enchantment',
    `At the beginning of your upkeep, this enchantment deals 1 damage to you.\n${text}`,
  );
  const bolt = (whose: 'p1' | 'p2') =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Grim Feast', 'Mountain', { id: 'mine', card: 'Grizzly Bears' }],
            hand: ['Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: [whose === 'p1' ? 'mine' : 'theirs'] }, { pass: true }, { pass: true }],
      { cards: [enforced(feast, text)] },
    );
  it("an opponent's creature dying: its controller gains life equal to its toughness (2)", () => {
    const g = bolt('p2');
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(22);
  });
  it('its own creature dying goes to its own graveyard: no life', () => {
    const g = bolt('p1');
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.state.players.p1.life).toBe(20);
  });
  it('"an opponent\'s graveyard" with a subject that is not a filter stays text', () => {
    // "When ~ is put into your graveyard from the battlefield" is read (put-into-your-graveyard-self.test.ts).
    const r = compileCard(
      card(
        'Test of Endurance',
        '{2}{W}{W}',
        'Enchantment',
        "When this enchantment is put into an opponent's graveyard from the battlefield, you gain 5 life.",
      ),
    );
    expect(r.status).toBe('none');
  });
});

describe('"Counter target spell unless its controller pays {X}" (Clash of Wills)', () => {
  const text = 'Counter target spell unless its controller pays {X}.';
  const clash = card('Clash of Wills', '{X}{U}', 'Instant', text);
  const play = (forests: number) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: Array.from({ length: forests }, (_, i) => ({ id: `f${i}`, card: 'Forest' })),
            hand: ['Grizzly Bears'],
          },
          p2: { battlefield: ['Island', 'Island', 'Island'], hand: ['Clash of Wills'] },
        },
      },
      [
        { cast: 'Grizzly Bears' },
        { cast: 'Clash of Wills', x: 2, targets: ['Grizzly Bears'], player: 'p2' },
        { pass: true },
      ],
      { cards: [enforced(clash, text)] },
    );
  it('with no mana left to pay {2}, the spell is countered', () => {
    const g = play(2);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  });
  it('with two untapped Forests, paying {2} taps both and the spell is not countered', () => {
    const g = play(4);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'may' });
    g.act({ decide: true, player: 'p1' });
    expect([0, 1, 2, 3].map((i) => g.get(`f${i}`).tapped)).toEqual([true, true, true, true]);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });
});
