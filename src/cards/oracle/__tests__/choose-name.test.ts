// "Choose a nonland card name." as a spell resolves (CR 608.2d, 201.4b): its controller chooses
// one of the pool's nonland card names, and "with that name" / "with the chosen name" reads it
// (201.2a). "Flashback—Sacrifice a creature" (702.34a): a flashback cost with no mana.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const cabalTherapy = card(
  'Cabal Therapy',
  '{B}',
  'Sorcery',
  'Choose a nonland card name. Target player reveals their hand and discards all cards with that name.\nFlashback—Sacrifice a creature. (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);

const silencer = card(
  'Silverquill Silencer',
  '{W}{B}',
  'Creature — Human Cleric',
  'As this creature enters, choose a nonland card name.\nWhenever an opponent casts a spell with the chosen name, they lose 3 life and you draw a card.',
  '3/2',
);

const lavaDart = card(
  'Lava Dart',
  '{R}',
  'Instant',
  'Lava Dart deals 1 damage to any target.\nFlashback—Sacrifice a Mountain. (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);

function therapy(zone: 'hand' | 'graveyard') {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Swamp', { id: 'bear', card: 'Grizzly Bears' }],
          [zone]: ['Cabal Therapy'],
          library: ['Swamp'],
        },
        p2: { hand: ['Lightning Bolt', 'Lightning Bolt', 'Shock', 'Mountain'] },
      },
    },
    [
      zone === 'hand'
        ? { cast: 'Cabal Therapy', targets: ['p2'] }
        : { cast: 'Cabal Therapy', alt: 'flashback', targets: ['p2'] },
      { pass: true },
    ],
    { cards: compiled(cabalTherapy) },
  );
}

describe('"Choose a nonland card name" as a spell resolves (Cabal Therapy)', () => {
  it('compiles as a choice on resolution read by the discard', () => {
    const [def] = compiled(cabalTherapy);
    expect(def?.spell?.steps).toEqual([
      { do: 'chooseOption', option: 'chooseNonlandCardName' },
      {
        do: 'discard',
        player: { ref: 'target', slot: 0 },
        count: 'all',
        chosenBy: 'you',
        filter: { chosenName: true },
      },
    ]);
    expect(def?.altCosts).toEqual([
      {
        kind: 'flashback',
        mana: '',
        cost: { sacrifice: { filter: { types: ['creature'], controller: 'you' }, label: 'a creature' } },
      },
    ]);
  });

  it('its caster chooses among nonland card names as it resolves; every card with that name is discarded', () => {
    const g = therapy('hand');
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseOption', purpose: 'name', rule: '608.2d' });
    const values = (d as { options: { value: string }[] }).options.map((o) => o.value);
    expect(values).toContain('Lightning Bolt');
    expect(values).toContain('Grizzly Bears');
    expect(values).not.toContain('Mountain'); // a land card name is not a nonland card name
    expect(() => g.act({ decide: 'Mountain' })).toThrow(/choose one of/);
    g.act({ decide: 'Lightning Bolt' });
    expect(g.names('p2', 'hand').sort()).toEqual(['Mountain', 'Shock']);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt', 'Lightning Bolt']);
  });

  it('a name no card in the hand has: nothing is discarded', () => {
    const g = therapy('hand');
    g.act({ decide: 'Counterspell' });
    expect(g.names('p2', 'hand')).toHaveLength(4);
    expect(g.names('p2', 'graveyard')).toEqual([]);
  });

  it('flashback by sacrificing a creature, no mana (CR 702.34a)', () => {
    const g = therapy('graveyard');
    expect(g.error).toBeNull();
    expect(g.get('bear').zone).toBe('graveyard');
    expect(g.find('Swamp')?.tapped).toBe(false); // no mana paid
    g.act({ decide: 'Shock' });
    expect(g.names('p2', 'graveyard')).toEqual(['Shock']);
    expect(g.get('Cabal Therapy').zone).toBe('exile');
  });

  it("flashback with no creature to sacrifice: it can't be cast", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Swamp'], graveyard: ['Cabal Therapy'] }, p2: { hand: ['Shock'] } },
      },
      [{ cast: 'Cabal Therapy', alt: 'flashback', targets: ['p2'] }],
      { cards: compiled(cabalTherapy) },
    );
    expect(g.error).toMatch(/sacrific/i);
    expect(g.get('Cabal Therapy').zone).toBe('graveyard');
  });

  it('near misses stay text: another card name choice, or "that name" with no name chosen', () => {
    expect(
      unenforced(
        card(
          'Lost Legacy',
          '{1}{B}{B}',
          'Sorcery',
          "Choose a nonartifact, nonland card name. Search target player's graveyard, hand, and library for any number of cards with that name and exile them. That player shuffles, then draws a card for each card exiled from their hand this way.",
        ),
      ),
    ).toHaveLength(1);
    expect(
      unenforced(
        card('Made Up', '{B}', 'Sorcery', 'Target player reveals their hand and discards all cards with that name.'),
      ),
    ).toHaveLength(1);
    // As an ability resolves, the name would be kept on a source that may be gone: refused.
    expect(
      unenforced(
        card(
          'Made Up Relic',
          '{2}',
          'Artifact',
          '{T}, Sacrifice this artifact: Choose a nonland card name. Target player reveals their hand and discards all cards with that name.',
        ),
      ),
    ).toHaveLength(1);
  });
});

describe('"a spell with the chosen name" on a card that chose a name as it entered (Silverquill Silencer)', () => {
  it('an opponent casting a spell with that name loses 3 life and its controller draws; another spell does nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'sil', card: 'Silverquill Silencer', chosenName: 'Lightning Bolt' }],
            library: ['Swamp'],
          },
          p2: { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Shock'] },
        },
      },
      [{ pass: true }],
      { cards: compiled(silencer) },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Shock', player: 'p2', targets: ['p1'] });
    g.act({ pass: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(20);
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] });
    expect(g.stack().length).toBe(2); // the trigger over the spell
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'hand')).toEqual(['Swamp']);
  });
});

describe('"Flashback—Sacrifice a Mountain" (Lava Dart)', () => {
  it('cast from the graveyard by sacrificing a Mountain', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain'], graveyard: ['Lava Dart'] }, p2: {} } },
      [{ cast: 'Lava Dart', alt: 'flashback', targets: ['p2'] }, { pass: true }],
      { cards: compiled(lavaDart) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect(g.get('Lava Dart').zone).toBe('exile');
  });
});
