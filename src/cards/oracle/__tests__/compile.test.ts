import { describe, expect, it } from 'vitest';
import { compileCard } from '../compile';
import { card } from './card';

describe('spells: the effect is the spell ability (CR 113.3a)', () => {
  it('a burn spell: "deals 3 damage to any target"', () => {
    const r = compileCard(card('Lightning Bolt', '{R}', 'Instant', 'Lightning Bolt deals 3 damage to any target.'));
    expect(r.status).toBe('full');
    expect(r.def.spell?.targets).toEqual([
      expect.objectContaining({
        label: 'any target',
        min: 1,
        max: 1,
        filter: { objects: { types: ['creature', 'planeswalker', 'battle'] }, players: true },
      }),
    ]);
    expect(r.def.spell?.steps).toEqual([{ do: 'damage', amount: 3, to: { ref: 'target', slot: 0 } }]);
  });
  it("two instructions in order, the second about the first one's target: Swords to Plowshares (CR 608.2c, 608.2h)", () => {
    const r = compileCard(
      card(
        'Swords to Plowshares',
        '{W}',
        'Instant',
        'Exile target creature. Its controller gains life equal to its power.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.spell?.steps).toEqual([
      { do: 'moveTo', what: { ref: 'target', slot: 0 }, zone: 'exile' },
      {
        do: 'gainLife',
        player: { ref: 'controllerOf', of: { ref: 'target', slot: 0 } },
        amount: { powerOf: { ref: 'target', slot: 0 } },
      },
    ]);
  });
  it('"It can\'t be regenerated" rides on the destroy before it; "nonartifact, nonblack creature" is one target filter', () => {
    const r = compileCard(
      card('Terror', '{1}{B}', 'Instant', "Destroy target nonartifact, nonblack creature. It can't be regenerated."),
    );
    expect(r.def.spell?.targets[0]?.filter).toEqual({
      objects: { notTypes: ['artifact'], notColors: ['B'], types: ['creature'] },
    });
    expect(r.def.spell?.steps).toEqual([{ do: 'destroy', what: { ref: 'target', slot: 0 }, noRegenerate: true }]);
  });
  it('modes: each mode has its own targets and steps (CR 700.2)', () => {
    const r = compileCard(
      card(
        'Blue Elemental Blast',
        '{U}',
        'Instant',
        'Choose one —\n• Counter target red spell.\n• Destroy target red permanent.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.spell?.modes?.count).toBe(1);
    expect(r.def.spell?.modes?.options.map((o) => [o.targets[0]?.filter, o.steps[0]?.do])).toEqual([
      [{ spells: { colors: ['R'] } }, 'counterSpell'],
      [{ objects: { colors: ['R'] } }, 'destroy'],
    ]);
  });
  it('"each creature and each player" is one recipient made of two sets', () => {
    const r = compileCard(
      card('Inferno', '{5}{R}{R}', 'Instant', 'Inferno deals 6 damage to each creature and each player.'),
    );
    expect(r.def.spell?.steps).toEqual([
      {
        do: 'damage',
        amount: 6,
        to: {
          ref: 'union',
          of: [
            { ref: 'all', filter: { types: ['creature'] } },
            { ref: 'players', which: 'each' },
          ],
        },
      },
    ]);
  });
  it('a pump until end of turn on "target blocking creature" (CR 611.2)', () => {
    const r = compileCard(
      card('Righteousness', '{W}', 'Instant', 'Target blocking creature gets +7/+7 until end of turn.'),
    );
    expect(r.def.spell?.steps).toEqual([
      { do: 'pump', what: { ref: 'target', slot: 0 }, power: 7, toughness: 7, until: 'endOfTurn' },
    ]);
    expect(r.def.spell?.targets[0]?.filter).toEqual({ objects: { blocking: true, types: ['creature'] } });
  });
});

describe('keyword abilities (CR 702): one enforced ability per keyword', () => {
  it('a line of keywords: Zephyr Falcon\'s "Flying, vigilance"', () => {
    const r = compileCard(card('Zephyr Falcon', '{1}{U}', 'Creature — Bird', 'Flying, vigilance', '1/1'));
    expect(r.status).toBe('full');
    expect(r.def.keywords).toEqual(['flying', 'vigilance']);
    expect(r.abilities.map((a) => a.text)).toEqual(['Flying', 'vigilance']);
  });
  it('protection from a colour and landwalk are keywords with a parameter', () => {
    expect(
      compileCard(
        card(
          'White Knight',
          '{W}{W}',
          'Creature — Human Knight',
          "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)",
          '2/2',
        ),
      ).def.keywords,
    ).toEqual(['first strike', { protection: { color: 'B' } }]);
    expect(
      compileCard(
        card(
          'Shanodin Dryads',
          '{G}',
          'Creature — Nymph Dryad',
          "Forestwalk (This creature can't be blocked as long as defending player controls a Forest.)",
          '1/1',
        ),
      ).def.keywords,
    ).toEqual([{ landwalk: 'Forest' }]);
  });
  it('banding is left as text, so "Flying; banding" is partial and says why', () => {
    const r = compileCard(
      card(
        'Mesa Pegasus',
        '{1}{W}',
        'Creature — Pegasus',
        'Flying; banding (Any creatures with banding, and up to one without, can attack in a band.)',
        '1/1',
      ),
    );
    expect(r.status).toBe('partial');
    expect(r.def.keywords).toEqual(['flying']);
    expect(r.def.unenforced).toEqual([{ text: 'banding', reason: 'banding is not modelled (CR 702.22)' }]);
  });
});

describe('Auras and other static abilities (CR 604, 613)', () => {
  it('"Enchant creature" and "Enchanted creature gets +1/+2"', () => {
    const r = compileCard(
      card('Holy Strength', '{W}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +1/+2.'),
    );
    expect(r.status).toBe('full');
    expect(r.def.enchant).toEqual({ objects: { types: ['creature'] } });
    expect(r.def.statics).toEqual([{ affects: { enchanted: true }, gets: { power: 1, toughness: 2 } }]);
  });
  it('a lord: "Other Merfolk get +1/+1 and have islandwalk"', () => {
    const r = compileCard(
      card(
        'Lord of Atlantis',
        '{U}{U}',
        'Creature — Merfolk',
        "Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)",
        '2/2',
      ),
    );
    expect(r.def.statics).toEqual([
      {
        affects: { objects: { subtypes: ['Merfolk'] }, other: true },
        gets: { power: 1, toughness: 1 },
        gains: [{ landwalk: 'Island' }],
      },
    ]);
  });
  it('"as long as" makes the effect conditional (CR 611.3a)', () => {
    const r = compileCard(
      card('Kird Ape', '{R}', 'Creature — Ape', 'This creature gets +1/+2 as long as you control a Forest.', '1/1'),
    );
    expect(r.def.statics).toEqual([
      {
        affects: { self: true },
        gets: { power: 1, toughness: 2 },
        condition: { count: { controller: 'you', subtypes: ['Forest'] }, range: { min: 1 } },
      },
    ]);
  });
  it('a characteristic-defining ability sets power and toughness (CR 604.3, 613.4a)', () => {
    const r = compileCard(
      card(
        'Nightmare',
        '{5}{B}',
        'Creature — Nightmare Horse',
        "Flying\nNightmare's power and toughness are each equal to the number of Swamps you control.",
        '*/*',
      ),
    );
    expect(r.status).toBe('full');
    const n = { count: { controller: 'you', subtypes: ['Swamp'] } };
    expect(r.def.statics).toEqual([{ affects: { self: true }, definesPT: { power: n, toughness: n } }]);
  });
  it('an unread "*" power is said to be unenforced', () => {
    const r = compileCard(
      card(
        'Shapeshifter',
        '{6}',
        'Artifact Creature — Shapeshifter',
        'As this creature enters, choose a number between 0 and 7.',
        '*/7-*',
      ),
    );
    expect(r.abilities.at(-1)).toMatchObject({ enforced: false, reason: expect.stringMatching(/power and toughness/) });
  });
  it('restrictions and "doesn\'t untap"', () => {
    expect(
      compileCard(
        card(
          'Pirate Ship',
          '{4}{U}',
          'Creature — Human Pirate',
          "This creature can't attack unless defending player controls an Island.",
          '4/3',
        ),
      ).def.statics,
    ).toEqual([{ affects: { self: true }, cant: [{ attackUnlessDefenderControls: { subtypes: ['Island'] } }] }]);
    expect(
      compileCard(
        card(
          'Colossus of Sardia',
          '{9}',
          'Artifact Creature — Golem',
          "This creature doesn't untap during your untap step.",
          '9/9',
        ),
      ).def.statics,
    ).toEqual([{ affects: { self: true }, cant: ['untap'] }]);
  });
  it('static replacement effects: entering tapped, entering with counters, preventing damage (CR 614.1c, 615)', () => {
    expect(
      compileCard(card("Nevinyrral's Disk", '{4}', 'Artifact', 'This artifact enters tapped.')).def.replacements,
    ).toEqual([{ kind: 'entersTapped' }]);
    expect(
      compileCard(
        card(
          'Clockwork Beast',
          '{6}',
          'Artifact Creature — Beast',
          'This creature enters with seven +1/+0 counters on it.',
          '0/4',
        ),
      ).def.replacements,
    ).toEqual([{ kind: 'entersWithCounters', counter: '+1/+0', count: 7 }]);
    expect(
      compileCard(
        card(
          'Argothian Treefolk',
          '{3}{G}{G}',
          'Creature — Treefolk',
          'Prevent all damage that would be dealt to this creature by artifact sources.',
          '3/5',
        ),
      ).def.replacements,
    ).toEqual([{ kind: 'preventDamage', to: { self: true }, from: { types: ['artifact'] } }]);
  });
});

describe('activated abilities (CR 602) and mana abilities (CR 605)', () => {
  it('{T}: deal damage; the text kept for display is the printed paragraph', () => {
    const r = compileCard(
      card(
        'Prodigal Sorcerer',
        '{2}{U}',
        'Creature — Human Wizard Sorcerer',
        '{T}: This creature deals 1 damage to any target.',
        '1/1',
      ),
    );
    expect(r.def.activated).toEqual([
      {
        cost: { tap: true },
        targets: [expect.objectContaining({ label: 'any target' })],
        steps: [{ do: 'damage', amount: 1, to: { ref: 'target', slot: 0 } }],
        text: '{T}: This creature deals 1 damage to any target.',
      },
    ]);
  });
  it('regeneration and pump abilities', () => {
    expect(
      compileCard(card('Drudge Skeletons', '{1}{B}', 'Creature — Skeleton', '{B}: Regenerate this creature.', '1/1'))
        .def.activated?.[0]?.steps,
    ).toEqual([{ do: 'regenerate', what: { ref: 'source' } }]);
    expect(
      compileCard(
        card(
          'Killer Bees',
          '{1}{G}{G}',
          'Creature — Insect',
          'Flying\n{G}: This creature gets +1/+1 until end of turn.',
          '0/1',
        ),
      ).def.activated?.[0]?.steps,
    ).toEqual([{ do: 'pump', what: { ref: 'source' }, power: 1, toughness: 1, until: 'endOfTurn' }]);
  });
  it('costs beyond mana and {T}, and activation limits (CR 602.5)', () => {
    const lotus = compileCard(
      card('Black Lotus', '{0}', 'Artifact', '{T}, Sacrifice this artifact: Add three mana of any one color.'),
    );
    expect(lotus.def.activated?.[0]).toMatchObject({
      cost: { tap: true, sacrificeSelf: true },
      mana: { kind: 'anyOneColor', count: 3 },
    });
    const bats = compileCard(
      card(
        'Vampire Bats',
        '{B}',
        'Creature — Bat',
        'Flying\n{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.',
        '0/1',
      ),
    );
    expect(bats.def.activated?.[0]).toMatchObject({ cost: { mana: '{B}' }, limits: { perTurn: 2 } });
    const greed = compileCard(card('Greed', '{3}{B}', 'Enchantment', '{B}, Pay 2 life: Draw a card.'));
    expect(greed.def.activated?.[0]).toMatchObject({
      cost: { mana: '{B}', payLife: 2 },
      steps: [{ do: 'draw', player: { ref: 'you' }, count: 1 }],
    });
  });
  it('mana abilities keep what they produce as data', () => {
    expect(compileCard(card('Sol Ring', '{1}', 'Artifact', '{T}: Add {C}{C}.')).def.activated?.[0]?.mana).toEqual({
      kind: 'fixed',
      mana: ['C', 'C'],
    });
    expect(
      compileCard(card('Celestial Prism', '{3}', 'Artifact', '{2}, {T}: Add one mana of any color.')).def
        .activated?.[0],
    ).toMatchObject({ cost: { mana: '{2}', tap: true }, mana: { kind: 'anyColor' } });
  });
  it("a basic land's text is reminder text: nothing to compile, its ability comes from its type (CR 305.6)", () => {
    const r = compileCard(card('Badlands', '', 'Land — Swamp Mountain', '({T}: Add {B} or {R}.)'));
    expect(r).toMatchObject({ status: 'full', abilities: [] });
    expect(r.def.activated).toBeUndefined();
  });
});

describe('triggered abilities (CR 603)', () => {
  it('"At the beginning of your upkeep" and "each player\'s upkeep … that player"', () => {
    expect(
      compileCard(
        card(
          'Juzám Djinn',
          '{2}{B}{B}',
          'Creature — Djinn',
          'At the beginning of your upkeep, this creature deals 1 damage to you.',
          '5/5',
        ),
      ).def.triggered?.[0],
    ).toMatchObject({
      on: { event: 'step', step: 'upkeep', whose: 'you' },
      steps: [{ do: 'damage', amount: 1, to: { ref: 'you' } }],
    });
    expect(
      compileCard(
        card(
          'Copper Tablet',
          '{2}',
          'Artifact',
          "At the beginning of each player's upkeep, this artifact deals 1 damage to that player.",
        ),
      ).def.triggered?.[0],
    ).toMatchObject({
      on: { event: 'step', step: 'upkeep', whose: 'each' },
      steps: [{ do: 'damage', amount: 1, to: { ref: 'trigger', key: 'player' } }],
    });
  });
  it('dies triggers find the card in the graveyard; damage triggers name the player dealt damage', () => {
    expect(
      compileCard(card('Cyclopean Mummy', '{1}{B}', 'Creature — Zombie', 'When this creature dies, exile it.', '2/1'))
        .def.triggered?.[0],
    ).toMatchObject({
      on: { event: 'zoneChange', what: 'self', from: 'battlefield', to: 'graveyard' },
      steps: [{ do: 'moveTo', what: { ref: 'trigger', key: 'card' }, zone: 'exile' }],
    });
    expect(
      compileCard(
        card(
          'Hypnotic Specter',
          '{1}{B}{B}',
          'Creature — Specter',
          'Flying\nWhenever this creature deals damage to an opponent, that player discards a card at random.',
          '2/2',
        ),
      ).def.triggered?.[0],
    ).toMatchObject({
      on: { event: 'dealsDamage', what: 'self', to: 'opponent' },
      steps: [{ do: 'discard', player: { ref: 'trigger', key: 'player' }, count: 1, random: true }],
    });
  });
  it('"unless you pay" asks to pay and acts only when not paid', () => {
    const r = compileCard(
      card(
        'Junún Efreet',
        '{1}{B}{B}',
        'Creature — Efreet',
        'Flying\nAt the beginning of your upkeep, sacrifice this creature unless you pay {B}{B}.',
        '3/3',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'payMana', cost: '{B}{B}', as: 'paid1' },
      { do: 'sacrifice', what: { ref: 'source' }, when: { not: { var: 'paid1' } } },
    ]);
  });
  it('an intervening "if" becomes the trigger\'s condition (CR 603.4)', () => {
    const r = compileCard(
      card(
        'Pestilence',
        '{2}{B}{B}',
        'Enchantment',
        'At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.\n{B}: This enchantment deals 1 damage to each creature and each player.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.condition).toEqual({ count: { types: ['creature'] }, range: { max: 0 } });
  });
  it('"at the beginning of the next end step" is a delayed trigger (CR 603.7)', () => {
    const r = compileCard(
      card(
        'Rukh Egg',
        '{3}{R}',
        'Creature — Bird Egg',
        'When this creature dies, create a 4/4 red Bird creature token with flying at the beginning of the next end step.',
        '0/3',
      ),
    );
    expect(r.def.triggered?.[0]?.steps).toEqual([
      {
        do: 'delayed',
        at: 'nextEndStep',
        text: expect.any(String),
        steps: [
          {
            do: 'createToken',
            token: {
              name: 'Bird Token',
              typeLine: 'Token Creature — Bird',
              colors: ['R'],
              power: 4,
              toughness: 4,
              keywords: ['flying'],
            },
          },
        ],
      },
    ]);
  });
});

describe('never guess: an ability compiles only in full (DESIGN)', () => {
  it('text no template reads stays text, with the sentence that was not understood', () => {
    const r = compileCard(
      card('Sunglasses of Urza', '{3}', 'Artifact', 'You may spend white mana as though it were red mana.'),
    );
    expect(r.status).toBe('none');
    expect(r.def.unenforced?.[0]?.reason).toMatch(/no template matches/);
    expect(r.def.statics).toBeUndefined();
  });
  it('an ability whose first sentence is understood but whose second is not compiles nothing', () => {
    const r = compileCard(
      card(
        'Energy Tap',
        '{U}',
        'Sorcery',
        "Tap target untapped creature you control. If you do, add an amount of {C} equal to that creature's mana value.",
      ),
    );
    expect(r.status).toBe('none');
    expect(r.def.spell).toBeUndefined();
  });
  it('a card with one understood and one unknown ability is partial, and only the understood ones are on the definition', () => {
    const r = compileCard(
      card(
        'Goblin Rock Sled',
        '{1}{R}',
        'Creature — Goblin',
        "Trample\nThis creature doesn't untap during your untap step if it attacked during your last turn.\nThis creature can't attack unless defending player controls a Mountain.",
        '3/1',
      ),
    );
    expect(r.status).toBe('partial');
    expect(r.def.unenforced?.map((u) => u.text)).toEqual([
      "This creature doesn't untap during your untap step if it attacked during your last turn.",
    ]);
    expect(r.def.keywords).toEqual(['trample']);
    expect(r.def.statics).toEqual([
      { affects: { self: true }, cant: [{ attackUnlessDefenderControls: { subtypes: ['Mountain'] } }] },
    ]);
  });
  it('a vanilla creature is fully enforced; a layout the compiler does not read is not', () => {
    expect(compileCard(card('Grizzly Bears', '{1}{G}', 'Creature — Bear', '', '2/2'))).toMatchObject({
      status: 'full',
      abilities: [],
    });
    expect(
      compileCard({ ...card('Fire // Ice', '{1}{R} // {1}{U}', 'Instant // Instant', ''), layout: 'split' }).status,
    ).toBe('none');
  });
});

describe('templates common in newer cards', () => {
  it('"exile … until it leaves": the exile links the card, and "the exiled card" returns it (CR 607.2a, 610.3)', () => {
    const r = compileCard(
      card(
        'Journey to Nowhere',
        '{1}{W}',
        'Enchantment',
        "When this enchantment enters, exile target creature.\nWhen this enchantment leaves the battlefield, return the exiled card to the battlefield under its owner's control.",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.steps).toEqual([{ do: 'exileLinked', what: { ref: 'target', slot: 0 } }]);
    expect(r.def.triggered?.[1]).toMatchObject({
      on: { event: 'zoneChange', what: 'self', from: 'battlefield' },
      steps: [
        { do: 'choose', from: { linkedToSource: true } },
        { do: 'moveTo', zone: 'battlefield', controller: 'owner' },
      ],
    });
  });
  it('kicker: "If this spell was kicked, it deals 4 damage instead" and "If this spell was kicked, draw a card" (CR 702.33d)', () => {
    const burst = compileCard(
      card(
        'Burst Lightning',
        '{R}',
        'Instant',
        'Kicker {4}\nBurst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.',
      ),
    );
    expect(burst.status).toBe('full');
    expect(burst.def.additionalCosts).toEqual([{ kind: 'kicker', mana: '{4}' }]);
    expect(burst.def.spell?.steps).toEqual([
      { do: 'damage', amount: { kicked: [2, 4] }, to: { ref: 'target', slot: 0 } },
    ]);
    const roil = compileCard(
      card(
        'Into the Roil',
        '{1}{U}',
        'Instant',
        "Kicker {1}{U}\nReturn target nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
      ),
    );
    expect(roil.def.spell?.steps.at(-1)).toEqual({
      do: 'draw',
      player: { ref: 'you' },
      count: 1,
      when: { kicked: true },
    });
  });
  it('flashback with a life payment; other keywords with a cost are named as not enforced, without spoiling the spell', () => {
    const da = compileCard(
      card('Deep Analysis', '{3}{U}', 'Sorcery', 'Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life.'),
    );
    expect(da.status).toBe('full');
    expect(da.def.altCosts).toEqual([{ kind: 'flashback', mana: '{1}{U}', cost: { payLife: 3 } }]);
    // Prowl is enforced now (prowl-freerunning.test.ts); transfigure is not.
    const shifting = compileCard(
      card('Shifting Horror', '{2}{B}{B}', 'Creature — Horror', 'Menace\nTransfigure {1}{B}{B}', '3/3'),
    );
    expect(shifting.status).toBe('partial');
    expect(shifting.def.keywords).toEqual(['menace']);
    expect(shifting.def.unenforced).toEqual([
      { text: 'Transfigure {1}{B}{B}', reason: 'transfigure is not enforced yet' },
    ]);
  });
  it('"Whenever this creature or another creature dies" watches every creature', () => {
    const r = compileCard(
      card(
        'Blood Artist',
        '{1}{B}',
        'Creature — Vampire',
        'Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.',
        '0/1',
      ),
    );
    expect(r.def.triggered?.[0]?.on).toEqual({
      event: 'zoneChange',
      what: { filter: { types: ['creature'] }, orSelf: true },
      from: 'battlefield',
      to: 'graveyard',
    });
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'loseLife', player: { ref: 'target', slot: 0 }, amount: 1 },
      { do: 'gainLife', player: { ref: 'you' }, amount: 1 },
    ]);
  });
  it('"gets +1/+1 for each enchantment you control" counts as the effect applies', () => {
    const r = compileCard(
      card(
        'Ethereal Armor',
        '{W}',
        'Enchantment — Aura',
        'Enchant creature\nEnchanted creature gets +1/+1 for each enchantment you control and has first strike.',
      ),
    );
    const n = { count: { types: ['enchantment'], controller: 'you' } };
    expect(r.def.statics).toEqual([
      { affects: { enchanted: true }, gets: { power: n, toughness: n }, gains: ['first strike'] },
    ]);
  });
});

describe('subjects and trigger data are never assumed', () => {
  it('", then draws seven cards" keeps the subject "Each player" (Wheel of Fortune)', () => {
    const r = compileCard(
      card('Wheel of Fortune', '{2}{R}', 'Sorcery', 'Each player discards their hand, then draws seven cards.'),
    );
    expect(r.def.spell?.steps).toEqual([
      { do: 'discard', player: { ref: 'players', which: 'each' }, count: 'all' },
      { do: 'draw', player: { ref: 'players', which: 'each' }, count: 7 },
    ]);
  });
  it('a leaves-the-battlefield trigger reads the permanent as it last existed, and moves the card where it went (CR 603.10a, 400.7)', () => {
    const bond = compileCard(
      card(
        'Creature Bond',
        '{1}{U}',
        'Enchantment — Aura',
        "Enchant creature\nWhen enchanted creature dies, this Aura deals damage equal to that creature's toughness to the creature's controller.",
      ),
    );
    expect(bond.def.triggered?.[0]?.steps).toEqual([
      {
        do: 'damage',
        amount: { toughnessOf: { ref: 'trigger', key: 'permanent' } },
        to: { ref: 'controllerOf', of: { ref: 'trigger', key: 'permanent' } },
      },
    ]);
    const mummy = compileCard(
      card('Cyclopean Mummy', '{1}{B}', 'Creature — Zombie', 'When this creature dies, exile it.', '2/1'),
    );
    expect(mummy.def.triggered?.[0]?.steps).toEqual([
      { do: 'moveTo', what: { ref: 'trigger', key: 'card' }, zone: 'exile' },
    ]);
  });
  it('"blocks or becomes blocked by a non-Wall creature" is two triggers, each naming the other creature; "at end of combat" waits (CR 603.7)', () => {
    const r = compileCard(
      card(
        'Cockatrice',
        '{3}{G}{G}',
        'Creature — Cockatrice',
        'Flying\nWhenever this creature blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.',
        '2/4',
      ),
    );
    expect(r.status).toBe('full');
    const nonWall = { notSubtypes: ['Wall'], types: ['creature'] };
    expect(r.def.triggered?.map((t) => [t.on, t.steps[0]])).toEqual([
      [
        { event: 'blocks', what: 'self', attacker: nonWall },
        expect.objectContaining({
          do: 'delayed',
          at: 'endOfCombat',
          steps: [{ do: 'destroy', what: { ref: 'trigger', key: 'attacker' } }],
        }),
      ],
      [
        { event: 'becomesBlocked', what: 'self', by: nonWall },
        expect.objectContaining({
          do: 'delayed',
          at: 'endOfCombat',
          steps: [{ do: 'destroy', what: { ref: 'trigger', key: 'blocker' } }],
        }),
      ],
    ]);
  });
});

describe('searching a library (CR 701.23)', () => {
  it('"you may search …, then shuffle": the shuffle is under the "may" too', () => {
    const r = compileCard(
      card(
        'Land Tax',
        '{W}',
        'Enchantment',
        'At the beginning of your upkeep, if an opponent controls more lands than you, you may search your library for up to three basic land cards, reveal them, put them into your hand, then shuffle.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'may', prompt: expect.any(String), as: 'may1' },
      {
        do: 'search',
        filter: { supertypes: ['basic'], cardOnly: true, types: ['land'] },
        max: 3,
        to: 'hand',
        // "reveal them": every player sees the cards found (CR 701.20a).
        reveal: true,
        label: 'up to three basic land cards',
        as: 'found2',
        when: { var: 'may1' },
      },
      { do: 'shuffle', player: { ref: 'you' }, when: { var: 'may1' } },
    ]);
  });
  it('"each player may search" is left as text: each player would choose in turn (CR 101.4)', () => {
    const r = compileCard(
      card(
        'Veteran Explorer',
        '{G}',
        'Creature — Human Soldier Scout',
        'When this creature dies, each player may search their library for up to two basic land cards, put them onto the battlefield, then shuffle.',
        '1/1',
      ),
    );
    expect(r.status).not.toBe('full');
  });
});

describe('state triggers (CR 603.8)', () => {
  it('"When you control no Islands, sacrifice this creature" triggers on a condition, not an event', () => {
    const r = compileCard(
      card(
        'Pirate Ship',
        '{4}{U}',
        'Creature — Human Pirate',
        "This creature can't attack unless defending player controls an Island.\n{T}: This creature deals 1 damage to any target.\nWhen you control no Islands, sacrifice this creature.",
        '4/3',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]).toMatchObject({
      on: { event: 'state', condition: { count: { controller: 'you', subtypes: ['Island'] }, range: { max: 0 } } },
      steps: [{ do: 'sacrifice', what: { ref: 'source' } }],
    });
  });
});

describe('what objects are: types, colours and base P/T (CR 205.1b, 305.7; layers 4, 5, 7b)', () => {
  it('"All Mountains are Plains" and "Enchanted land is a Swamp" set a basic land type (CR 305.7)', () => {
    const conv = compileCard(
      card(
        'Conversion',
        '{2}{W}{W}',
        'Enchantment',
        'At the beginning of your upkeep, sacrifice this enchantment unless you pay {W}{W}.\nAll Mountains are Plains.',
      ),
    );
    expect(conv.status).toBe('full');
    expect(conv.def.statics).toEqual([
      { affects: { objects: { subtypes: ['Mountain'] } }, addTypes: { subtypes: ['Plains'] } },
    ]);
    expect(
      compileCard(card('Evil Presence', '{B}', 'Enchantment — Aura', 'Enchant land\nEnchanted land is a Swamp.')).def
        .statics,
    ).toEqual([{ affects: { enchanted: true }, addTypes: { subtypes: ['Swamp'] } }]);
  });
  it('"Nonbasic lands are Mountains"; "Each land is a Swamp in addition to its other land types"', () => {
    expect(
      compileCard(card('Blood Moon', '{2}{R}', 'Enchantment', 'Nonbasic lands are Mountains.')).def.statics,
    ).toEqual([
      { affects: { objects: { notSupertypes: ['basic'], types: ['land'] } }, addTypes: { subtypes: ['Mountain'] } },
    ]);
    expect(
      compileCard(
        card(
          'Urborg, Tomb of Yawgmoth',
          '',
          'Legendary Land',
          'Each land is a Swamp in addition to its other land types.',
        ),
      ).def.statics,
    ).toEqual([{ affects: { objects: { types: ['land'] } }, addTypes: { subtypes: ['Swamp'], inAddition: true } }]);
  });
  it('"are 1/1 (black) creatures that are still lands": a card type added, base P/T and colour set', () => {
    expect(
      compileCard(card('Living Lands', '{3}{G}', 'Enchantment', 'All Forests are 1/1 creatures that are still lands.'))
        .def.statics,
    ).toEqual([
      {
        affects: { objects: { subtypes: ['Forest'] } },
        addTypes: { types: ['creature'] },
        setBase: { power: 1, toughness: 1 },
      },
    ]);
    expect(
      compileCard(card('Kormus Bell', '{4}', 'Artifact', 'All Swamps are 1/1 black creatures that are still lands.'))
        .def.statics,
    ).toEqual([
      {
        affects: { objects: { subtypes: ['Swamp'] } },
        addTypes: { types: ['creature'] },
        setBase: { power: 1, toughness: 1 },
        setColors: ['B'],
      },
    ]);
  });
  it('"Target spell or permanent becomes red": no duration, a spell or a permanent (CR 105.3, 611.2a)', () => {
    const r = compileCard(
      card(
        'Chaoslace',
        '{R}',
        'Instant',
        'Target spell or permanent becomes red. (Its mana symbols remain unchanged.)',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.spell?.targets[0]?.filter).toEqual({ spells: true, objects: {} });
    expect(r.def.spell?.steps).toEqual([{ do: 'becomes', what: { ref: 'target', slot: 0 }, setColors: ['R'] }]);
  });
  it('"becomes a 2/2 … artifact creature until end of turn. It\'s still a land.": types added, not replaced (CR 205.1b)', () => {
    const r = compileCard(
      card(
        "Mishra's Factory",
        '',
        'Land',
        "{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.\n{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.activated?.[1]?.steps).toEqual([
      {
        do: 'becomes',
        what: { ref: 'source' },
        addTypes: { types: ['artifact', 'creature'], subtypes: ['Assembly-Worker'] },
        setBase: { power: 2, toughness: 2 },
        until: 'endOfTurn',
      },
    ]);
    const colonnade = compileCard(
      card(
        'Celestial Colonnade',
        '',
        'Land',
        "This land enters tapped.\n{T}: Add {W} or {U}.\n{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land.",
      ),
    );
    expect(colonnade.def.activated?.[1]?.steps).toEqual([
      {
        do: 'becomes',
        what: { ref: 'source' },
        addTypes: { types: ['creature'], subtypes: ['Elemental'] },
        setColors: ['W', 'U'],
        setBase: { power: 4, toughness: 4 },
        gains: ['flying', 'vigilance'],
        until: 'endOfTurn',
      },
    ]);
  });
  it('without "It\'s still a land" the new types would replace the old ones: left as text', () => {
    const r = compileCard(
      card(
        "Titania's Song",
        '{3}{G}',
        'Enchantment',
        'Each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each equal to its mana value. If this enchantment leaves the battlefield, this effect continues until end of turn.',
      ),
    );
    expect(r.status).toBe('none');
  });
  it('"has base power 0 until end of turn" (layer 7b)', () => {
    const r = compileCard(
      card('Island of Wak-Wak', '', 'Land', '{T}: Target creature with flying has base power 0 until end of turn.'),
    );
    expect(r.status).toBe('full');
    expect(r.def.activated?.[0]?.steps).toEqual([
      { do: 'becomes', what: { ref: 'target', slot: 0 }, setBase: { power: 0 }, until: 'endOfTurn' },
    ]);
  });
  it('"nonlegendary" and "nonbasic" are supertypes an object must not have', () => {
    expect(
      compileCard(card('Cast Down', '{1}{B}', 'Instant', 'Destroy target nonlegendary creature.')).def.spell?.targets[0]
        ?.filter,
    ).toEqual({ objects: { notSupertypes: ['legendary'], types: ['creature'] } });
  });
});

describe('"a source of your choice" (CR 609.7)', () => {
  it('Circle of Protection: Black chooses a black source as it resolves, then prevents one damage event from it', () => {
    const r = compileCard(
      card(
        'Circle of Protection: Black',
        '{1}{W}',
        'Enchantment',
        '{1}: The next time a black source of your choice would deal damage to you this turn, prevent that damage.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.activated?.[0]?.steps).toEqual([
      { do: 'choose', from: { source: { colors: ['B'] } }, as: 'source1', prompt: 'choose a black source' },
      {
        do: 'prevent',
        amount: 'all',
        to: { ref: 'you' },
        by: { ref: 'var', name: 'source1' },
        once: true,
        when: { var: 'source1' },
      },
    ]);
    const artifacts = compileCard(
      card(
        'Circle of Protection: Artifacts',
        '{1}{W}',
        'Enchantment',
        '{2}: The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.',
      ),
    );
    expect(artifacts.def.activated?.[0]?.steps?.[0]).toMatchObject({ from: { source: { types: ['artifact'] } } });
  });
  it('exiling cards "equal to the damage prevented this way" is not read yet: Bone Mask stays text', () => {
    const r = compileCard(
      card(
        'Bone Mask',
        '{4}',
        'Artifact',
        '{2}, {T}: The next time a source of your choice would deal damage to you this turn, prevent that damage. Exile cards from the top of your library equal to the damage prevented this way.',
      ),
    );
    expect(r.status).toBe('none');
  });
});

describe('"This effect doesn\'t remove this Aura" (the Wards)', () => {
  it('White Ward: protection from white that spares its own Aura', () => {
    const r = compileCard(
      card(
        'White Ward',
        '{W}',
        'Enchantment — Aura',
        "Enchant creature\nEnchanted creature has protection from white. This effect doesn't remove this Aura.",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.statics).toEqual([
      { affects: { enchanted: true }, gains: [{ protection: { color: 'W' } }], sparesSource: true },
    ]);
  });
  it('read only after protection an Aura gives', () => {
    const r = compileCard(
      card(
        'Holy Strength',
        '{W}',
        'Enchantment — Aura',
        "Enchant creature\nEnchanted creature gets +1/+2. This effect doesn't remove this Aura.",
      ),
    );
    expect(r.status).toBe('partial');
    expect(r.def.statics).toBeUndefined();
  });
});

describe('objects relative to another player ("target player owns", "they control")', () => {
  it('Hurkyl\'s Recall: "all artifacts target player owns" — "you" in the filter is that player', () => {
    const r = compileCard(
      card("Hurkyl's Recall", '{1}{U}', 'Instant', 'Return all artifacts target player owns to their hand.'),
    );
    expect(r.status).toBe('full');
    expect(r.def.spell?.targets[0]?.filter).toEqual({ players: true });
    expect(r.def.spell?.steps).toEqual([
      {
        do: 'moveTo',
        what: { ref: 'all', filter: { types: ['artifact'], owner: 'you' }, relativeTo: { ref: 'target', slot: 0 } },
        zone: 'hand',
      },
    ]);
  });
  it('Karma: "deals damage to that player equal to the number of Swamps they control"', () => {
    const r = compileCard(
      card(
        'Karma',
        '{2}{W}{W}',
        'Enchantment',
        "At the beginning of each player's upkeep, this enchantment deals damage to that player equal to the number of Swamps they control.",
      ),
    );
    expect(r.status).toBe('full');
    const that = { ref: 'trigger', key: 'player' };
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'damage', amount: { count: { subtypes: ['Swamp'], controller: 'you' }, relativeTo: that }, to: that },
    ]);
  });
  it('"the number of doom counters on it": counters on the object that deals the damage', () => {
    const r = compileCard(
      card(
        'Armageddon Clock',
        '{6}',
        'Artifact',
        'At the beginning of your upkeep, put a doom counter on this artifact.\nAt the beginning of your draw step, this artifact deals damage equal to the number of doom counters on it to each player.\n{4}: Remove a doom counter from this artifact. Any player may activate this ability but only during any upkeep step.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[1]?.steps).toEqual([
      {
        do: 'damage',
        amount: { countersOn: { ref: 'source' }, counter: 'doom' },
        to: { ref: 'players', which: 'each' },
      },
    ]);
    // "Any player may activate this ability but only during any upkeep step" (CR 602.2, 602.5d).
    expect(r.def.activated?.[0]).toMatchObject({ anyPlayer: true, limits: { onlyDuring: ['upkeep'] } });
  });
});

