// Template families common in modern Magic, compiled from real cards' Oracle text and played by
// the engine: the effect happens as the text and the CR say. Each family has a near miss that
// must stay text (never guess).
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { ALL_CARDS } from '../../all';
import { createRegistry } from '../../registry';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

describe('"Target player sacrifices a creature" / "each player sacrifices a creature" (CR 701.21a, 101.4)', () => {
  const edict = card('Diabolic Edict', '{1}{B}', 'Instant', 'Target player sacrifices a creature.');
  const fleshbag = card(
    'Fleshbag Marauder',
    '{2}{B}',
    'Creature — Zombie Warrior',
    'When this creature enters, each player sacrifices a creature.',
    '3/1',
  );

  it('Diabolic Edict: the targeted player, not the caster, chooses which of their creatures to sacrifice', () => {
    const cards = compiled(edict);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Grizzly Bears'], hand: ['Diabolic Edict'] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ cast: 'Diabolic Edict', targets: ['p2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'chooseObjects', min: 1, max: 1 });
    g.act({ decide: [g.get('bears').id], player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('Fleshbag Marauder: each player sacrifices one; its controller with no other creature sacrifices the Marauder itself', () => {
    const cards = compiled(fleshbag);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Fleshbag Marauder'] },
          p2: { battlefield: ['Grizzly Bears', 'Forest'] },
        },
      },
      [{ cast: 'Fleshbag Marauder' }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Fleshbag Marauder']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    // A land is no creature: it stays.
    expect(g.names('p2', 'battlefield')).toEqual(['Forest']);
  });

  it('near miss: "Each player sacrifices X creatures" (a count the text leaves to X) stays text', () => {
    expect(unenforced(card('Made-up Edict', '{X}{B}', 'Sorcery', 'Each player sacrifices X creatures.'))).toEqual([
      'Each player sacrifices X creatures.',
    ]);
  });
});

describe('ability words (CR 207.2c): "Landfall — Whenever a land you control enters, …"', () => {
  const lynx = card(
    'Steppe Lynx',
    '{W}',
    'Creature — Cat',
    'Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.',
    '0/1',
  );

  it('Steppe Lynx gets +2/+2 until end of turn for each land its controller plays, and is 0/1 again next turn', () => {
    const cards = compiled(lynx);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'lynx', card: 'Steppe Lynx' }], hand: ['Plains'], library: ['Plains', 'Plains'] },
          p2: { library: ['Plains', 'Plains'] },
        },
      },
      [{ cast: 'Plains' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'lynx')).toEqual([2, 3]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'lynx')).toEqual([0, 1]);
  });

  it('the newer ability words read the same way: Thornfist Striker\'s "Infusion — Creatures you control get +1/+0 and have trample as long as you gained life this turn."', () => {
    const striker = card(
      'Thornfist Striker',
      '{2}{G}',
      'Creature — Elf Druid',
      'Ward {1} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {1}.)\nInfusion — Creatures you control get +1/+0 and have trample as long as you gained life this turn.',
      '3/3',
    );
    const blessing = card("Chaplain's Blessing", '{W}', 'Sorcery', 'You gain 5 life.');
    const cards = compiled(striker, blessing);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'striker', card: 'Thornfist Striker' }, 'Grizzly Bears', 'Plains'],
            hand: ["Chaplain's Blessing"],
          },
          p2: {},
        },
      },
      [],
      { cards },
    );
    expect(pt(g, 'Grizzly Bears')).toEqual([2, 2]);
    g.act({ cast: "Chaplain's Blessing" });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(25);
    expect(pt(g, 'Grizzly Bears')).toEqual([3, 2]);
    expect(pt(g, 'striker')).toEqual([4, 3]);
  });

  it('boast, a keyword written like an ability word (CR 702.142a): "Boast — {1}{W}: …" is read with its limits (boast.test.ts plays it)', () => {
    const usher = card(
      'Usher of the Fallen',
      '{W}',
      'Creature — Human Warrior',
      'Boast — {1}{W}: Create a 1/1 white Human Warrior creature token. (Activate only if this creature attacked this turn and only once each turn.)',
      '2/1',
    );
    expect(unenforced(usher)).toEqual([]);
    const spec = compileCard(usher).def.activated?.[0];
    // Only if this creature attacked this turn, and only once each turn.
    expect(spec?.limits).toEqual({ condition: { attackedThisTurn: { ref: 'source' } }, perTurn: 1 });
  });
});

