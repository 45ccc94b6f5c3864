// Cipher (CR 702.99): as its spell resolves, after its other effects, the card may be exiled
// encoded on a creature its controller controls; that creature then has "Whenever this creature
// deals combat damage to a player, you may copy the encoded card and you may cast the copy without
// paying its mana cost" for as long as the card stays exiled and the creature stays on the
// battlefield (702.99c). Real pool cards played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  'Cipher (Then you may exile this spell card encoded on a creature you control. Whenever that creature deals combat damage to a player, its controller may cast a copy of the encoded card without paying its mana cost.)';
const slice = card('Shadow Slice', '{4}{B}', 'Sorcery', `Target opponent loses 3 life.\n${REMINDER}`);
const frog = card(
  'Turn to Frog',
  '{1}{U}',
  'Instant',
  'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.',
);
const madness = card(
  'Whispering Madness',
  '{2}{U}{B}',
  'Sorcery',
  `Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way.\n${REMINDER}`,
);
const CARDS = compiled(slice, frog);
const library = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'];

/** p1: Grizzly Bears and a Llanowar Elves, seven Swamps and two Islands, `hand`; p2 has nothing. */
function table(hand: string[], options: object = {}) {
  return game(
    {
      turn: main,
      options,
      players: {
        p1: {
          hand,
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'elves', card: 'Llanowar Elves' },
            ...Array.from({ length: 7 }, () => 'Swamp'),
            'Island',
            'Island',
          ],
          library,
        },
        p2: { library },
      },
    },
    [],
    { cards: CARDS },
  );
}

/** Casts Shadow Slice at p2 and answers cipher's question with `encodeOn` (none: []). */
function castSlice(g: ReturnType<typeof table>, encodeOn: string[]) {
  g.act({ cast: 'Shadow Slice', targets: ['p2'] });
  g.act({ pass: true });
  expect(g.state.pendingDecision?.purpose).toBe('cipher');
  g.act({ decide: encodeOn.map((ref) => g.get(ref).id) });
}

/** Attacks with the bears; p2 doesn't block; combat damage; the trigger resolves, answering `cast`. */
function attackWithBears(g: ReturnType<typeof table>, cast: boolean) {
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: ['bears'] });
  g.act({ block: {}, player: 'p2' });
  g.act({ advance: 'main2' });
  while (g.stack().length || g.state.pendingDecision) {
    const d = g.state.pendingDecision;
    if (d?.purpose === 'cast-copy') g.act({ decide: cast });
    else if (d) throw new Error(`unexpected question: ${d.prompt}`);
    else g.act({ pass: true });
  }
}

describe('cipher (CR 702.99)', () => {
  it('encoded: the card goes from the stack to exile, and combat damage to a player casts a copy of it', () => {
    const g = table(['Shadow Slice']);
    castSlice(g, ['bears']);
    expect(g.state.players.p2.life).toBe(17);
    // It never goes to the graveyard (CR 702.99a): exiled, encoded on the bears.
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Shadow Slice']);
    // The bears have the cipher trigger by an effect naming the encoded card (CR 702.99a, 613.1f).
    const encoded = g.state.players.p1.exile[0]!;
    const grant = g.state.effects.find((e) => e.object === g.get('bears').id)?.grants?.[0];
    expect(grant && 'triggered' in grant ? grant.triggered.steps[0] : null).toEqual({
      do: 'encodedCard',
      card: encoded,
      as: 'encoded',
    });
    const bears = g.get('bears').id;
    attackWithBears(g, true);
    expect(g.events.filter((e) => e.type === 'AbilityTriggered' && e.source === bears)).toHaveLength(1);
    // 2 combat damage, then the copy: target opponent loses 3 life.
    expect(g.state.players.p2.life).toBe(12);
    // The copy ceased to exist; the card stays exiled and encoded, so it works again next combat.
    expect(g.names('p1', 'exile')).toEqual(['Shadow Slice']);
  });

  it('declining to cast the copy: no life lost, and the card stays encoded', () => {
    const g = table(['Shadow Slice']);
    castSlice(g, ['bears']);
    attackWithBears(g, false);
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p1', 'exile')).toEqual(['Shadow Slice']);
  });

  it('choosing no creature: the card is put into its owner graveyard as the spell finishes resolving', () => {
    const g = table(['Shadow Slice']);
    castSlice(g, []);
    expect(g.names('p1', 'graveyard')).toEqual(['Shadow Slice']);
    attackWithBears(g, true);
    expect(g.state.players.p2.life).toBe(15);
  });

  it('only the creature it is encoded on has the ability: the elves dealing damage cast nothing', () => {
    const g = table(['Shadow Slice']);
    castSlice(g, ['bears']);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['elves'] });
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p2.life).toBe(16);
  });

  it('a creature that loses all abilities after the encoding has no cipher trigger (CR 613.1f, 613.7)', () => {
    const g = table(['Shadow Slice', 'Turn to Frog']);
    castSlice(g, ['bears']);
    g.act({ cast: 'Turn to Frog', targets: [g.get('bears').id] });
    g.act({ pass: true });
    attackWithBears(g, true);
    // A 1/1 Frog: 1 combat damage, no copy.
    expect(g.state.players.p2.life).toBe(16);
    expect(g.names('p1', 'exile')).toEqual(['Shadow Slice']);
  });

  it('a card that leaves exile is no longer encoded (CR 702.99c): the creature loses the ability', () => {
    const g = table(['Shadow Slice'], { sandbox: true });
    castSlice(g, ['bears']);
    const exiled = g.state.players.p1.exile[0]!;
    g.perform({ type: 'move', object: exiled, to: 'graveyard', player: 'p1' });
    const bears = g.get('bears').id;
    const triggered = () => g.events.filter((e) => e.type === 'AbilityTriggered' && e.source === bears).length;
    attackWithBears(g, true);
    expect(triggered()).toBe(0);
    expect(g.state.players.p2.life).toBe(15);
  });

  it("near miss: cipher on a spell whose own text isn't read stays text with it", () => {
    expect(unenforced(madness)).toHaveLength(2);
  });
});
