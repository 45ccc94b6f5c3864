// "If you do" / "When you do" after an instruction that is not a choice (CR 608.2c, 603.12):
// "Sacrifice this enchantment. If you do, …" holds only if it was sacrificed (701.21a: one that
// has left can't be), "Remove a +1/+1 counter from this creature. If you do, …" only if a counter
// was removed (122.8), "Discard a card. If you do, …" only if a card was discarded, "Create a Food
// token. When you do, …" when the token was made. And "You may sacrifice an artifact or discard a
// card. If you do, …" (608.2d): one of the two or neither; "If you do" is the one chosen, done.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const promise = card(
  'Promise of Bunrei',
  '{2}{W}',
  'Enchantment',
  'When a creature you control dies, sacrifice this enchantment. If you do, create four 1/1 colorless Spirit creature tokens.',
);
const pyroclasm = card('Pyroclasm', '{1}{R}', 'Sorcery', 'Pyroclasm deals 2 damage to each creature.');
const flameseeker = card(
  'Akoum Flameseeker',
  '{2}{R}',
  'Creature — Human Shaman Ally',
  'Cohort — {T}, Tap an untapped Ally you control: Discard a card. If you do, draw a card.',
  '3/2',
);
const mob = card(
  'Noosegraf Mob',
  '{4}{B}{B}',
  'Creature — Zombie',
  'This creature enters with five +1/+1 counters on it.\nWhenever a player casts a spell, remove a +1/+1 counter from this creature. If you do, create a 2/2 black Zombie creature token.',
  '0/0',
);
const farmer = card(
  'Eastfarthing Farmer',
  '{2}{W}',
  'Creature — Halfling Peasant',
  'When this creature enters, create a Food token. When you do, target creature you control gets +1/+1 until end of turn for each Food you control. (A Food token is an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")',
  '2/3',
);
const vision = card(
  'Vision of Love',
  '{1}{R}',
  'Instant',
  'You may sacrifice an artifact or discard a card. If you do, draw two cards.',
);
const kunlun = card(
  "K'un-Lun Warrior",
  '{1}{R}',
  'Creature — Human Warrior Hero',
  'When this creature enters, you may sacrifice an artifact or discard a card. If you do, draw a card.',
  '2/2',
);
const avatar = card(
  'West Wind Avatar',
  '{5}{G}{G}',
  'Creature — Cat Spirit Avatar',
  'Trample\nWhenever this creature enters or attacks, you may sacrifice a token or a land. If you do, you gain 3 life.\nDisappear — At the beginning of your end step, if a permanent left the battlefield under your control this turn, draw a card.',
  '7/7',
);
const gut = card(
  'Gut, True Soul Zealot',
  '{2}{R}',
  'Legendary Creature — Goblin Shaman',
  "Whenever you attack, you may sacrifice another creature or an artifact. If you do, create a 4/1 black Skeleton creature token with menace that's tapped and attacking. (It can't be blocked except by two or more creatures.)\nChoose a Background (You can have a Background as a second commander.)",
  '2/2',
);
const CARDS = compiled(promise, pyroclasm, flameseeker, mob, farmer, vision, kunlun, avatar, gut);

describe('If you do after an instruction: whether it was done (CR 608.2c)', () => {
  it('Promise of Bunrei: two creatures die at once, only the first trigger sacrifices it and makes Spirits', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Pyroclasm'],
            battlefield: ['Mountain', 'Mountain', 'Promise of Bunrei', 'Grizzly Bears', 'Llanowar Elves'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Pyroclasm' });
    // Two triggers (ordered): the first sacrifices Promise and creates four Spirits; the second can't
    // sacrifice it (it has left, CR 701.21a), so it creates none.
    run(g, [['0', '1']]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Promise of Bunrei');
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Spirit'))).toHaveLength(4);
  });

  it('Akoum Flameseeker: with a card in hand it discards and draws; with an empty hand it draws nothing', () => {
    const board = (hand: string[]) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              hand,
              library: ['Island', 'Island'],
              battlefield: [
                { id: 'seeker', card: 'Akoum Flameseeker' },
                { id: 'other', card: 'Akoum Flameseeker' },
              ],
            },
          },
        },
        [],
        { cards: CARDS },
      );
    const full = board(['Lightning Bolt']);
    full.act({ activate: 'seeker' });
    run(full, [['other']]);
    expect(full.error).toBeNull();
    expect(full.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(full.names('p1', 'hand')).toEqual(['Island']);

    const empty = board([]);
    empty.act({ activate: 'seeker' });
    run(empty, [['other']]);
    expect(empty.error).toBeNull();
    expect(empty.names('p1', 'hand')).toEqual([]);
    expect(empty.state.players.p1.library).toHaveLength(2);
  });

  it('Noosegraf Mob: a counter removed makes a Zombie; once it has none (gone), no Zombie (CR 122.8)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt', 'Lightning Bolt'],
            battlefield: ['Mountain', 'Mountain', { id: 'mob', card: 'Noosegraf Mob', counters: { '+1/+1': 1 } }],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    // Two spells, two triggers: the first to resolve removes the last counter (a Zombie; the Mob,
    // now 0/0, dies); the second can't remove one, so no Zombie.
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Noosegraf Mob');
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Zombie'))).toHaveLength(1);
    expect(g.state.players.p2.life).toBe(14);
  });

  it('Eastfarthing Farmer: the Food is made, so the reflexive ability gives +1/+1 per Food (CR 603.12)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Eastfarthing Farmer'],
            battlefield: ['Plains', 'Plains', 'Plains', { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Eastfarthing Farmer' });
    // The enters trigger makes a Food; then the reflexive ability is put on the stack, its target chosen.
    run(g, [['bears']]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Food'))).toHaveLength(1);
    expect(pt(g, 'bears')).toEqual([3, 3]);
  });

  it('stays text: "If you do" after putting counters (the engine keeps no result of it)', () => {
    const gorger = card(
      'Thought Gorger',
      '{2}{B}{B}',
      'Creature — Horror',
      'Trample\nWhen this creature enters, put a +1/+1 counter on it for each card in your hand. If you do, discard your hand.\nWhen this creature leaves the battlefield, draw a card for each +1/+1 counter on it.',
      '2/2',
    );
    expect(unenforced(gorger)).toHaveLength(1);
  });
});