describe('keywords that are triggered abilities: prowess (702.108a), exalted (702.83a), afterlife (702.135a)', () => {
  const swiftspear = card(
    'Monastery Swiftspear',
    '{R}',
    'Creature — Human Monk',
    'Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)',
    '1/2',
  );
  const squire = card('Akrasan Squire', '{W}', 'Creature — Human Soldier', 'Exalted', '1/1');
  const ministrant = card(
    'Ministrant of Obligation',
    '{2}{W}',
    'Creature — Human Cleric',
    'Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)',
    '2/1',
  );

  it('Monastery Swiftspear gets +1/+1 when its controller casts Lightning Bolt, not when they cast Grizzly Bears', () => {
    const cards = compiled(swiftspear);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'ss', card: 'Monastery Swiftspear' }, 'Mountain', 'Forest', 'Forest'],
            hand: ['Lightning Bolt', 'Grizzly Bears'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Monastery Swiftspear ability']);
    g.act({ pass: true });
    expect(pt(g, 'ss')).toEqual([2, 3]);
    g.act({ pass: true });
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    expect(pt(g, 'ss')).toEqual([2, 3]);
  });

  it('exalted: a creature attacking alone gets +1/+1 until end of turn; with two attackers nothing triggers', () => {
    const cards = compiled(squire);
    const alone = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Akrasan Squire'] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }],
      { cards },
    );
    expect(alone.error).toBeNull();
    expect(alone.stack()).toEqual(['Akrasan Squire ability']);
    alone.act({ pass: true });
    expect(pt(alone, 'bears')).toEqual([3, 3]);
    alone.act({ advance: 'next-turn' });
    expect(pt(alone, 'bears')).toEqual([2, 2]);
    const two = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'sq', card: 'Akrasan Squire' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears', 'sq'] }],
      { cards },
    );
    expect(two.error).toBeNull();
    expect(two.stack()).toEqual([]);
    expect(pt(two, 'bears')).toEqual([2, 2]);
  });

  it('Ministrant of Obligation dies: two 1/1 white and black Spirit tokens with flying', () => {
    const cards = compiled(ministrant);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'mo', card: 'Ministrant of Obligation' }, 'Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['mo'] }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Lightning Bolt', 'Ministrant of Obligation']);
    const spirits = allObjects(g.state).filter((o) => o.zone === 'battlefield' && o.token);
    expect(spirits).toHaveLength(2);
    const reg = createRegistry([...ALL_CARDS, ...cards]);
    for (const s of spirits) {
      const ch = characteristics(readContext(g.state, reg), s);
      expect([ch.power, ch.toughness, [...ch.colors].sort(), ch.subtypes]).toEqual([1, 1, ['B', 'W'], ['Spirit']]);
      expect(ch.keywords).toContain('flying');
    }
  });
});

describe('"When ~ enters or attacks": one ability, two trigger events (CR 603.2)', () => {
  const titan = card(
    'Grave Titan',
    '{4}{B}{B}',
    'Creature — Giant',
    'Deathtouch\nWhenever this creature enters or attacks, create two 2/2 black Zombie creature tokens.',
    '6/6',
  );
  it('Grave Titan makes two Zombies as it enters and two more when it attacks', () => {
    const cards = compiled(titan);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Grave Titan'] },
        },
      },
      [{ cast: 'Grave Titan' }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    const zombies = () => g.names('p1', 'battlefield').filter((n) => n === 'Zombie Token (token)').length;
    expect(zombies()).toBe(2);
    const attack = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'gt', card: 'Grave Titan' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['gt'] }],
      { cards },
    );
    expect(attack.error).toBeNull();
    expect(attack.stack()).toEqual(['Grave Titan ability']);
    attack.act({ pass: true });
    expect(attack.names('p1', 'battlefield').filter((n) => n === 'Zombie Token (token)')).toHaveLength(2);
  });
});

