// The mana spent to cast a spell (CR 601.2h): the spell remembers it, and so does the permanent it
// becomes. Converge counts its colors ("the number of colors of mana spent to cast this spell",
// colorless is no color, CR 105.1), sunburst gives a counter for each color (702.44a: +1/+1 as a
// creature, charge otherwise), and "the amount of mana spent to cast …" counts all of it.
// A copy, or a spell cast without paying its mana cost, had none spent (707.10, 118.9).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const woodlandWanderer = card(
  'Woodland Wanderer',
  '{3}{G}',
  'Creature — Elemental',
  'Vigilance, trample\nConverge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.',
  '2/2',
);
const etchedOracle = card(
  'Etched Oracle',
  '{4}',
  'Artifact Creature — Wizard',
  'Sunburst (This enters with a +1/+1 counter on it for each color of mana spent to cast it.)\n{1}, Remove four +1/+1 counters from this creature: Target player draws three cards.',
  '0/0',
);
const batonOfCourage = card(
  'Baton of Courage',
  '{3}',
  'Artifact',
  'Flash\nSunburst (This enters with a charge counter on it for each color of mana spent to cast it.)\nRemove a charge counter from this artifact: Target creature gets +1/+1 until end of turn.',
);
const painfulTruths = card(
  'Painful Truths',
  '{2}{B}',
  'Sorcery',
  'Converge — You draw X cards and you lose X life, where X is the number of colors of mana spent to cast this spell.',
);
const radiantEpicure = card(
  'Radiant Epicure',
  '{4}{B}',
  'Creature — Vampire Wizard',
  'Converge — When this creature enters, each opponent loses X life and you gain X life, where X is the number of colors of mana spent to cast this spell.',
  '5/5',
);
const sweepTheSkies = card(
  'Sweep the Skies',
  '{X}{U}{U}',
  'Sorcery',
  'Converge — Create a 1/1 colorless Thopter artifact creature token with flying for each color of mana spent to cast this spell.',
);
const moltenNote = card(
  'Molten Note',
  '{X}{R}{W}',
  'Sorcery',
  'Molten Note deals damage to target creature equal to the amount of mana spent to cast this spell. Untap all creatures you control.\nFlashback {6}{R}{W} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);
const manaformHellkite = card(
  'Manaform Hellkite',
  '{2}{R}{R}',
  'Creature — Dragon',
  'Flying\nWhenever you cast a noncreature spell, create an X/X red Dragon Illusion creature token with flying and haste, where X is the amount of mana spent to cast that spell. Exile that token at the beginning of the next end step.',
  '4/4',
);
const aberrantManawurm = card(
  'Aberrant Manawurm',
  '{3}{G}',
  'Creature — Wurm',
  'Trample\nWhenever you cast an instant or sorcery spell, this creature gets +X/+0 until end of turn, where X is the amount of mana spent to cast that spell.',
  '2/5',
);
const ardenvalePaladin = card(
  'Ardenvale Paladin',
  '{3}{W}',
  'Creature — Human Knight',
  'Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter on it.',
  '2/5',
);
const hengeWalker = card(
  'Henge Walker',
  '{3}',
  'Artifact Creature — Golem',
  'Adamant — If at least three mana of the same color was spent to cast this spell, this creature enters with a +1/+1 counter on it.',
  '2/2',
);
const rollingSpoil = card(
  'Rolling Spoil',
  '{2}{G}{G}',
  'Sorcery',
  'Destroy target land. If {B} was spent to cast this spell, all creatures get -1/-1 until end of turn.',
);
const gruulScrapper = card(
  'Gruul Scrapper',
  '{3}{G}',
  'Creature — Human Berserker',
  'When this creature enters, if {R} was spent to cast it, it gains haste until end of turn.',
  '3/2',
);
const elvishMystic = card('Elvish Mystic', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1/1');
const cards = compiled(
  ardenvalePaladin,
  hengeWalker,
  rollingSpoil,
  gruulScrapper,
  elvishMystic,
  woodlandWanderer,
  etchedOracle,
  batonOfCourage,
  painfulTruths,
  radiantEpicure,
  sweepTheSkies,
  moltenNote,
  manaformHellkite,
  aberrantManawurm,
);

/** p1 casts `spell` from hand with `pool` in the mana pool, then both pass so it resolves. */
function castWith(pool: string, spell: string, extra: Record<string, unknown> = {}, battlefield: string[] = []) {
  const library = ['Island', 'Island', 'Island', 'Island', 'Island'];
  return game(
    {
      turn: main,
      players: { p1: { manaPool: pool, hand: [spell], battlefield, library }, p2: { library } },
    },
    [{ cast: spell, ...extra }, { pass: true }],
    { cards },
  );
}

describe('converge: "for each color of mana spent to cast it" (CR 601.2h, 105.1)', () => {
  it('Woodland Wanderer paid with {G}{W}{U}{C} enters with three +1/+1 counters (colorless is no color)', () => {
    const g = castWith('GWUC', 'Woodland Wanderer');
    expect(g.error).toBeNull();
    expect(g.get('Woodland Wanderer').counters['+1/+1']).toBe(3);
  });
  it('Woodland Wanderer paid with {G}{G}{G}{G} enters with one', () => {
    const g = castWith('GGGG', 'Woodland Wanderer');
    expect(g.get('Woodland Wanderer').counters['+1/+1']).toBe(1);
  });
  it('Painful Truths paid with {B}{U}{R}: draw three, lose 3 life; with {B}{B}{B}: draw one, lose 1', () => {
    const g = castWith('BUR', 'Painful Truths');
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(3);
    expect(g.state.players.p1.life).toBe(17);
    const h = castWith('BBB', 'Painful Truths');
    expect(h.state.players.p1.hand).toHaveLength(1);
    expect(h.state.players.p1.life).toBe(19);
  });
  it('Radiant Epicure: its enters trigger reads the mana the spell it was was cast with', () => {
    const g = castWith('BWGCC', 'Radiant Epicure', {}, []);
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(23);
  });
  it('Sweep the Skies with X=2 paid {U}{U}{W}{U}: two colors, two Thopters (X itself does not count)', () => {
    const g = castWith('UUWU', 'Sweep the Skies', { x: 2 });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Thopter'))).toHaveLength(2);
  });
});

describe('sunburst (CR 702.44a)', () => {
  it('Etched Oracle, a creature, paid with {W}{U}{B}{R}: four +1/+1 counters', () => {
    const g = castWith('WUBR', 'Etched Oracle');
    expect(g.error).toBeNull();
    const o = g.get('Etched Oracle');
    expect(o.counters['+1/+1']).toBe(4);
    expect(o.counters.charge ?? 0).toBe(0);
  });
  it('Baton of Courage, not a creature, paid with {R}{G}{G}: two charge counters', () => {
    const g = castWith('RGG', 'Baton of Courage');
    expect(g.error).toBeNull();
    const o = g.get('Baton of Courage');
    expect(o.counters.charge).toBe(2);
    expect(o.counters['+1/+1'] ?? 0).toBe(0);
  });
  it('paid with colorless mana only: no counters (an Etched Oracle 0/0 dies)', () => {
    const g = castWith('CCCC', 'Etched Oracle');
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Etched Oracle');
  });
  it('put onto the battlefield without being cast: no counters (CR 702.44a: only from the stack)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Baton of Courage'] }, p2: {} } }, [], { cards });
    expect(g.get('Baton of Courage').counters.charge ?? 0).toBe(0);
  });
});