describe('prevention to and by one object', () => {
  it('Gaseous Form: two static prevention effects (to and by enchanted creature), combat damage only', () => {
    const r = compileCard(
      card(
        'Gaseous Form',
        '{2}{U}',
        'Enchantment — Aura',
        'Enchant creature\nPrevent all combat damage that would be dealt to and dealt by enchanted creature.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.replacements).toEqual([
      { kind: 'preventDamage', to: { enchanted: true }, combatOnly: true },
      { kind: 'preventDamage', by: { enchanted: true }, combatOnly: true },
    ]);
  });
  it('Ebony Horse: "Prevent all combat damage that would be dealt to and dealt by that creature this turn" after its untap', () => {
    const r = compileCard(
      card(
        'Ebony Horse',
        '{3}',
        'Artifact',
        '{2}, {T}: Untap target attacking creature you control. Prevent all combat damage that would be dealt to and dealt by that creature this turn.',
      ),
    );
    expect(r.status).toBe('full');
    const it = { ref: 'target', slot: 0 };
    expect(r.def.activated?.[0]?.steps).toEqual([
      { do: 'untap', what: it },
      { do: 'prevent', amount: 'all', to: it, combatOnly: true },
      { do: 'prevent', amount: 'all', by: it, combatOnly: true },
    ]);
  });
});

