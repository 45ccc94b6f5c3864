// Predefined tokens (CR 111.10): "create a Treasure token", "create a Food token", "investigate"
// (701.16a: create a Clue token), "create a Blood token" compile to tokens that have the
// abilities the rules define, and the engine lets their controller sacrifice them for it. Saved
// games that create tokens still open and replay.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../engine';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { ALL_CARDS } from '../../all';
import { createRegistry } from '../../registry';
import { scenarioFileText, openScenarioFile } from '../../../scenario/scenario-file';
import { restore } from '../../../scenario/pool';
import type { ScriptAction } from '../../../scenario/schema';
import { toEngineAction } from '../../../scenario/script';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const innkeeper = card(
  'Prosperous Innkeeper',
  '{1}{G}',
  'Creature — Halfling Citizen',
  'When this creature enters, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")\nWhenever another creature you control enters, you gain 1 life.',
  '1/1',
);
const pie = card(
  'Bake into a Pie',
  '{2}{B}{B}',
  'Instant',
  'Destroy target creature. Create a Food token. (It\'s an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")',
);
const inspector = card(
  'Thraben Inspector',
  '{W}',
  'Creature — Human Soldier',
  'When this creature enters, investigate. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")',
  '1/2',
);
const absence = card(
  'Fateful Absence',
  '{1}{W}',
  'Instant',
  'Destroy target creature or planeswalker. Its controller investigates. (They create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")',
);
const epicure = card(
  'Voldaren Epicure',
  '{R}',
  'Creature — Vampire',
  'When this creature enters, it deals 1 damage to each opponent. Create a Blood token. (It\'s an artifact with "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.")',
  '1/1',
);
const windfall = card(
  'Unexpected Windfall',
  '{2}{R}{R}',
  'Instant',
  'As an additional cost to cast this spell, discard a card.\nDraw two cards and create two Treasure tokens. (They\'re artifacts with "{T}, Sacrifice this token: Add one mana of any color.")',
);
const strike = card(
  'Strike It Rich',
  '{R}',
  'Sorcery',
  'Create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")\nFlashback {2}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);

const TOKENS = compiled(innkeeper, pie, inspector, absence, epicure, windfall, strike);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, createRegistry([...ALL_CARDS, ...TOKENS])), g.get(ref));
}

describe('Treasure (CR 111.10a)', () => {
  it('Prosperous Innkeeper makes a colourless Treasure artifact token that is no creature', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Forest', 'Forest'], hand: ['Prosperous Innkeeper'] } } },
      [{ cast: 'Prosperous Innkeeper' }, { pass: true }, { pass: true }],
      { cards: TOKENS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual([
      'Forest',
      'Forest',
      'Prosperous Innkeeper',
      'Treasure Token (token)',
    ]);
    const c = chars(g, 'Treasure Token');
    expect(c.types).toContain('artifact');
    expect(c.types).not.toContain('creature');
    expect(c.subtypes).toEqual(['Treasure']);
    expect(c.colors).toEqual([]);
    expect(c.power).toBeNull();
    expect(g.has('TokenCreated', RULE.treasureToken)).toBe(true);
    // Its ability's words are its text (what the card frame shows).
    expect(g.engine.registry.get('Treasure Token')).toBeUndefined();
    expect(g.state.proxies[g.get('Treasure Token').def]?.text).toBe(
      '{T}, Sacrifice this token: Add one mana of any color.',
    );
  });

  it('its controller taps and sacrifices it for one mana of any color, which pays for a spell (no stack: a mana ability)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Forest'], hand: ['Prosperous Innkeeper', 'Lightning Bolt'] } },
      },
      [{ cast: 'Prosperous Innkeeper' }, { pass: true }, { pass: true }],
      { cards: TOKENS },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'Treasure Token', mana: 'R' });
    expect(g.state.players.p1.manaPool.R).toBe(1);
    // Sacrificed: a token put into a graveyard ceases to exist (CR 111.7, 704.5d).
    expect(g.names('p1', 'battlefield')).toEqual(['Forest', 'Forest', 'Prosperous Innkeeper']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });

  it('Unexpected Windfall: two cards and two Treasures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Unexpected Windfall', 'Island'],
            library: ['Plains', 'Swamp'],
          },
        },
      },
      [{ cast: 'Unexpected Windfall' }, { pass: true }],
      { cards: TOKENS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Treasure Token (token)')).toHaveLength(2);
    expect(g.names('p1', 'hand')).toEqual(['Plains', 'Swamp']);
    expect(g.names('p1', 'graveyard')).toEqual(['Island', 'Unexpected Windfall']);
  });
});

describe('Food (CR 111.10b)', () => {
  it('Bake into a Pie destroys the creature and makes a Food; {2}, {T}, sacrifice it: gain 3 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            life: 10,
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Bake into a Pie'],
          },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Bake into a Pie', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: TOKENS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(chars(g, 'Food Token').subtypes).toEqual(['Food']);
    g.act({ activate: 'Food Token' });
    // Not a mana ability: it uses the stack (CR 602.2), so nothing happens until it resolves.
    expect(g.state.players.p1.life).toBe(10);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(13);
    expect(g.names('p1', 'battlefield')).not.toContain('Food Token (token)');
  });
});

