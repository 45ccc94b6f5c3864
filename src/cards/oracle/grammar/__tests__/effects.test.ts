// The effect grammar on real cards: each test asserts what the card's text fixes, with a near
// miss that stays text (never guess).
import { describe, expect, it } from 'vitest';
import { game } from '../../../../testing/harness';
import { card } from '../../__tests__/card';
import { compiled, main, unenforced } from '../../__tests__/compiled';
import { compileCard } from '../../compile';

const aetherling = card(
  'Aetherling',
  '{4}{U}{U}',
  'Creature — Shapeshifter',
  "{U}: Exile this creature. Return it to the battlefield under its owner's control at the beginning of the next end step.\n{U}: This creature can't be blocked this turn.\n{1}: This creature gets +1/-1 until end of turn.\n{1}: This creature gets -1/+1 until end of turn.",
  '4/5',
);

describe('an effect finds what it moved to a public zone (CR 400.7j)', () => {
  it('Aetherling: exiled, then returned at the beginning of the next end step as a new object', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'ling', card: 'Aetherling' }, 'Island'] } },
      },
      [{ activate: 'ling', ability: 0 }, { pass: true }],
      { cards: compiled(aetherling) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Aetherling']);
    const exiled = g.get('ling').id;
    g.act({ advance: 'end' });
    g.act({ pass: true });
    expect(g.names('p1', 'exile')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Aetherling');
    expect(g.get('ling').id).not.toBe(exiled);
  });
  it('the new object is named by a variable the exile step sets; a move nothing reads keeps no variable', () => {
    const r = compileCard(aetherling);
    expect(r.def.activated?.[0]?.steps?.[0]).toEqual({
      do: 'moveTo',
      what: { ref: 'source' },
      zone: 'exile',
      as: 'moved1',
    });
    const swords = compileCard(
      card(
        'Swords to Plowshares',
        '{W}',
        'Instant',
        'Exile target creature. Its controller gains life equal to its power.',
      ),
    );
    // "Its controller", "its power": read as it last existed (CR 608.2h), not the exiled card.
    expect(swords.def.spell?.steps).toEqual([
      { do: 'moveTo', what: { ref: 'target', slot: 0 }, zone: 'exile' },
      {
        do: 'gainLife',
        player: { ref: 'controllerOf', of: { ref: 'target', slot: 0 } },
        amount: { powerOf: { ref: 'target', slot: 0 } },
      },
    ]);
  });
  it('near miss: after a move to a hidden zone "it" names nothing the effect can act on', () => {
    const text = "Put target creature on top of its owner's library. Tap it.";
    expect(unenforced(card('Made Up', '{U}', 'Instant', text))).toEqual([text]);
  });
});

describe('targets, lists and shared subjects', () => {
  it('Boom Box: three "up to one target" slots, one destroy of all three (CR 115.1)', () => {
    const r = compileCard(
      card(
        'Boom Box',
        '{2}',
        'Artifact',
        '{6}, {T}, Sacrifice this artifact: Destroy up to one target artifact, up to one target creature, and up to one target land.',
      ),
    );
    expect(r.status).toBe('full');
    const a = r.def.activated?.[0];
    expect(a?.targets?.map((t) => [t.label, t.min, t.max])).toEqual([
      ['up to one target artifact', 0, 1],
      ['up to one target creature', 0, 1],
      ['up to one target land', 0, 1],
    ]);
    expect(a?.steps).toEqual([
      {
        do: 'destroy',
        what: {
          ref: 'union',
          of: [
            { ref: 'target', slot: 0 },
            { ref: 'target', slot: 1 },
            { ref: 'target', slot: 2 },
          ],
        },
      },
    ]);
  });
  it('"any other target" must differ from the first target (CR 115.3): Boulder Dash\'s second slot leaves out what the first chose', () => {
    const c = card(
      'Boulder Dash',
      '{1}{R}',
      'Sorcery',
      'Boulder Dash deals 2 damage to any target and 1 damage to any other target.',
    );
    const r = compileCard(c);
    expect(r.status).toBe('full');
    expect(r.def.spell?.targets.map((t) => t.distinctFromPrior)).toEqual([undefined, 1]);
  });
  it('Arbiter of Woe: "each opponent discards a card and loses 2 life" — one subject, two verbs', () => {
    const r = compileCard(
      card(
        'Arbiter of Woe',
        '{4}{B}{B}',
        'Creature — Demon',
        'As an additional cost to cast this spell, sacrifice a creature.\nFlying\nWhen this creature enters, each opponent discards a card and loses 2 life. You draw a card and gain 2 life.',
        '5/4',
      ),
    );
    expect(r.status).toBe('full');
    const opp = { ref: 'players', which: 'opponents' };
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'discard', player: opp, count: 1 },
      { do: 'loseLife', player: opp, amount: 2 },
      { do: 'draw', player: { ref: 'you' }, count: 1 },
      { do: 'gainLife', player: { ref: 'you' }, amount: 2 },
    ]);
  });
  it('"~ deals 4 damage to any target and you gain 4 life": the recipient list stops before the next subject', () => {
    const r = compileCard(
      card(
        "Warleader's Helix",
        '{2}{R}{W}',
        'Instant',
        "Warleader's Helix deals 4 damage to any target and you gain 4 life.",
      ),
    );
    expect(r.def.spell?.steps).toEqual([
      { do: 'damage', amount: 4, to: { ref: 'target', slot: 0 } },
      { do: 'gainLife', player: { ref: 'you' }, amount: 4 },
    ]);
  });
});

describe('payments and choices', () => {
  it('Aether Barrier: "that player sacrifices a permanent of their choice unless they pay {1}" asks the caster', () => {
    const r = compileCard(
      card(
        'Aether Barrier',
        '{2}{U}',
        'Enchantment',
        'Whenever a player casts a creature spell, that player sacrifices a permanent of their choice unless they pay {1}.',
      ),
    );
    expect(r.status).toBe('full');
    const player = { ref: 'trigger', key: 'player' };
    // The payment is asked first; "a permanent" is any permanent the player controls (CR 701.21a).
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'payMana', cost: '{1}', as: 'paid1', player },
      { do: 'sacrificeChosen', filter: {}, as: 'sacrificed2', player, when: { not: { var: 'paid1' } } },
    ]);
  });
  it('near miss: "you may pay {1} and exile it. If you do, …" is one optional cost, not read (Timothar)', () => {
    // "you may pay {1} and sacrifice an artifact" (Sokenzan Smelter) is read now: may-pay-and.test.ts.
    const text =
      'Whenever another nontoken Vampire you control dies, you may pay {1} and exile it. If you do, create a 1/1 black Bat creature token with flying. It gains "When this token deals combat damage to a player, sacrifice it and return the exiled card to the battlefield tapped."';
    expect(
      unenforced(card('Timothar, Baron of Bats', '{4}{B}{B}', 'Legendary Creature — Vampire Noble', text, '4/4')),
    ).toEqual([text]);
  });
});