describe('triggered mana abilities (CR 605.1b)', () => {
  it('Mana Flare adds one mana of a type the land produced; Wild Growth adds {G}', () => {
    expect(
      compileCard(
        card(
          'Mana Flare',
          '{2}{R}',
          'Enchantment',
          'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
        ),
      ).def.triggered,
    ).toEqual([
      {
        on: { event: 'tappedForMana', what: 'anyLand' },
        manaAbility: { adds: 'typeProduced' },
        steps: [],
        text: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced.',
      },
    ]);
    expect(
      compileCard(
        card(
          'Wild Growth',
          '{G}',
          'Enchantment — Aura',
          'Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.',
        ),
      ).def.triggered?.[0],
    ).toMatchObject({ on: { event: 'tappedForMana', what: 'enchanted' }, manaAbility: { adds: 'G' }, steps: [] });
  });
});

describe('shuffling cards into a library', () => {
  it("Timetwister: every hand and graveyard into its owner's library, each library shuffled, then each player draws seven", () => {
    const r = compileCard(
      card(
        'Timetwister',
        '{2}{U}',
        'Sorcery',
        "Each player shuffles their hand and graveyard into their library, then draws seven cards. (Then put Timetwister into its owner's graveyard.)",
      ),
    );
    expect(r.status).toBe('full');
    const each = { ref: 'players', which: 'each' };
    expect(r.def.spell?.steps).toEqual([
      {
        do: 'moveTo',
        what: {
          ref: 'union',
          of: [
            { ref: 'all', filter: { zone: 'hand' } },
            { ref: 'all', filter: { zone: 'graveyard' } },
          ],
        },
        zone: 'library',
      },
      { do: 'shuffle', player: each },
      { do: 'draw', player: each, count: 7 },
    ]);
  });
  it('Feldon\'s Cane: "Shuffle your graveyard into your library"', () => {
    expect(
      compileCard(
        card("Feldon's Cane", '{1}', 'Artifact', '{T}, Exile this artifact: Shuffle your graveyard into your library.'),
      ).def.activated?.[0]?.steps,
    ).toEqual([
      { do: 'moveTo', what: { ref: 'all', filter: { zone: 'graveyard', owner: 'you' } }, zone: 'library' },
      { do: 'shuffle', player: { ref: 'you' } },
    ]);
  });
});