describe('Clue and investigate (CR 111.10f, 701.16a)', () => {
  it('Thraben Inspector investigates: a Clue; {2}, sacrifice it: draw a card (no {T}: it may be tapped)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Thraben Inspector'], library: ['Island'] },
        },
      },
      [{ cast: 'Thraben Inspector' }, { pass: true }, { pass: true }],
      { cards: TOKENS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'Clue Token').subtypes).toEqual(['Clue']);
    expect(g.has('TokenCreated', RULE.clueToken)).toBe(true);
    g.act({ activate: 'Clue Token' });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.names('p1', 'battlefield')).toEqual(['Plains', 'Plains', 'Plains', 'Thraben Inspector']);
  });

  it("Fateful Absence: the destroyed creature's controller investigates, not the caster", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains'], hand: ['Fateful Absence'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Fateful Absence', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: TOKENS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Clue Token (token)']);
    expect(g.names('p1', 'battlefield')).toEqual(['Plains', 'Plains']);
  });
});

describe('Blood (CR 111.10g)', () => {
  it('Voldaren Epicure: 1 damage to each opponent and a Blood; {1}, {T}, discard a card, sacrifice it: draw a card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Voldaren Epicure', 'Island'], library: ['Plains'] },
        },
      },
      [{ cast: 'Voldaren Epicure' }, { pass: true }, { pass: true }],
      { cards: TOKENS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    g.act({ activate: 'Blood Token' });
    // The discard is part of the cost: paid before the ability resolves.
    expect(g.names('p1', 'graveyard')).toEqual(['Island']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
  });

  it("with no card in hand to discard, the Blood token can't be activated (CR 602.2b: costs are paid in full)", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Voldaren Epicure'], library: ['Plains'] } },
      },
      [{ cast: 'Voldaren Epicure' }, { pass: true }, { pass: true }],
      { cards: TOKENS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ activate: 'Blood Token' })).toThrow(/discard/i);
    expect(g.names('p1', 'battlefield')).toContain('Blood Token (token)');
  });
});

describe('tokens created tapped', () => {
  it('Diregraf Colossus: "create a tapped 2/2 black Zombie creature token" when a Zombie spell is cast', () => {
    const colossus = compileCard(
      card(
        'Diregraf Colossus',
        '{2}{B}',
        'Creature — Zombie Giant',
        'Diregraf Colossus enters with a +1/+1 counter on it for each Zombie card in your graveyard.\nWhenever you cast a Zombie spell, create a tapped 2/2 black Zombie creature token.',
        '2/2',
      ),
    );
    const tapped = colossus.abilities.find((a) => a.text.startsWith('Whenever you cast a Zombie spell'));
    expect(tapped?.enforced).toBe(true);
    const corpse = compiled(card('Walking Corpse', '{1}{B}', 'Creature — Zombie Dog', '', '2/2'));
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Swamp', 'Swamp', 'Diregraf Colossus'], hand: ['Walking Corpse'] } },
      },
      [{ cast: 'Walking Corpse' }, { pass: true }],
      { cards: [colossus.def, ...corpse] },
    );
    expect(g.error).toBeNull();
    expect(g.get('Zombie Token').tapped).toBe(true);
  });
});

describe('near misses stay text', () => {
  it('a Treasure with more to it, or a choice of tokens', () => {
    expect(
      unenforced(
        card(
          'Tireless Provisioner',
          '{2}{G}',
          'Creature — Elf Scout',
          'Landfall — Whenever a land you control enters, create a Food token or a Treasure token.',
          '3/2',
        ),
      ),
    ).toHaveLength(1);
  });
});

describe('saved games with tokens', () => {
  /** Plays `script` on `doc` and returns the engine actions taken (what a saved file carries). */
  function played(doc: object, script: ScriptAction[]): { g: Game; actions: Action[] } {
    const g = game(doc, [], { cards: TOKENS });
    const actions: Action[] = [];
    for (const step of script) {
      const action = toEngineAction(step, g.state, g.loaded, g.engine.registry);
      actions.push(action);
      g.perform(action);
    }
    return { g, actions };
  }

  it('a file whose steps make a Treasure and spend it opens and replays to the same board', () => {
    const doc = {
      format: 'stackyard/scenario@1',
      cards: [strike],
      turn: main,
      players: { p1: { battlefield: ['Mountain'], hand: ['Strike It Rich', 'Lightning Bolt'] } },
    };
    const { g, actions } = played(doc, [
      { cast: 'Strike It Rich' },
      { pass: true },
      { activate: 'Treasure Token', mana: 'R' },
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { pass: true },
    ]);
    expect(g.state.players.p2.life).toBe(17);
    // The file as Export writes it: the document (with the card data it names) plus the actions.
    const opened = openScenarioFile('saved.stackyard.json', JSON.stringify({ ...doc, actions }));
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    const last = opened.steps[opened.steps.length - 1]?.state;
    expect(opened.steps).toHaveLength(5);
    expect(last?.players.p2.life).toBe(17);
    expect(last?.battlefield).toEqual(g.state.battlefield);
  });

  it("a creature token made by a saved file's steps is the same vanilla token as before (Battery: a 3/3 Elephant)", () => {
    const doc = {
      format: 'stackyard/scenario@1',
      turn: main,
      players: { p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Assault // Battery'] } },
    };
    const { g, actions } = played(doc, [{ cast: 'Assault // Battery', half: 'Battery' }, { pass: true }]);
    expect(g.names('p1', 'battlefield')).toContain('Elephant Token (token)');
    const r = restore(doc);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const opened = openScenarioFile('saved.stackyard.json', scenarioFileText(r.scenario, actions));
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    const last = opened.steps[opened.steps.length - 1]?.state;
    // The token's characteristics are stored as they were: no abilities added, the same key.
    expect(last?.proxies['token:Elephant Token']).toEqual({
      name: 'Elephant Token',
      typeLine: 'Token Creature — Elephant',
      power: 3,
      toughness: 3,
      colors: ['G'],
    });
  });
});