describe('"Exile target player\'s graveyard" (CR 404.1, 406.2)', () => {
  const crypt = card(
    "Tormod's Crypt",
    '{0}',
    'Artifact',
    "{T}, Sacrifice this artifact: Exile target player's graveyard.",
  );
  it("Tormod's Crypt exiles every card in the target player's graveyard and none of another player's", () => {
    const cards = compiled(crypt);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'tc', card: "Tormod's Crypt" }], graveyard: ['Shock'] },
          p2: { graveyard: ['Grizzly Bears', 'Lightning Bolt'] },
        },
      },
      [{ activate: 'tc', targets: ['p2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'exile').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Shock', "Tormod's Crypt"]);
  });
});

describe('"Target opponent reveals their hand. You choose a … card from it. That player discards that card." (CR 701.20a, 701.9a)', () => {
  const duress = card(
    'Duress',
    '{B}',
    'Sorcery',
    'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.',
  );
  const inquisition = card(
    'Inquisition of Kozilek',
    '{B}',
    'Sorcery',
    'Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.',
  );

  it('Duress: the hand is revealed and the caster chooses among its noncreature, nonland cards only', () => {
    const cards = compiled(duress);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp'], hand: ['Duress'] },
          p2: { hand: ['Grizzly Bears', 'Forest', { id: 'bolt', card: 'Lightning Bolt' }, { id: 'opt', card: 'Opt' }] },
        },
      },
      [{ cast: 'Duress', targets: ['p2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.has('Revealed', '701.20a')).toBe(true);
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 1, max: 1 });
    expect(d && 'candidates' in d ? [...d.candidates].sort() : []).toEqual([g.get('bolt').id, g.get('opt').id].sort());
    g.act({ decide: [g.get('opt').id] });
    expect(g.names('p2', 'graveyard')).toEqual(['Opt']);
    expect(g.names('p2', 'hand').sort()).toEqual(['Forest', 'Grizzly Bears', 'Lightning Bolt']);
  });

  it('Inquisition of Kozilek: with no nonland card of mana value 3 or less, the hand is revealed and nothing is discarded', () => {
    const cards = compiled(inquisition);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp'], hand: ['Inquisition of Kozilek'] },
          p2: { hand: ['Forest', 'Lava Axe'] },
        },
      },
      [{ cast: 'Inquisition of Kozilek', targets: ['p2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.has('Revealed', '701.20a')).toBe(true);
    expect(g.names('p2', 'hand').sort()).toEqual(['Forest', 'Lava Axe']);
  });

  it('near miss: Ghastlord of Fugue has that player exile the card chosen, so it stays text', () => {
    const ghastlord = card(
      'Ghastlord of Fugue',
      '{U/B}{U/B}{U/B}{U/B}{U/B}',
      'Creature — Spirit Avatar',
      "This creature can't be blocked.\nWhenever this creature deals combat damage to a player, that player reveals their hand. You choose a card from it. That player exiles that card.",
      '4/4',
    );
    expect(compileCard(ghastlord).status).toBe('partial');
  });
});

describe('"Discard this card" as a cost: the ability works from the hand (CR 113.6, 602.2b)', () => {
  const raider = card(
    'Ghost-Lit Raider',
    '{2}{R}',
    'Creature — Spirit',
    '{2}{R}, {T}: This creature deals 2 damage to target creature.\nChannel — {3}{R}, Discard this card: It deals 4 damage to target creature.',
    '3/1',
  );
  it('Ghost-Lit Raider: channel is activated from the hand, discarding it, and deals 4 damage', () => {
    const cards = compiled(raider);
    expect(cards[0]?.activated?.map((a) => a.zone)).toEqual([undefined, 'hand']);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Ghost-Lit Raider'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ activate: 'Ghost-Lit Raider', ability: 1, targets: ['spider'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Ghost-Lit Raider']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });
});