describe('"it deals damage equal to its power" after a trigger', () => {
  it('Warstorm Surge: the creature that entered deals the damage, not the target it is dealt to', () => {
    const text = 'Whenever a creature you control enters, it deals damage equal to its power to any target.';
    const r = compileCard(card('Warstorm Surge', '{5}{R}', 'Enchantment', text));
    expect(r.status).toBe('full');
    const entered = { ref: 'trigger', key: 'permanent' };
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'damage', amount: { powerOf: entered }, to: { ref: 'target', slot: 0 }, by: entered },
    ]);
  });
});

describe('"As ~ enters, choose an opponent" and "the chosen player" (CR 614.12)', () => {
  const vise =
    "As this artifact enters, choose an opponent.\nAt the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is the number of cards in their hand minus 4.";
  it('Black Vise: the choice as it enters; damage to the chosen player equal to their hand minus 4, never below 0 (CR 107.1b)', () => {
    const r = compileCard(card('Black Vise', '{1}', 'Artifact', vise));
    expect(r.status).toBe('full');
    expect(r.def.asEnters).toEqual(['chooseOpponent']);
    const that = { ref: 'trigger', key: 'player' };
    expect(r.def.triggered?.[0]?.on).toEqual({ event: 'step', step: 'upkeep', whose: 'chosenPlayer' });
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'damage', amount: { minus: [{ cardsInHand: that }, 4], floor0: true }, to: that },
    ]);
  });
  it('The Rack: "3 minus the number of cards in their hand"', () => {
    const r = compileCard(
      card(
        'The Rack',
        '{1}',
        'Artifact',
        "As this artifact enters, choose an opponent.\nAt the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is 3 minus the number of cards in their hand.",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.steps[0]).toMatchObject({
      do: 'damage',
      amount: { minus: [3, { cardsInHand: { ref: 'trigger', key: 'player' } }], floor0: true },
    });
  });
  it('"the chosen player" stays text when the choice is not an opponent chosen as it enters; a maximum hand size is not modelled', () => {
    const r = compileCard(
      card('Vise Variant', '{1}', 'Artifact', vise.replace('choose an opponent', 'choose a player')),
    );
    expect(r.status).toBe('none');
    expect(r.def.triggered).toBeUndefined();
    expect(
      compileCard(
        card(
          'Cursed Rack',
          '{4}',
          'Artifact',
          "As this artifact enters, choose an opponent.\nThe chosen player's maximum hand size is four.",
        ),
      ).status,
    ).toBe('partial');
  });
});

