// Tokens created attacking (CR 508.4): "create a 1/1 white Soldier creature token that's tapped and
// attacking", "two … tokens with lifelink that are tapped and attacking", "… that are attacking".
// Each attacks the defending player, or a planeswalker that player controls if its controller
// chooses (asked only when there is one); it was never declared as an attacker. Outside combat it
// enters but isn't attacking. "… attacking that player" (what it attacks named) stays text.
// Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, RULE, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const vanguard = card(
  'Skyknight Vanguard',
  '{R}{W}',
  'Creature — Human Knight',
  "Flying\nWhenever this creature attacks, create a 1/1 white Soldier creature token that's tapped and attacking.",
  '1/2',
);
const warleader = card(
  'Leonin Warleader',
  '{2}{W}{W}',
  'Creature — Cat Soldier',
  'Whenever this creature attacks, create two 1/1 white Cat creature tokens with lifelink that are tapped and attacking.',
  '4/4',
);
const warEffort = card(
  'War Effort',
  '{3}{R}',
  'Enchantment',
  "Creatures you control get +1/+0.\nWhenever you attack, create a 1/1 red Warrior creature token that's tapped and attacking. Sacrifice it at the beginning of the next end step.",
);
const parhelion = card(
  'Parhelion II',
  '{6}{W}{W}',
  'Legendary Artifact — Vehicle',
  'Flying, first strike, vigilance\nWhenever Parhelion II attacks, create two 4/4 white Angel creature tokens with flying and vigilance that are attacking.\nCrew 4 (Tap any number of creatures you control with total power 4 or more: This Vehicle becomes an artifact creature until end of turn.)',
  '5/5',
);
const lightbringer = card(
  'Soaring Lightbringer',
  '{4}{W}',
  'Enchantment Creature — Bird Glimmer',
  "Flying\nOther enchantment creatures you control have flying.\nWhenever you attack a player, create a 1/1 white Glimmer enchantment creature token that's tapped and attacking that player.",
  '4/5',
);
const garruk = {
  ...card(
    'Garruk Wildspeaker',
    '{2}{G}{G}',
    'Legendary Planeswalker — Garruk',
    '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
  ),
  loyalty: '3',
};
const butcher = card(
  'Bone-Cairn Butcher',
  '{1}{R}{W}{B}',
  'Creature — Demon',
  'Mobilize 2 (Whenever this creature attacks, create two tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)\nAttacking tokens you control have deathtouch.',
  '4/4',
);
const shockBrigade = card(
  'Shock Brigade',
  '{1}{R}',
  'Creature — Goblin Soldier',
  "Menace (This creature can't be blocked except by two or more creatures.)\nMobilize 1 (Whenever this creature attacks, create a tapped and attacking 1/1 red Warrior creature token. Sacrifice it at the beginning of the next end step.)",
  '1/3',
);
const infantryShield = card(
  'Infantry Shield',
  '{1}{R}',
  'Artifact — Equipment',
  'Equipped creature has menace and mobilize X, where X is its power. (Whenever it attacks, create X tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)\nEquip {2}',
);
const CARDS = compiled(vanguard, warleader, warEffort, parhelion, garruk, butcher, shockBrigade);

function tokens(g: Game, name: string): GameObject[] {
  return allObjects(g.state).filter(
    (o) => o.token && o.zone === 'battlefield' && g.state.proxies[o.def]?.name === name,
  );
}