describe('"the amount of mana spent to cast …"', () => {
  it('Molten Note with X=2 deals 4 damage (X plus {R}{W}): a 2/4 dies; with X=1, 3 damage, it lives', () => {
    const note = (pool: string, x: number) =>
      game(
        {
          turn: main,
          players: {
            p1: { manaPool: pool, hand: ['Molten Note'] },
            p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
          },
        },
        [{ cast: 'Molten Note', x, targets: ['spider'] }, { pass: true }],
        { cards },
      );
    const g = note('RWCC', 2);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    const h = note('RWC', 1);
    expect(h.error).toBeNull();
    expect(h.get('spider').damage).toBe(3);
  });
  it('Manaform Hellkite: a noncreature spell cast for three mana makes a 3/3 Dragon Illusion', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'BUR', hand: ['Painful Truths'], battlefield: ['Manaform Hellkite'], library: ['Island'] },
          p2: {},
        },
      },
      [{ cast: 'Painful Truths' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'Dragon Illusion Token')).toEqual([3, 3]);
  });
  it('Aberrant Manawurm gets +3/+0 for an instant or sorcery cast with three mana', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'BBB', hand: ['Painful Truths'], battlefield: ['Aberrant Manawurm'], library: ['Island'] },
          p2: {},
        },
      },
      // The trigger is above the spell: one pass resolves it.
      [{ cast: 'Painful Truths' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Painful Truths']);
    expect(pt(g, 'Aberrant Manawurm')).toEqual([5, 5]);
  });
});