describe('"can attack as though …" (CR 609.4)', () => {
  it("Instill Energy: as though it had haste; Animate Wall: as though it didn't have defender", () => {
    const energy = compileCard(
      card(
        'Instill Energy',
        '{G}',
        'Enchantment — Aura',
        'Enchant creature\nEnchanted creature can attack as though it had haste.\n{0}: Untap enchanted creature. Activate only during your turn and only once each turn.',
      ),
    );
    expect(energy.status).toBe('full');
    expect(energy.def.statics).toEqual([{ affects: { enchanted: true }, attacksAsThough: ['haste'] }]);
    const wall = compileCard(
      card(
        'Animate Wall',
        '{W}',
        'Enchantment — Aura',
        "Enchant Wall\nEnchanted Wall can attack as though it didn't have defender.",
      ),
    );
    expect(wall.status).toBe('full');
    expect(wall.def.statics).toEqual([{ affects: { enchanted: true }, attacksAsThough: ['noDefender'] }]);
  });
  it('other "as though" texts stay text', () => {
    const r = compileCard(
      card(
        'Some Aura',
        '{G}',
        'Enchantment — Aura',
        'Enchant creature\nEnchanted creature can block as though it had flying.',
      ),
    );
    expect(r.status).toBe('partial');
    expect(r.def.statics).toBeUndefined();
  });
});

