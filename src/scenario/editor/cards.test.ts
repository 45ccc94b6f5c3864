import { describe, expect, it } from 'vitest';
import { emptyScenario } from './board';
import { addCard, moveCard, removeCard, setCounter, updateCard } from './cards';
import { checkDoc } from './check';
import { entryAt, freshId } from './locate';
import { ctx, ok, playable } from './test-helpers';

describe('editor card operations', () => {
  it('adds cards by name and as proxies to any zone of either player; the board restores', () => {
    let doc = emptyScenario();
    doc = ok(addCard(doc, 'p1', 'battlefield', 'Island'));
    doc = ok(addCard(doc, 'p2', 'graveyard', 'Lightning Bolt'));
    doc = ok(
      addCard(doc, 'p1', 'hand', {
        proxy: { name: 'Tarmogoyf', typeLine: 'Creature — Lhurgoyf', manaCost: '{1}{G}', power: 0, toughness: 1 },
      }),
    );
    doc = ok(addCard(doc, 'p2', 'sideboard', 'Shock'));
    doc = ok(addCard(doc, 'p1', 'library', 'Opt', 0));
    expect(doc.players.p1.battlefield).toEqual(['Island']);
    expect(doc.players.p2.graveyard).toEqual(['Lightning Bolt']);
    expect(doc.players.p2.sideboard).toEqual(['Shock']);
    playable(doc);
  });

  it('an unknown name is reported by the check, with the closest pool name, and nothing is lost', () => {
    const doc = ok(addCard(emptyScenario(), 'p1', 'hand', 'Lightnig Bolt'));
    const { problems } = checkDoc(doc, ctx);
    expect(problems).toEqual([
      expect.objectContaining({
        path: 'players.p1.hand[0]',
        message: 'unknown card "Lightnig Bolt"',
        suggestion: 'did you mean "Lightning Bolt"?',
      }),
    ]);
    expect(doc.players.p1.hand).toEqual(['Lightnig Bolt']);
  });

  it('moving a card drops keys that do not apply in its new zone and keeps its id', () => {
    let doc = ok(
      addCard(emptyScenario(), 'p1', 'battlefield', {
        card: 'Grizzly Bears',
        id: 'bears',
        tapped: true,
        summoningSick: true,
      }),
    );
    doc = ok(setCounter(doc, { player: 'p1', zone: 'battlefield', index: 0 }, '+1/+1', 2));
    const moved = moveCard(doc, { player: 'p1', zone: 'battlefield', index: 0 }, { player: 'p2', zone: 'graveyard' });
    expect(moved.ok && moved.at).toEqual({ player: 'p2', zone: 'graveyard', index: 0 });
    doc = ok(moved);
    expect(doc.players.p1.battlefield).toEqual([]);
    expect(doc.players.p2.graveyard).toEqual([{ card: 'Grizzly Bears', id: 'bears', counters: { '+1/+1': 2 } }]);
    expect(checkDoc(doc, ctx).warnings).toEqual([]);
    playable(doc);
  });

  it('moves within a zone to a position (library order: top first)', () => {
    let doc = emptyScenario();
    for (const name of ['Island', 'Opt', 'Shock']) doc = ok(addCard(doc, 'p1', 'library', name));
    doc = ok(moveCard(doc, { player: 'p1', zone: 'library', index: 2 }, { player: 'p1', zone: 'library', index: 0 }));
    expect(doc.players.p1.library).toEqual(['Shock', 'Island', 'Opt']);
    doc = ok(moveCard(doc, { player: 'p1', zone: 'library', index: 0 }, { player: 'p1', zone: 'library', index: 2 }));
    expect(doc.players.p1.library).toEqual(['Island', 'Shock', 'Opt']);
  });

  it('removing a card clears what referred to it', () => {
    let doc = emptyScenario();
    doc = ok(addCard(doc, 'p2', 'graveyard', { card: 'Lightning Bolt', id: 'bolt' }));
    doc = ok(addCard(doc, 'p1', 'battlefield', { card: 'Spellweaver Volute', attachedTo: 'bolt' }));
    doc = removeCard(doc, { player: 'p2', zone: 'graveyard', index: 0 });
    expect(doc.players.p1.battlefield).toEqual(['Spellweaver Volute']);
    // An Aura attached to nothing is legal to build; state-based actions put it into the graveyard (704.5m).
    playable(doc);
  });

  it('sets and clears flags, counters of any kind, and refuses a bad counter kind', () => {
    const at = { player: 'p1', zone: 'battlefield', index: 0 } as const;
    let doc = ok(addCard(emptyScenario(), 'p1', 'battlefield', 'Llanowar Elves'));
    doc = updateCard(doc, at, { tapped: true, summoningSick: true });
    expect(entryAt(doc, at)).toEqual({ card: 'Llanowar Elves', tapped: true, summoningSick: true });
    doc = ok(setCounter(doc, at, '-1/-1', 1));
    doc = ok(setCounter(doc, at, 'charge', 3));
    expect(entryAt(doc, at)).toMatchObject({ counters: { '-1/-1': 1, charge: 3 } });
    playable(doc);
    expect(setCounter(doc, at, 'Not A Kind', 1)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a counter kind'),
    });
    doc = updateCard(ok(setCounter(ok(setCounter(doc, at, '-1/-1', 0)), at, 'charge', 0)), at, {
      tapped: false,
      summoningSick: false,
    });
    expect(entryAt(doc, at)).toBe('Llanowar Elves');
  });

  it('makes unique ids from names', () => {
    let doc = ok(addCard(emptyScenario(), 'p1', 'hand', { card: 'Lightning Bolt', id: 'lightning-bolt' }));
    expect(freshId(doc, 'Lightning Bolt')).toBe('lightning-bolt-2');
    expect(freshId(doc, 'Fire // Ice')).toBe('fire-ice');
    doc = ok(addCard(doc, 'p1', 'hand', 'Opt'));
    expect(freshId(doc, 'P1')).toBe('p1-card');
  });
});