describe('"if … was spent to cast …" (CR 601.2h)', () => {
  it('adamant: Ardenvale Paladin paid {W}{W}{W}{C} enters with a +1/+1 counter; {W}{W}{C}{C}, none', () => {
    expect(castWith('WWWC', 'Ardenvale Paladin').get('Ardenvale Paladin').counters['+1/+1']).toBe(1);
    expect(castWith('WWCC', 'Ardenvale Paladin').get('Ardenvale Paladin').counters['+1/+1'] ?? 0).toBe(0);
  });
  it('Henge Walker: three mana of one color gives the counter, two and one do not', () => {
    expect(castWith('RRR', 'Henge Walker').get('Henge Walker').counters['+1/+1']).toBe(1);
    expect(castWith('RRG', 'Henge Walker').get('Henge Walker').counters['+1/+1'] ?? 0).toBe(0);
  });
  it('Rolling Spoil: {B} spent on its generic part gives all creatures -1/-1; without {B}, not', () => {
    const spoil = (pool: string) =>
      game(
        {
          turn: main,
          players: {
            p1: { manaPool: pool, hand: ['Rolling Spoil'] },
            p2: { battlefield: [{ id: 'forest', card: 'Forest' }, 'Elvish Mystic'] },
          },
        },
        [{ cast: 'Rolling Spoil', targets: ['forest'] }, { pass: true }],
        { cards },
      );
    const g = spoil('BCGG');
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Elvish Mystic', 'Forest']);
    const h = spoil('CCGG');
    expect(h.error).toBeNull();
    expect(h.names('p2', 'graveyard')).toEqual(['Forest']);
  });
  it('Gruul Scrapper: its enters trigger gives haste only if {R} was spent to cast it', () => {
    const haste = (pool: string) => {
      const g = castWith(pool, 'Gruul Scrapper');
      g.act({ pass: true });
      expect(g.error).toBeNull();
      return characteristics(readContext(g.state, g.engine.registry), g.get('Gruul Scrapper')).keywords.includes(
        'haste',
      );
    };
    expect(haste('RCCG')).toBe(true);
    expect(haste('CCCG')).toBe(false);
  });
});

describe('near misses that stay text', () => {
  // "sacrifice it unless {U} was spent to cast it" (Azorius Herald) is read now: unless-condition.test.ts.
  it('snow mana "{S}" (Berg Strider)', () => {
    expect(
      unenforced(
        card(
          'Berg Strider',
          '{4}{U}',
          'Snow Creature — Giant Wizard',
          "When this creature enters, tap target artifact or creature an opponent controls. If {S} was spent to cast this spell, that permanent doesn't untap during its controller's next untap step. ({S} is mana from a snow source.)",
          '4/4',
        ),
      ),
    ).toHaveLength(1);
  });
  it('"Modular—Sunburst" (Arcbound Wanderer) and "it gains sunburst" (Lux Artillery)', () => {
    expect(
      unenforced(
        card(
          'Arcbound Wanderer',
          '{6}',
          'Artifact Creature — Golem',
          'Modular—Sunburst (This creature enters with a +1/+1 counter on it for each color of mana spent to cast it. When it dies, you may put its +1/+1 counters on target artifact creature.)',
          '0/0',
        ),
      ),
    ).toHaveLength(1);
  });
  it('a condition comparing the amount spent with the mana value (Ancient Cellarspawn) stays text', () => {
    expect(
      unenforced(
        card(
          'Ancient Cellarspawn',
          '{1}{B}{B}',
          'Enchantment Creature — Horror',
          "Each spell you cast that's a Demon, Horror, or Nightmare costs {1} less to cast.\nWhenever you cast a spell, if the amount of mana spent to cast it was less than its mana value, target opponent loses life equal to the difference.",
          '3/3',
        ),
      ),
    ).toContain(
      'Whenever you cast a spell, if the amount of mana spent to cast it was less than its mana value, target opponent loses life equal to the difference.',
    );
  });
});