describe('fight (CR 701.14) and bite ("deals damage equal to its power to …", CR 120.3)', () => {
  const preyUpon = card(
    'Prey Upon',
    '{G}',
    'Sorcery',
    "Target creature you control fights target creature you don't control.",
  );
  const rabidBite = card(
    'Rabid Bite',
    '{1}{G}',
    'Sorcery',
    "Target creature you control deals damage equal to its power to target creature you don't control.",
  );
  const elemental = card('Fire Elemental', '{3}{R}{R}', 'Creature — Elemental', '', '5/4');
  const board = (hand: string[]) => ({
    turn: main,
    players: {
      p1: {
        battlefield: [
          'Forest',
          'Forest',
          'Mountain',
          { id: 'giant', card: 'Fire Elemental' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
        hand,
      },
      p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
    },
  });

  it('Prey Upon: Fire Elemental (5/4) and Giant Spider (2/4) deal damage to each other; the Spider dies, the Elemental has 2 damage', () => {
    const cards = compiled(preyUpon, elemental);
    const g = game(board(['Prey Upon']), [{ cast: 'Prey Upon', targets: ['giant', 'spider'] }, { pass: true }], {
      cards,
    });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.get('giant').damage).toBe(2);
    const dealt = g.events.flatMap((e) => (e.type === 'DamageDealt' ? [e.amount] : []));
    expect(dealt.sort()).toEqual([2, 5]);
  });

  it('701.14b: if the creature you control is gone when Prey Upon resolves, no damage is dealt at all', () => {
    const cards = compiled(preyUpon, elemental);
    const g = game(
      board(['Prey Upon', 'Lightning Bolt']),
      [
        { cast: 'Prey Upon', targets: ['bears', 'spider'] },
        { cast: 'Lightning Bolt', targets: ['bears'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    g.act({ pass: true });
    expect(g.get('spider').damage).toBe(0);
    expect(g.rules()).toContain('701.14b');
  });

  it('Rabid Bite: only the creature you control deals damage; it takes none back', () => {
    const cards = compiled(rabidBite, elemental);
    const g = game(board(['Rabid Bite']), [{ cast: 'Rabid Bite', targets: ['giant', 'spider'] }, { pass: true }], {
      cards,
    });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.get('giant').damage).toBe(0);
  });

  it('Rabid Bite: a biter that is an illegal target as it resolves deals no damage (CR 608.2b)', () => {
    const cards = compiled(rabidBite, elemental);
    const g = game(
      board(['Rabid Bite', 'Lightning Bolt']),
      [
        { cast: 'Rabid Bite', targets: ['bears', 'spider'] },
        { cast: 'Lightning Bolt', targets: ['bears'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.get('spider').damage).toBe(0);
  });

  it('near miss: "fights" with a player or a spell named stays text', () => {
    // Prey Upon's wording with a player to fight: no creature to deal damage back (CR 701.14a).
    const odd = card('Prey Upon (variant)', '{G}', 'Sorcery', 'Target creature you control fights target player.');
    expect(compileCard(odd).status).toBe('none');
  });
});

describe('ward (CR 702.21a): "counter that spell or ability unless that player pays {N}"', () => {
  const terror = card(
    'Tolarian Terror',
    '{6}{U}',
    'Creature — Serpent',
    'This spell costs {1} less to cast for each instant and sorcery card in your graveyard.\nWard {2}',
    '5/5',
  );
  const def = () => {
    const r = compileCard(terror);
    expect(r.abilities.map((a) => [a.text, a.enforced])).toEqual([
      ['This spell costs {1} less to cast for each instant and sorcery card in your graveyard.', true],
      ['Ward {2}', true],
    ]);
    return [r.def];
  };
  const board = (p2Lands: string[]) => ({
    turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
    players: {
      p1: { battlefield: [{ id: 'tt', card: 'Tolarian Terror' }, 'Mountain'], hand: ['Lightning Bolt'] },
      p2: { battlefield: p2Lands, hand: ['Lightning Bolt'] },
    },
  });

  it("an opponent's Lightning Bolt that can't pay {2} is countered", () => {
    const cards = def();
    const g = game(board(['Mountain']), [{ cast: 'Lightning Bolt', targets: ['tt'], player: 'p2' }], { cards });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Tolarian Terror ability']);
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.get('tt').damage).toBe(0);
  });

  it('an opponent who pays {2} keeps the Bolt, and it deals its 3 damage', () => {
    const cards = def();
    const g = game(
      board(['Mountain', 'Mountain', 'Mountain']),
      [{ cast: 'Lightning Bolt', targets: ['tt'], player: 'p2' }],
      {
        cards,
      },
    );
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2' });
    g.act({ decide: true, player: 'p2' });
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    expect(g.get('tt').damage).toBe(3);
  });

  it("its controller's own spell doesn't trigger ward", () => {
    const cards = def();
    const g = game(board(['Mountain']), [], { cards });
    g.act({ cast: 'Lightning Bolt', targets: ['tt'], player: 'p1' });
    expect(g.stack()).toEqual(['Lightning Bolt']);
  });

  it('ward in a keyword line ("Flying, ward {2}") is read item by item; echo beside it stays text', () => {
    // Tolarian Terror's ward on a keyword line, as Oracle text prints several keywords.
    const line = compileCard(
      card('Tolarian Terror (variant)', '{6}{U}', 'Creature — Serpent', 'Flying, ward {2}', '5/5'),
    );
    expect(line.abilities.map((a) => [a.text, a.enforced])).toEqual([
      ['Flying', true],
      ['ward {2}', true],
    ]);
    expect(line.def.triggered?.[0]?.on).toEqual({ event: 'becomesTarget', what: 'self', by: 'opponent' });
    const echo = compileCard(
      card('Tolarian Terror (variant)', '{6}{U}', 'Creature — Serpent', 'Flying, echo {2}', '5/5'),
    );
    expect(echo.abilities.map((a) => a.enforced)).toEqual([true, false]);
  });

  it('near miss: "Ward—Sacrifice a creature." stays text', () => {
    // Tolarian Terror's ward with Vein Ripper's sacrifice cost instead (ward-costs.test.ts reads life and discard).
    const c = card('Tolarian Terror (variant)', '{6}{U}', 'Creature — Serpent', 'Ward—Sacrifice a creature.', '5/5');
    expect(compileCard(c).status).toBe('none');
  });
});

describe('"Up to two target creatures each get +2/+2 until end of turn" (CR 611.2)', () => {
  const onslaught = card(
    'Dauntless Onslaught',
    '{2}{W}',
    'Instant',
    'Up to two target creatures each get +2/+2 until end of turn.',
  );
  it('Dauntless Onslaught: both chosen creatures get +2/+2, a third does not, and it ends with the turn', () => {
    const cards = compiled(onslaught);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              'Plains',
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Llanowar Elves' },
              { id: 'c', card: 'Giant Spider' },
            ],
            hand: ['Dauntless Onslaught'],
          },
        },
      },
      [{ cast: 'Dauntless Onslaught', targets: ['a', 'b'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect([pt(g, 'a'), pt(g, 'b'), pt(g, 'c')]).toEqual([
      [4, 4],
      [3, 3],
      [2, 4],
    ]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'a')).toEqual([2, 2]);
  });

  it('near miss: "each" after one target ("Target creature each gets") is not English Oracle text and stays text', () => {
    const odd = card(
      'Dauntless Onslaught (variant)',
      '{2}{W}',
      'Instant',
      'Target creature each gets +2/+2 until end of turn.',
    );
    expect(compileCard(odd).status).toBe('none');
  });
});

describe('"As an additional cost to cast this spell, discard a card." on a creature card (CR 118.8, 601.2b)', () => {
  const outrider = card(
    'Mardu Outrider',
    '{1}{B}{B}',
    'Creature — Orc Warrior',
    'As an additional cost to cast this spell, discard a card.',
    '5/5',
  );
  it("Mardu Outrider: casting it discards the card its caster chooses; with no other card in hand it can't be cast", () => {
    const cards = compiled(outrider);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp'],
            hand: ['Mardu Outrider', { id: 'f', card: 'Forest' }, 'Island'],
          },
        },
      },
      [],
      { cards },
    );
    g.act({ cast: 'Mardu Outrider' });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 1, max: 1 });
    g.act({ decide: [g.get('f').id] });
    expect(g.names('p1', 'graveyard')).toEqual(['Forest']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Mardu Outrider');
    const lone = game(
      { turn: main, players: { p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Mardu Outrider'] } } },
      [],
      { cards },
    );
    expect(() => lone.act({ cast: 'Mardu Outrider' })).toThrow(/discard 1 card/);
  });
});

describe('"mill three cards" (CR 701.17a), "permanent card" (CR 110.4b), a land put from the hand (CR 305.4)', () => {
  const supplier = card(
    "Stitcher's Supplier",
    '{B}',
    'Creature — Zombie',
    'When this creature enters or dies, mill three cards.',
    '1/1',
  );
  const findbroker = card(
    'Golgari Findbroker',
    '{B}{B}{G}{G}',
    'Creature — Elf Shaman',
    'When this creature enters, return target permanent card from your graveyard to your hand.',
    '3/4',
  );
  const spiral = card(
    'Growth Spiral',
    '{G}{U}',
    'Instant',
    'Draw a card. You may put a land card from your hand onto the battlefield.',
  );

  it("Stitcher's Supplier mills its controller three cards as it enters and three more as it dies", () => {
    const cards = compiled(supplier);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Mountain'],
            hand: ["Stitcher's Supplier", 'Lightning Bolt'],
            library: ['Plains', 'Plains', 'Plains', 'Island', 'Island', 'Island', 'Forest'],
          },
          p2: { library: ['Forest', 'Forest', 'Forest', 'Forest'] },
        },
      },
      [{ cast: "Stitcher's Supplier" }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Plains', 'Plains', 'Plains']);
    expect(g.state.players.p2.library).toHaveLength(4);
    g.act({ cast: 'Lightning Bolt', targets: ["Stitcher's Supplier"] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard').filter((n) => n === 'Island')).toHaveLength(3);
    expect(g.names('p1', 'library')).toEqual(['Forest']);
  });

  it('Golgari Findbroker may return a land or creature card, but an instant is no permanent card', () => {
    const cards = compiled(findbroker);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Forest', 'Forest'],
            hand: ['Golgari Findbroker'],
            graveyard: [
              { id: 'bolt', card: 'Lightning Bolt' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Golgari Findbroker' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    // The only permanent card is the legal target; the instant is not one.
    expect(g.stack()).toEqual(['Golgari Findbroker ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    const none = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Forest', 'Forest'],
            hand: ['Golgari Findbroker'],
            graveyard: ['Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Golgari Findbroker' }, { pass: true }],
      { cards },
    );
    expect(none.error).toBeNull();
    expect(none.stack()).toEqual([]);
    expect(none.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
  });

  it('Growth Spiral draws, then puts the land its caster chooses from their hand onto the battlefield; a nonland card is not offered', () => {
    const cards = compiled(spiral);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Island'],
            hand: ['Growth Spiral', 'Grizzly Bears', { id: 'f', card: 'Forest' }],
            library: [{ id: 'pl', card: 'Plains' }],
          },
        },
      },
      [{ cast: 'Growth Spiral' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1' });
    g.act({ decide: true });
    const d = g.state.pendingDecision;
    expect(d && 'candidates' in d ? [...d.candidates].sort() : null).toEqual([g.get('f').id, g.get('pl').id].sort());
    g.act({ decide: [g.get('pl').id] });
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Forest', 'Island', 'Plains']);
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Grizzly Bears']);
  });
});

describe('"can block only creatures with flying" (CR 509.1b)', () => {
  const sprite = card(
    'Cloud Sprite',
    '{U}',
    'Creature — Faerie',
    'Flying\nThis creature can block only creatures with flying.',
    '1/1',
  );
  it('Cloud Sprite can block Birds of Paradise, not Grizzly Bears', () => {
    const cards = compiled(sprite);
    const doc = {
      turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
      players: {
        p1: { battlefield: [{ id: 'cs', card: 'Cloud Sprite' }] },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'birds', card: 'Birds of Paradise' },
          ],
        },
      },
    };
    const script = [
      { advance: 'declareAttackers' as const },
      { attack: ['bears', 'birds'], player: 'p2' as const },
      { pass: true as const },
    ];
    const g = game(doc, script, { cards });
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { cs: 'bears' }, player: 'p1' })).toThrow(/can block only/);
    g.act({ block: { cs: 'birds' }, player: 'p1' });
    expect(g.state.combat?.blockers[g.get('cs').id]).toBe(g.get('birds').id);
  });
});

