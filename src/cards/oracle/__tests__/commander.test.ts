// The commander designation (CR 903.3): a scenario marks a legendary card as its owner's
// commander; the designation belongs to the card, so it stays through zone changes, and a token or
// a copy is never a commander. Cards that read it: "Commander creatures you control get …"
// (Bastion Protector), lieutenant's "if you control your commander" (903.3d), "If you control a
// commander, you may cast this spell without paying its mana cost" (an alternative cost, 118.9),
// and "Choose one. If …, you may choose both instead" (700.2, checked as the modes are chosen,
// 601.2b). Real cards played through the engine.
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const bastionProtector = card(
  'Bastion Protector',
  '{2}{W}',
  'Creature — Human Soldier',
  'Commander creatures you control get +2/+2 and have indestructible.',
  '3/3',
);
const loyalApprentice = card(
  'Loyal Apprentice',
  '{1}{R}',
  'Creature — Human Artificer',
  'Haste\nLieutenant — At the beginning of combat on your turn, if you control your commander, create a 1/1 colorless Thopter artifact creature token with flying. That token gains haste until end of turn.',
  '2/1',
);
const fierceGuardianship = card(
  'Fierce Guardianship',
  '{2}{U}',
  'Instant',
  'If you control a commander, you may cast this spell without paying its mana cost.\nCounter target noncreature spell.',
);
const flameOfAnor = card(
  'Flame of Anor',
  '{1}{U}{R}',
  'Instant',
  'Choose one. If you control a Wizard as you cast this spell, you may choose two instead.\n• Target player draws two cards.\n• Destroy target artifact.\n• Flame of Anor deals 5 damage to target creature.',
);
const fugitiveWizard = card('Fugitive Wizard', '{U}', 'Creature — Human Wizard', '', '1/1');
const CARDS = compiled(bastionProtector, loyalApprentice, fierceGuardianship, flameOfAnor, fugitiveWizard);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];
const commander = { card: 'Isamaru, Hound of Konda', commander: true };

describe('the commander designation (CR 903.3)', () => {
  it('Bastion Protector: only the commander creature gets +2/+2 and indestructible', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ ...commander, id: 'mine' }, 'Bastion Protector', 'Grizzly Bears'], library },
          p2: { battlefield: [{ card: 'Isamaru, Hound of Konda', id: 'theirs' }], library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'mine')).toEqual([4, 4]);
    // Same card, not a commander: no bonus.
    expect(pt(g, 'theirs')).toEqual([2, 2]);
    expect(pt(g, 'Grizzly Bears')).toEqual([2, 2]);
    expect(pt(g, 'Bastion Protector')).toEqual([3, 3]);
  });

  it('the designation stays with the card through zone changes (903.3): back from the graveyard it is still the commander', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: {
          p1: { battlefield: ['Bastion Protector', 'Mountain'], graveyard: [commander], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ move: 'Isamaru, Hound of Konda', to: 'battlefield' });
    expect(g.error).toBeNull();
    expect(pt(g, 'Isamaru, Hound of Konda')).toEqual([4, 4]);
  });

  it('a commander must be a legendary card, and a card: a scenario saying otherwise is refused with a reason', () => {
    expect(() =>
      game(
        { turn: main, players: { p1: { battlefield: [{ card: 'Grizzly Bears', commander: true }], library }, p2: {} } },
        [],
        { cards: CARDS },
      ),
    ).toThrow(/not legendary: a commander is a legendary card \(CR 903\.3\)/);
    expect(() =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [{ card: 'Isamaru, Hound of Konda', token: true, commander: true }], library },
            p2: {},
          },
        },
        [],
        { cards: CARDS },
      ),
    ).toThrow(/only a card can be a commander/);
  });

  it('Loyal Apprentice (lieutenant): a Thopter at the beginning of combat only while you control your commander', () => {
    const withCommander = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Loyal Apprentice', commander], library }, p2: { library } },
      },
      [{ advance: 'beginCombat' }],
      { cards: CARDS },
    );
    withCommander.act({ pass: true });
    withCommander.act({ pass: true, player: 'p2' });
    expect(withCommander.error).toBeNull();
    expect(withCommander.names('p1', 'battlefield')).toContain('Thopter Token (token)');

    // Their commander on p2's side does not count: "your commander" is one you own and control.
    const without = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Loyal Apprentice', 'Isamaru, Hound of Konda'], library },
          p2: { battlefield: [commander], library },
        },
      },
      [{ advance: 'beginCombat' }],
      { cards: CARDS },
    );
    expect(without.error).toBeNull();
    expect(without.state.stack).toEqual([]);
    expect(without.names('p1', 'battlefield')).not.toContain('Thopter Token (token)');
  });
});