describe('"died this turn" (CR 700.4)', () => {
  it('Khabál Ghoul: a +1/+1 counter for each creature that died this turn; Osai Vultures: "if a creature died this turn"', () => {
    const ghoul = compileCard(
      card(
        'Khabál Ghoul',
        '{2}{B}',
        'Creature — Zombie',
        'At the beginning of each end step, put a +1/+1 counter on this creature for each creature that died this turn.',
        '1/1',
      ),
    );
    expect(ghoul.status).toBe('full');
    expect(ghoul.def.triggered?.[0]?.steps).toEqual([
      { do: 'addCounters', what: { ref: 'source' }, counter: '+1/+1', count: { creaturesDied: 'thisTurn' } },
    ]);
    const vultures = compileCard(
      card(
        'Osai Vultures',
        '{1}{W}',
        'Creature — Bird',
        'Flying\nAt the beginning of each end step, if a creature died this turn, put a carrion counter on this creature.\nRemove two carrion counters from this creature: This creature gets +1/+1 until end of turn.',
        '1/1',
      ),
    );
    expect(vultures.status).toBe('full');
    expect(vultures.def.triggered?.[0]?.condition).toEqual({ compare: [{ creaturesDied: 'thisTurn' }, '>', 0] });
  });
  it('other "for each" phrases that are not understood stay text', () => {
    const r = compileCard(
      card(
        'Ghoulish',
        '{2}{B}',
        'Creature — Zombie',
        'At the beginning of each end step, put a +1/+1 counter on this creature for each creature that entered this turn.',
        '1/1',
      ),
    );
    expect(r.status).toBe('none');
  });
});

describe('"where X is its power" and "if it attacked this turn" (CR 608.2h, 508.1)', () => {
  const text =
    'Cast this spell only before the combat damage step.\nTarget creature gains trample and gets +X/+0 until end of turn, where X is its power. At the beginning of the next end step, destroy that creature if it attacked this turn.';
  it('Berserk: X is the target\'s power; the delayed destruction is guarded by "attacked this turn"', () => {
    const r = compileCard(card('Berserk', '{G}', 'Instant', text));
    expect(r.status).toBe('full');
    const t = { ref: 'target', slot: 0 };
    expect(r.def.spell?.steps).toEqual([
      { do: 'pump', what: t, power: { powerOf: t }, toughness: 0, gains: ['trample'], until: 'endOfTurn' },
      {
        do: 'delayed',
        at: 'nextEndStep',
        steps: [{ do: 'destroy', what: t, when: { attackedThisTurn: t } }],
        text: 'At the beginning of the next end step, destroy that creature if it attacked this turn',
      },
    ]);
  });
  it('another condition after the instruction stays text', () => {
    const r = compileCard(
      card('Berserk Variant', '{G}', 'Instant', text.replace('if it attacked this turn', 'if it blocked this turn')),
    );
    expect(r.status).toBe('partial');
    expect(r.def.spell).toBeUndefined();
  });
});

describe('Mana Batteries: "Remove any number of charge counters" and mana for each one removed', () => {
  const text =
    '{2}, {T}: Put a charge counter on this artifact.\n{T}, Remove any number of charge counters from this artifact: Add {U}, then add an additional {U} for each charge counter removed this way.';
  it('Blue Mana Battery: the cost removes a chosen number; the mana ability adds one more {U} for each', () => {
    const r = compileCard(card('Blue Mana Battery', '{4}', 'Artifact', text));
    expect(r.status).toBe('full');
    expect(r.def.activated?.[1]).toMatchObject({
      cost: { tap: true, removeAnyCounters: { counter: 'charge' } },
      mana: { kind: 'fixed', mana: ['U'], plusPerRemoved: true },
    });
  });
  it('"for each … removed this way" without such a cost, or of another colour, stays text', () => {
    expect(
      compileCard(
        card(
          'Battery Variant',
          '{4}',
          'Artifact',
          '{T}: Add {U}, then add an additional {U} for each charge counter removed this way.',
        ),
      ).status,
    ).toBe('none');
    expect(
      compileCard(
        card(
          'Battery Variant',
          '{4}',
          'Artifact',
          '{T}, Remove any number of charge counters from this artifact: Add {U}, then add an additional {R} for each charge counter removed this way.',
        ),
      ).status,
    ).toBe('none');
  });
});

describe('"You may tap or untap …" (CR 608.2d)', () => {
  it('Twiddle: "tap it?", and if not, "untap it?"', () => {
    const r = compileCard(
      card('Twiddle', '{U}', 'Instant', 'You may tap or untap target artifact, creature, or land.'),
    );
    expect(r.status).toBe('full');
    const t = { ref: 'target', slot: 0 };
    expect(r.def.spell?.steps).toEqual([
      { do: 'may', prompt: 'Tap target artifact, creature, or land?', as: 'may1' },
      { do: 'tap', what: t, when: { var: 'may1' } },
      { do: 'may', prompt: 'Untap target artifact, creature, or land?', as: 'may2', when: { not: { var: 'may1' } } },
      { do: 'untap', what: t, when: { all: [{ not: { var: 'may1' } }, { var: 'may2' }] } },
    ]);
  });
});