describe('"Then that creature deals damage equal to its power …"; "Sacrifice ~: It deals damage equal to its power …"', () => {
  const fellingBlow = card(
    'Felling Blow',
    '{2}{G}',
    'Sorcery',
    'Put a +1/+1 counter on target creature you control. Then that creature deals damage equal to its power to target creature an opponent controls.',
  );
  const immolator = card(
    'Heartfire Immolator',
    '{1}{R}',
    'Creature — Human Wizard',
    'Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\n{R}, Sacrifice this creature: It deals damage equal to its power to target creature or planeswalker.',
    '2/2',
  );
  it('Felling Blow: the counter comes first, so Grizzly Bears deal 3 damage to Giant Spider and take none back', () => {
    const cards = compiled(fellingBlow);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Felling Blow'],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Felling Blow', targets: ['bears', 'spider'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toEqual({ '+1/+1': 1 });
    expect(g.get('spider').damage).toBe(3);
    expect(g.get('bears').damage).toBe(0);
  });

  it('Heartfire Immolator pumped by prowess deals its last power (3) after it is sacrificed (CR 113.7a)', () => {
    const cards = compiled(immolator);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'hi', card: 'Heartfire Immolator' }, 'Mountain', 'Mountain'],
            hand: ['Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'hi')).toEqual([3, 3]);
    g.act({ activate: 'hi', targets: ['spider'] });
    expect(g.names('p1', 'graveyard')).toContain('Heartfire Immolator');
    g.act({ pass: true });
    expect(g.get('spider').damage).toBe(3);
  });
});

