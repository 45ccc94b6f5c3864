// Flanking (CR 702.25a): "Whenever a creature without flanking blocks this creature, the blocking
// creature gets -1/-1 until end of turn." Multiple instances trigger separately (702.25b). Real
// cards: Benalish Cavalry, Mtenda Herder, Telim'Tor; Jabari's Banner (flanking gained until end
// of turn) stays text. Agility (flanking given by a static ability) is in granted-trigger-keywords.test.ts.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const FLANKING =
  'Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)';
const cavalry = card('Benalish Cavalry', '{1}{W}', 'Creature — Human Knight', FLANKING, '2/2');
const herder = card('Mtenda Herder', '{W}', 'Creature — Human Scout', FLANKING, '1/1');
const telimTor = card(
  "Telim'Tor",
  '{4}{R}',
  'Legendary Creature — Human Knight',
  `${FLANKING}\nWhenever Telim'Tor attacks, all attacking creatures with flanking get +1/+1 until end of turn.`,
  '2/2',
);
const lions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
// No printed card has flanking twice; two instances on one creature (702.25b) written as a test card.
const twice = card('Twice-Flanked Test Knight', '{2}{W}', 'Creature — Human Knight', 'Flanking\nFlanking', '2/2');
const banner = card(
  "Jabari's Banner",
  '{2}',
  'Artifact',
  '{1}, {T}: Target creature gains flanking until end of turn. (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)',
);
const CARDS = compiled(cavalry, herder, telimTor, lions, twice);

/** p1's `attacker` attacks and p2's `blocker` blocks it; the flanking triggers are put on the stack. */
function block(attacker: string, blocker: string): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }], library: ['Island'] },
        p2: { battlefield: [{ id: 'b', card: blocker }], library: ['Island'] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { b: 'a' }, player: 'p2' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('flanking (CR 702.25a)', () => {
  it('Grizzly Bears blocks Benalish Cavalry: the Bears get -1/-1, die in combat, and the Cavalry survives', () => {
    const g = block('Benalish Cavalry', 'Grizzly Bears');
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    expect(pt(g, 'b')).toEqual([1, 1]);
    expect(pt(g, 'a')).toEqual([2, 2]);
    g.act({ advance: 'end' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toEqual(['Benalish Cavalry']);
    expect(g.get('a').damage).toBe(1);
  });

  it('a 1-toughness blocker dies as the trigger resolves (704.5f); the Cavalry stays blocked and deals no damage to the player', () => {
    const g = block('Benalish Cavalry', 'Savannah Lions');
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Savannah Lions']);
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('a').damage).toBe(0);
  });

  it('a blocker with flanking does not trigger it: Mtenda Herder stays 1/1', () => {
    const g = block('Benalish Cavalry', 'Mtenda Herder');
    expect(g.stack()).toEqual([]);
    expect(pt(g, 'b')).toEqual([1, 1]);
  });

  it('the -1/-1 lasts until end of turn only', () => {
    const g = block('Mtenda Herder', 'Grizzly Bears');
    g.act({ pass: true });
    expect(pt(g, 'b')).toEqual([1, 1]);
    g.act({ advance: 'upkeep' });
    expect(pt(g, 'b')).toEqual([2, 2]);
  });

  it('two instances trigger separately (702.25b): the blocker gets -2/-2', () => {
    const g = block('Twice-Flanked Test Knight', 'Grizzly Bears');
    const order = g.state.pendingDecision;
    expect(order?.kind).toBe('chooseOrder');
    g.act({ decide: order && 'options' in order ? order.options.map((o) => o.value) : [] });
    expect(g.stack()).toHaveLength(2);
    g.act({ pass: true });
    expect(pt(g, 'b')).toEqual([1, 1]);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Telim\'Tor: "attacking creatures with flanking" reads the keyword — it gets +1/+1, the Bears beside it don\'t', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 't', card: "Telim'Tor" },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['t', 'bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 't')).toEqual([3, 3]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it("flanking gained until end of turn stays text (its trigger would not come with it): Jabari's Banner", () => {
    expect(unenforced(banner)).toHaveLength(1);
  });
});