describe('You may do one of two instructions; If you do (CR 608.2d, 608.2c)', () => {
  const board = (hand: string[], battlefield: string[] = []) =>
    game(
      {
        turn: main,
        players: {
          p1: { hand, library: ['Island', 'Island', 'Island'], battlefield: ['Mountain', 'Mountain', ...battlefield] },
        },
      },
      [],
      { cards: CARDS },
    );

  it('Vision of Love: discarding a card draws two', () => {
    const g = board(['Vision of Love', 'Lightning Bolt']);
    g.act({ cast: 'Vision of Love' });
    run(g, [true]); // (No artifact, so no sacrifice is offered.) Discard a card? yes.
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Lightning Bolt', 'Vision of Love']));
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('Vision of Love with no artifact: sacrificing one is not offered (CR 608.2d); the discard is the only question', () => {
    const g = board(['Vision of Love', 'Lightning Bolt']);
    g.act({ cast: 'Vision of Love' });
    for (let i = 0; i < 5 && !g.state.pendingDecision && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may' });
    expect((g.state.pendingDecision as { prompt?: string }).prompt).toMatch(/Discard a card\?/);
    run(g, [false]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.state.players.p1.library).toHaveLength(3);
  });

  it("K'un-Lun Warrior: declining both draws nothing", () => {
    const g = board(["K'un-Lun Warrior"]);
    g.act({ cast: "K'un-Lun Warrior" });
    run(g, [false, false]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('Crypt Lurker: declining the sacrifice, discarding a creature card draws one (a discard of a kind, CR 701.9a)', () => {
    const lurker = card(
      'Crypt Lurker',
      '{3}{B}',
      'Creature — Horror',
      'When this creature enters, you may sacrifice a creature or discard a creature card. If you do, draw a card.',
      '3/4',
    );
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Crypt Lurker', 'Grizzly Bears', 'Lightning Bolt'],
            library: ['Island', 'Island'],
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'],
          },
        },
      },
      [],
      { cards: compiled(lurker) },
    );
    g.act({ cast: 'Crypt Lurker' });
    run(g, [false, true]);
    expect(g.error).toBeNull();
    // Only the creature card could be discarded; Lightning Bolt stays; a card is drawn.
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'hand').sort()).toEqual(['Island', 'Lightning Bolt']);
    expect(g.names('p1', 'battlefield')).toContain('Crypt Lurker');
  });
});

describe('Sacrifice one of several kinds: a token or a land, another creature or an artifact (CR 701.21a)', () => {
  it('West Wind Avatar enters: a land sacrificed (not a token) still gains 3 life', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['West Wind Avatar'], battlefield: Array<string>(7).fill('Forest') } },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'West Wind Avatar' });
    run(g, [true]);
    // Seven Forests: one to choose.
    const d = g.state.pendingDecision;
    if (d && 'candidates' in d) g.act({ decide: [d.candidates[0] as string] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Forest')).toHaveLength(6);
    expect(g.state.players.p1.life).toBe(23);
  });

  it('Gut: "another creature" can only be another one; alone, nothing is sacrificed and no Skeleton', () => {
    const attack = (battlefield: (object | string)[]) => {
      const g = game({ turn: main, players: { p1: { battlefield } } }, [], { cards: CARDS });
      g.act({ advance: 'declareAttackers' });
      g.act({ attack: ['gut'] });
      run(g, [true]);
      return g;
    };
    const alone = attack([{ id: 'gut', card: 'Gut, True Soul Zealot' }]);
    expect(alone.error).toBeNull();
    expect(alone.names('p1', 'battlefield')).toEqual(['Gut, True Soul Zealot']);

    const withBears = attack([{ id: 'gut', card: 'Gut, True Soul Zealot' }, 'Grizzly Bears']);
    expect(withBears.error).toBeNull();
    expect(withBears.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(withBears.names('p1', 'battlefield').filter((n) => n.startsWith('Skeleton'))).toHaveLength(1);
  });

  it('stays text: "an artifact, enchantment, or token" (a token in a list of card types)', () => {
    const sugarmaw = card(
      'Devouring Sugarmaw',
      '{2}{B}{B}',
      'Creature — Horror',
      "Menace, trample\nAt the beginning of your upkeep, you may sacrifice an artifact, enchantment, or token. If you don't, tap this creature.",
      '6/6',
    );
    expect(unenforced(sugarmaw)).toHaveLength(1);
  });
});