describe('modal triggered abilities: "When ~ enters, choose one —" (CR 603.3c, 700.2)', () => {
  const stomper = card(
    'Apothecary Stomper',
    '{4}{G}',
    'Creature — Elephant',
    'Vigilance\nWhen this creature enters, choose one —\n• Put two +1/+1 counters on target creature you control.\n• You gain 4 life.',
    '4/4',
  );
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', { id: 'bears', card: 'Grizzly Bears' }],
        hand: ['Apothecary Stomper'],
      },
    },
  };

  it('the mode is chosen as the ability goes on the stack; the counters mode then targets Grizzly Bears', () => {
    const cards = compiled(stomper);
    const g = game(board, [{ cast: 'Apothecary Stomper' }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseOption' });
    expect(d && 'options' in d ? d.options.map((o) => o.label) : []).toEqual([
      'Put two +1/+1 counters on target creature you control.',
      'You gain 4 life.',
    ]);
    g.act({ decide: '0' });
    g.act({ decide: [g.get('bears').id] });
    expect(g.stack()).toEqual(['Apothecary Stomper ability']);
    g.act({ pass: true });
    expect(g.get('bears').counters).toEqual({ '+1/+1': 2 });
    expect(g.state.players.p1.life).toBe(20);
  });

  it('the life mode gains 4 life and puts no counter', () => {
    const cards = compiled(stomper);
    const g = game(board, [{ cast: 'Apothecary Stomper' }, { pass: true }, { decide: '1' }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(24);
    expect(g.get('bears').counters).toEqual({});
  });
});