describe('"If you control a commander, you may cast this spell without paying its mana cost" (CR 118.9)', () => {
  function costs(commanderHere: boolean) {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Fierce Guardianship'],
            battlefield: [commanderHere ? commander : 'Isamaru, Hound of Konda'],
            library,
          },
          p2: { hand: ['Shock'], battlefield: ['Mountain'], library },
        },
      },
      [{ cast: 'Shock', targets: ['p1'], player: 'p2' }],
      { cards: CARDS },
    );
    const options = castOptions(g.engine.registry, g.state, 'p1', g.get('Fierce Guardianship').id).options;
    return { g, options: options.map((o) => [o.mode.cost, o.payable]) };
  }

  it('with a commander: cast for no mana, and it counters Shock', () => {
    const { g, options } = costs(true);
    expect(options).toContainEqual(['alternative', true]);
    g.act({ cast: 'Fierce Guardianship', alt: 'alternative', targets: ['Shock'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Shock']);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('with a legendary creature that is not a commander: only its mana cost, which p1 cannot pay', () => {
    const { options } = costs(false);
    expect(options).toEqual([['mana', false]]);
  });
});

describe('"Choose one. If you control a Wizard as you cast this spell, you may choose two instead" (CR 700.2, 601.2b)', () => {
  const lands = ['Island', 'Mountain', 'Mountain'];
  it('with a Wizard: two modes (draw two and 5 damage)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Flame of Anor'], battlefield: [...lands, 'Fugitive Wizard'], library },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Flame of Anor').id, modes: [0, 2] });
    g.act({ decide: ['p1'] });
    g.act({ decide: [g.get('Grizzly Bears').id] });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(2);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('without a Wizard: one mode only; two are refused', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Flame of Anor'], battlefield: lands, library },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.perform({ type: 'cast', player: 'p1', object: g.get('Flame of Anor').id, modes: [0, 2] })).toThrow(
      /choose exactly 1 mode/,
    );
  });

  it('near misses stay text: "If this spell was kicked, choose any number instead" and a command-zone count', () => {
    {
      const c = card(
        'Inscription of Abundance',
        '{1}{G}',
        'Instant',
        "Kicker {2}{G}\nChoose one. If this spell was kicked, choose any number instead.\n• Put two +1/+1 counters on target creature.\n• Target player gains X life, where X is the greatest power among creatures they control.\n• Target creature you control fights target creature you don't control.",
      );
      // The kicker is read; the modal paragraph, whose count depends on it, stays text.
      expect(unenforced(c)).toEqual([(c.oracle_text as string).slice('Kicker {2}{G}\n'.length)]);
    }
    {
      // Command Tower's mana is read (commander-identity-mana.test.ts); Opal Palace's count of
      // casts from the command zone is not.
      const c = card(
        'Opal Palace',
        '',
        'Land',
        "{T}: Add {C}.\n{1}, {T}: Add one mana of any color in your commander's color identity. If you spend this mana to cast your commander, it enters with a number of additional +1/+1 counters on it equal to the number of times it's been cast from the command zone this game.",
      );
      expect(unenforced(c)).toHaveLength(1);
    }
  });
});