/** P1 attacks with `attackers` (p2 may control Garruk); the attack trigger resolves. */
function attackWith(attackers: string[], p2: object[] = [], extra: object[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...attackers.map((a, i) => ({ id: `a${i}`, card: a })), ...extra], library: ['Island'] },
        p2: { battlefield: p2, library: ['Island'] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: attackers.map((_, i) => `a${i}`) }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('tokens created tapped and attacking (CR 508.4)', () => {
  it('Skyknight Vanguard: a 1/1 white Soldier, tapped and attacking the defending player', () => {
    const g = attackWith(['Skyknight Vanguard']);
    const [soldier] = tokens(g, 'Soldier Token');
    expect(soldier).toBeDefined();
    const ch = characteristics(readContext(g.state, g.engine.registry), soldier!);
    expect([ch.power, ch.toughness, ch.colors]).toEqual([1, 1, ['W']]);
    expect(soldier!.tapped).toBe(true);
    expect(g.state.combat?.attackers[soldier!.id]).toBe('p2');
    expect(g.has('Note', RULE.enterAttacking)).toBe(true);
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Leonin Warleader: two lifelink Cats attacking; their combat damage gains life', () => {
    const g = attackWith(['Leonin Warleader']);
    const cats = tokens(g, 'Cat Token');
    expect(cats).toHaveLength(2);
    expect(cats.every((c) => c.tapped && g.state.combat?.attackers[c.id] === 'p2')).toBe(true);
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(14);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('with a planeswalker to attack, the controller chooses for each token (Garruk here)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'v', card: 'Skyknight Vanguard' }], library: ['Island'] },
          p2: {
            battlefield: [{ id: 'garruk', card: 'Garruk Wildspeaker', counters: { loyalty: 4 } }],
            library: ['Island'],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['v'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.kind).toBe('chooseObjects');
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('garruk').id]);
    g.act({ decide: ['garruk'] });
    const [soldier] = tokens(g, 'Soldier Token');
    expect(g.state.combat?.attacks?.[soldier!.id]).toBe(g.get('garruk').id);
    g.act({ advance: 'end' });
    expect(g.get('garruk').counters).toEqual({ loyalty: 3 });
    expect(g.state.players.p2.life).toBe(19);
  });

  it('War Effort: the Warrior attacks, then is sacrificed at the beginning of the next end step', () => {
    const g = attackWith(['Grizzly Bears'], [], [{ id: 'we', card: 'War Effort' }]);
    expect(tokens(g, 'Warrior Token')).toHaveLength(1);
    g.act({ advance: 'end' });
    // Bears 3 (+1/+0) and the Warrior 2 (+1/+0).
    expect(g.state.players.p2.life).toBe(15);
    expect(tokens(g, 'Warrior Token')).toHaveLength(1);
    expect(g.stack()).toEqual(['War Effort ability']);
    g.act({ pass: true });
    expect(tokens(g, 'Warrior Token')).toHaveLength(0);
  });

  it('"that are attacking": the tokens are attacking but not tapped (Parhelion II)', () => {
    const [trigger] = compileCard(parhelion).def.triggered ?? [];
    expect(trigger?.steps).toEqual([
      expect.objectContaining({
        do: 'createToken',
        count: 2,
        attacking: true,
        token: expect.objectContaining({ power: 4, toughness: 4, keywords: ['flying', 'vigilance'] }),
      }),
    ]);
    expect(trigger?.steps[0]).not.toHaveProperty('tapped');
  });

  it('near miss: "… tapped and attacking that player" names what it attacks and stays text', () => {
    expect(unenforced(lightbringer)).toEqual([
      "Whenever you attack a player, create a 1/1 white Glimmer enchantment creature token that's tapped and attacking that player.",
    ]);
  });
});

describe('mobilize N (CR 702.181a)', () => {
  it('Bone-Cairn Butcher (mobilize 2): two red 1/1 Warriors tapped and attacking, sacrificed at the next end step', () => {
    const g = attackWith(['Bone-Cairn Butcher']);
    const warriors = tokens(g, 'Warrior Token');
    expect(warriors).toHaveLength(2);
    const ch = characteristics(readContext(g.state, g.engine.registry), warriors[0]!);
    expect([ch.power, ch.toughness, ch.colors]).toEqual([1, 1, ['R']]);
    expect(warriors.every((w) => w.tapped && g.state.combat?.attackers[w.id] === 'p2')).toBe(true);
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(14);
    expect(g.stack()).toEqual(['Bone-Cairn Butcher ability']);
    g.act({ pass: true });
    expect(tokens(g, 'Warrior Token')).toHaveLength(0);
  });

  it('Shock Brigade (mobilize 1): one Warrior', () => {
    const g = attackWith(['Shock Brigade']);
    expect(tokens(g, 'Warrior Token')).toHaveLength(1);
  });

  it('near miss: mobilize X stays text', () => {
    expect(unenforced(infantryShield)).toContain(
      'Equipped creature has menace and mobilize X, where X is its power. (Whenever it attacks, create X tapped and attacking 1/1 red Warrior creature tokens. Sacrifice them at the beginning of the next end step.)',
    );
  });
});