describe('damage dealt this turn (CR 120.3)', () => {
  it('Sengir Vampire: "Whenever a creature dealt damage by ~ this turn dies"', () => {
    const r = compileCard(
      card(
        'Sengir Vampire',
        '{3}{B}{B}',
        'Creature — Vampire',
        'Flying\nWhenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.',
        '4/4',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.on).toEqual({
      event: 'zoneChange',
      what: { filter: { types: ['creature'], damagedBySourceThisTurn: true } },
      from: 'battlefield',
      to: 'graveyard',
    });
  });
  it('Whirling Dervish: "if this creature dealt damage to an opponent this turn, put a +1/+1 counter on it" — "it" is the creature', () => {
    const r = compileCard(
      card(
        'Whirling Dervish',
        '{G}{G}',
        'Creature — Human Monk',
        'Protection from black\nAt the beginning of each end step, if this creature dealt damage to an opponent this turn, put a +1/+1 counter on it.',
        '1/1',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]).toMatchObject({
      condition: { dealtDamageThisTurn: { ref: 'source' }, to: 'opponent' },
      steps: [{ do: 'addCounters', what: { ref: 'source' }, counter: '+1/+1', count: 1 }],
    });
  });
  it('"it" with no subject to refer to stays text', () => {
    expect(
      compileCard(
        card(
          'Dervish Variant',
          '{G}{G}',
          'Creature — Human Monk',
          'At the beginning of each end step, if a creature died this turn, put a +1/+1 counter on it.',
          '1/1',
        ),
      ).status,
    ).toBe('none');
  });
});

describe('"Whenever a Mountain is tapped for mana" (CR 605.1b, 106.12a)', () => {
  it('Gauntlet of Might: a triggered mana ability watching Mountains, adding {R} to their controller', () => {
    const r = compileCard(
      card(
        'Gauntlet of Might',
        '{4}',
        'Artifact',
        'Red creatures get +1/+1.\nWhenever a Mountain is tapped for mana, its controller adds an additional {R}.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]).toMatchObject({
      on: { event: 'tappedForMana', what: { filter: { subtypes: ['Mountain'] } } },
      manaAbility: { adds: 'R' },
      steps: [],
    });
  });
  it('two types or "the chosen color" stay text', () => {
    expect(
      compileCard(
        card(
          'Gauntlet Variant',
          '{4}',
          'Artifact',
          'Whenever a Mountain is tapped for mana, its controller adds an additional {R}{G}.',
        ),
      ).status,
    ).toBe('none');
    expect(
      compileCard(
        card(
          'Gauntlet Variant',
          '{4}',
          'Artifact',
          'Whenever a Mountain is tapped for mana, its controller adds an additional one mana of the chosen color.',
        ),
      ).status,
    ).toBe('none');
  });
});

describe('"If you control …, add … instead" (Urza\'s lands; CR 205.3)', () => {
  it("Urza's Mine: {C}, or {C}{C} while you control a permanent that is both Urza's and Power-Plant, and one both Urza's and Tower", () => {
    const r = compileCard(
      card(
        "Urza's Mine",
        '',
        "Land — Urza's Mine",
        "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.activated?.[0]?.mana).toEqual({
      kind: 'fixed',
      mana: ['C'],
      instead: {
        condition: {
          all: [
            { count: { controller: 'you', allSubtypes: ["Urza's", 'Power-Plant'] }, range: { min: 1 } },
            { count: { controller: 'you', allSubtypes: ["Urza's", 'Tower'] }, range: { min: 1 } },
          ],
        },
        mana: ['C', 'C'],
      },
    });
  });
  it('another type of mana instead, or a condition not understood, stays text', () => {
    expect(
      compileCard(
        card('Mine Variant', '', 'Land', "{T}: Add {C}. If you control an Urza's Power-Plant, add {R}{R} instead."),
      ).status,
    ).toBe('none');
    expect(
      compileCard(
        card(
          'Mine Variant',
          '',
          'Land',
          "{T}: Add {C}. If you've cast a historic spell this turn, add {C}{C} instead.",
        ),
      ).status,
    ).toBe('none');
  });
});

describe('"X and/or Y" objects', () => {
  it("Seeker: can't be blocked except by artifact creatures and/or white creatures", () => {
    const r = compileCard(
      card(
        'Seeker',
        '{2}{W}{W}',
        'Enchantment — Aura',
        "Enchant creature\nEnchanted creature can't be blocked except by artifact creatures and/or white creatures.",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.statics).toEqual([
      {
        affects: { enchanted: true },
        cant: [
          {
            beBlockedExceptBy: {
              anyOf: [{ allTypes: ['artifact', 'creature'] }, { colors: ['W'], types: ['creature'] }],
            },
          },
        ],
      },
    ]);
  });
  it('an alternative with control or status stays text', () => {
    const r = compileCard(
      card(
        'Seeker Variant',
        '{2}{W}{W}',
        'Enchantment — Aura',
        "Enchant creature\nEnchanted creature can't be blocked except by artifact creatures and/or creatures you control.",
      ),
    );
    expect(r.status).toBe('partial');
    expect(r.def.statics).toBeUndefined();
  });
});

describe('"Players skip their untap steps" (CR 614.10)', () => {
  it('Stasis: every player skips the untap step; its upkeep cost compiles too', () => {
    const r = compileCard(
      card(
        'Stasis',
        '{1}{U}',
        'Enchantment',
        'Players skip their untap steps.\nAt the beginning of your upkeep, sacrifice this enchantment unless you pay {U}.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.statics).toEqual([{ affects: { players: 'each' }, skipsStep: 'untap' }]);
  });
  it('skipping another step stays text', () => {
    expect(
      compileCard(card('Stasis Variant', '{1}{U}', 'Enchantment', 'Players skip their upkeep steps.')).status,
    ).toBe('none');
  });
});

describe('activation history: "controlled continuously since …" (CR 302.6) and "activated four or more times this turn"', () => {
  it('Rocket Launcher: an activation condition on how long you have controlled it', () => {
    const r = compileCard(
      card(
        'Rocket Launcher',
        '{4}',
        'Artifact',
        "{2}: This artifact deals 1 damage to any target. Destroy this artifact at the beginning of the next end step. Activate only if you've controlled this artifact continuously since the beginning of your most recent turn.",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.activated?.[0]?.limits).toEqual({ condition: { controlledSinceTurnBegan: { ref: 'source' } } });
  });
  it('Dragon Whelp: the delayed sacrifice is set up only by an activation that resolves after three others this turn', () => {
    const r = compileCard(
      card(
        'Dragon Whelp',
        '{2}{R}{R}',
        'Creature — Dragon',
        'Flying\n{R}: This creature gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, sacrifice this creature at the beginning of the next end step.',
        '2/3',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.activated?.[0]?.steps?.[1]).toEqual({
      do: 'delayed',
      at: 'nextEndStep',
      steps: [{ do: 'sacrifice', what: { ref: 'source' } }],
      when: { timesActivatedThisTurn: { min: 4 } },
      text: 'Sacrifice ~ at the beginning of the next end step',
    });
  });
});

describe('"doesn\'t untap during its controller\'s next untap step" (CR 502.3)', () => {
  it("Frost Breath: tap up to two target creatures; they don't untap during their controller's next untap step", () => {
    const r = compileCard(
      card(
        'Frost Breath',
        '{2}{U}',
        'Instant',
        "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.",
      ),
    );
    expect(r.status).toBe('full');
    const t = { ref: 'target', slot: 0 };
    expect(r.def.spell?.steps).toEqual([
      { do: 'tap', what: t },
      { do: 'restrict', what: t, cant: ['untap'], until: 'nextUntapStep' },
    ]);
  });
  it('Wall of Frost: the creature it blocks; "that player\'s next untap step" (Sleep) stays text', () => {
    const wall = compileCard(
      card(
        'Wall of Frost',
        '{1}{U}{U}',
        'Creature — Wall',
        "Defender\nWhenever this creature blocks a creature, that creature doesn't untap during its controller's next untap step.",
        '0/7',
      ),
    );
    expect(wall.status).toBe('full');
    expect(wall.def.triggered?.[0]?.steps).toEqual([
      { do: 'restrict', what: { ref: 'trigger', key: 'attacker' }, cant: ['untap'], until: 'nextUntapStep' },
    ]);
    expect(
      compileCard(
        card(
          'Sleep',
          '{2}{U}{U}',
          'Sorcery',
          "Tap all creatures target player controls. Those creatures don't untap during that player's next untap step.",
        ),
      ).status,
    ).toBe('none');
  });
});

describe('"As an additional cost to cast this spell, discard …" (CR 118.8)', () => {
  it('Tormenting Voice: discard a card; Cathartic Reunion: two cards', () => {
    expect(
      compileCard(
        card(
          'Tormenting Voice',
          '{1}{R}',
          'Sorcery',
          'As an additional cost to cast this spell, discard a card.\nDraw two cards.',
        ),
      ).def.additionalCosts,
    ).toEqual([{ kind: 'discard', count: 1 }]);
    const reunion = compileCard(
      card(
        'Cathartic Reunion',
        '{1}{R}',
        'Sorcery',
        'As an additional cost to cast this spell, discard two cards.\nDraw three cards.',
      ),
    );
    expect(reunion.status).toBe('full');
    expect(reunion.def.additionalCosts).toEqual([{ kind: 'discard', count: 2 }]);
  });
  it('"discard a card or pay {5}" is a choice of two costs (CR 601.2b; either-additional-cost.test.ts)', () => {
    const axe = compileCard(
      card(
        'Lightning Axe',
        '{R}',
        'Instant',
        'As an additional cost to cast this spell, discard a card or pay {5}.\nLightning Axe deals 5 damage to target creature.',
      ),
    );
    expect(axe.status).toBe('full');
    expect(axe.def.additionalCosts).toEqual([
      {
        kind: 'either',
        options: [
          { cost: { discard: { count: 1 } }, label: 'discard a card' },
          { cost: { mana: '{5}' }, label: 'pay {5}' },
        ],
      },
    ]);
  });
});

describe('"Damage that would reduce your life total to less than 1 reduces it to 1 instead" (CR 614.1a)', () => {
  it('Ali from Cairo: a static replacement; life loss (not damage) wording stays text', () => {
    expect(
      compileCard(
        card(
          'Ali from Cairo',
          '{2}{R}{R}',
          'Creature — Human',
          'Damage that would reduce your life total to less than 1 reduces it to 1 instead.',
          '0/1',
        ),
      ).def.replacements,
    ).toEqual([{ kind: 'damageLeavesOneLife' }]);
    expect(
      compileCard(
        card(
          'Ali Variant',
          '{2}{R}{R}',
          'Creature — Human',
          'Life loss that would reduce your life total to less than 1 reduces it to 1 instead.',
          '0/1',
        ),
      ).status,
    ).toBe('none');
  });
});

describe('"with mana value X" (CR 107.3, 601.2b)', () => {
  it("Spell Blast: the target spell's mana value must equal the X chosen for it", () => {
    const r = compileCard(
      card(
        'Spell Blast',
        '{X}{U}',
        'Instant',
        "Counter target spell with mana value X. (For example, if that spell's mana cost is {3}{U}{U}, X is 5.)",
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.spell?.targets).toEqual([
      { filter: { spells: { manaValueIsX: true } }, min: 1, max: 1, label: 'target spell with mana value X' },
    ]);
  });
  it("without {X} in the spell's cost, or in the ability's cost, it stays text", () => {
    expect(
      compileCard(card('Blast Variant', '{1}{U}', 'Instant', 'Counter target spell with mana value X.')).status,
    ).toBe('none');
    // With {X} in its cost, the ability's X is read (ability-x-mana-value.test.ts).
    expect(
      compileCard(card('Blast Engine', '{3}', 'Artifact', '{2}, {T}: Destroy target artifact with mana value X.'))
        .status,
    ).toBe('none');
  });
});

describe('"Whenever you gain life" (CR 119.9)', () => {
  it("Ajani's Pridemate: a life-gain trigger watching its controller", () => {
    const r = compileCard(
      card(
        "Ajani's Pridemate",
        '{1}{W}',
        'Creature — Cat Soldier',
        'Whenever you gain life, put a +1/+1 counter on this creature.',
        '2/2',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.on).toEqual({ event: 'lifeGained', who: 'you' });
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'addCounters', what: { ref: 'source' }, counter: '+1/+1', count: 1 },
    ]);
  });
  // "Whenever you lose life" is read now (life-lost.test.ts); "during your turn" is the event's
  // own condition, checked as it happens (CR 603.2; during-turn-triggers.test.ts).
  it('"Whenever you lose life during your turn": the event while it is your turn', () => {
    const r = compileCard(
      card(
        'Pridemate Variant',
        '{1}{W}',
        'Creature — Cat Soldier',
        'Whenever you lose life during your turn, put a +1/+1 counter on this creature.',
        '2/2',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.on).toEqual({ event: 'lifeLost', who: 'you' });
    expect(r.def.triggered?.[0]?.while).toEqual({ yourTurn: true });
  });
  it('"Whenever you gain or lose life during your turn" stays text', () => {
    expect(
      compileCard(
        card(
          'Pridemate Variant',
          '{1}{W}',
          'Creature — Cat Soldier',
          'Whenever you gain or lose life during your turn, put a +1/+1 counter on this creature.',
          '2/2',
        ),
      ).status,
    ).toBe('none');
  });
});

describe('"+X/+Y, where X is half …, rounded down, and Y is half …, rounded up" (CR 107.1a)', () => {
  it('Aspect of Wolf: halves of the number of Forests you control', () => {
    const r = compileCard(
      card(
        'Aspect of Wolf',
        '{1}{G}',
        'Enchantment — Aura',
        'Enchant creature\nEnchanted creature gets +X/+Y, where X is half the number of Forests you control, rounded down, and Y is half the number of Forests you control, rounded up.',
      ),
    );
    expect(r.status).toBe('full');
    const forests = { count: { controller: 'you', subtypes: ['Forest'] } };
    expect(r.def.statics).toEqual([
      {
        affects: { enchanted: true },
        gets: { power: { half: forests, round: 'down' }, toughness: { half: forests, round: 'up' } },
      },
    ]);
  });
});

describe('"When ~ attacks or blocks" and "at end of combat, sacrifice it and it deals …"', () => {
  it('Time Elemental: two triggers (attacks, blocks), each setting up the end-of-combat sacrifice and damage by it', () => {
    const r = compileCard(
      card(
        'Time Elemental',
        '{2}{U}',
        'Creature — Elemental',
        "When this creature attacks or blocks, at end of combat, sacrifice it and it deals 5 damage to you.\n{2}{U}{U}, {T}: Return target permanent that isn't enchanted to its owner's hand.",
        '0/2',
      ),
    );
    expect(r.status).toBe('full');
    const it = { ref: 'trigger', key: 'permanent' };
    expect(r.def.triggered?.map((t) => t.on)).toEqual([
      { event: 'attacks', what: 'self' },
      { event: 'blocks', what: 'self' },
    ]);
    expect(r.def.triggered?.[0]?.steps).toEqual([
      {
        do: 'delayed',
        at: 'endOfCombat',
        steps: [
          { do: 'sacrifice', what: it },
          { do: 'damage', amount: 5, to: { ref: 'you' }, by: it },
        ],
        text: 'At end of combat, sacrifice it and it deals 5 damage to you',
      },
    ]);
  });
});

describe('"the other creature" of a block', () => {
  it('Venom: the blocked attacker, or the blocker, is destroyed at end of combat', () => {
    const r = compileCard(
      card(
        'Venom',
        '{1}{G}{G}',
        'Enchantment — Aura',
        'Enchant creature\nWhenever enchanted creature blocks or becomes blocked by a non-Wall creature, destroy the other creature at end of combat.',
      ),
    );
    expect(r.status).toBe('full');
    expect(r.def.triggered?.map((t) => t.steps[0])).toEqual([
      {
        do: 'delayed',
        at: 'endOfCombat',
        steps: [{ do: 'destroy', what: { ref: 'trigger', key: 'attacker' } }],
        text: 'Destroy the other creature at end of combat',
      },
      {
        do: 'delayed',
        at: 'endOfCombat',
        steps: [{ do: 'destroy', what: { ref: 'trigger', key: 'blocker' } }],
        text: 'Destroy the other creature at end of combat',
      },
    ]);
  });
  it('"the other creature" without a block stays text', () => {
    expect(
      compileCard(
        card(
          'Venom Variant',
          '{1}{G}{G}',
          'Enchantment — Aura',
          'Enchant creature\nWhenever enchanted creature attacks, destroy the other creature at end of combat.',
        ),
      ).status,
    ).toBe('partial');
  });
});

describe('"Flip a coin. If you win / lose the flip, …" (CR 705)', () => {
  it('Mana Crypt: damage only if the flip is lost; Bottle of Suleiman: a token if won, damage if lost', () => {
    const crypt = compileCard(
      card(
        'Mana Crypt',
        '{0}',
        'Artifact',
        'At the beginning of your upkeep, flip a coin. If you lose the flip, this artifact deals 3 damage to you.\n{T}: Add {C}{C}.',
      ),
    );
    expect(crypt.status).toBe('full');
    expect(crypt.def.triggered?.[0]?.steps).toEqual([
      { do: 'flipCoin', as: 'flip1' },
      { do: 'damage', amount: 3, to: { ref: 'you' }, when: { not: { var: 'flip1' } } },
    ]);
    const bottle = compileCard(
      card(
        'Bottle of Suleiman',
        '{4}',
        'Artifact',
        '{1}, Sacrifice this artifact: Flip a coin. If you win the flip, create a 5/5 colorless Djinn artifact creature token with flying. If you lose the flip, this artifact deals 5 damage to you.',
      ),
    );
    expect(bottle.status).toBe('full');
    expect(bottle.def.activated?.[0]?.steps?.map((s) => s.when ?? null)).toEqual([
      null,
      { var: 'flip1' },
      { not: { var: 'flip1' } },
    ]);
  });
  it('"If you win the flip" with no flip before it stays text', () => {
    expect(
      compileCard(
        card(
          'Crypt Variant',
          '{0}',
          'Artifact',
          'At the beginning of your upkeep, if you win the flip, you gain 1 life.',
        ),
      ).status,
    ).toBe('none');
  });
});
