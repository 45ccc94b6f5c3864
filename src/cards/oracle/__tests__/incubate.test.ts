// Incubate (CR 701.53a) on real pool cards: to incubate N, create an Incubator token (a colorless
// Incubator artifact, not a creature) with N +1/+1 counters on it and "{2}: Transform this
// token."; its back face is a 0/0 colorless Phyrexian artifact creature. Transformed, it is the
// same permanent with its counters (CR 712.18), so an Incubator of N becomes an N/N Phyrexian.
// "Transform target Incubator token you control" (701.27a) turns one over. "Its controller
// incubates X", "incubate 3 X times" and "transform an Incubator token you control" stay text.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const converter = card(
  'Converter Beast',
  '{3}{G}',
  'Creature — Phyrexian Beast',
  'When this creature enters, incubate 5. (Create an Incubator token with five +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)',
  '0/1',
);
const dawn = card(
  'Glistening Dawn',
  '{2}{G}{G}',
  'Sorcery',
  'Incubate X twice, where X is the number of lands you control. (To incubate X, create an Incubator token with X +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)',
);
const processor = card(
  'Bloated Processor',
  '{2}{B}',
  'Creature — Phyrexian',
  'Sacrifice another Phyrexian: Put a +1/+1 counter on this creature.\nWhen this creature dies, incubate X, where X is its power. (Create an Incubator token with X +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)',
  '3/2',
);
const repurposing = card(
  'Merciless Repurposing',
  '{4}{B}{B}',
  'Instant',
  'Exile target creature. Incubate 3. (Create an Incubator token with three +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)',
);
const excise = card(
  'Excise the Imperfect',
  '{1}{W}{W}',
  'Instant',
  'Exile target nonland permanent. Its controller incubates X, where X is its mana value. (They create an Incubator token with X +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)',
);
const exarch = card(
  'Progenitor Exarch',
  '{X}{X}{W}',
  'Creature — Phyrexian Cat Cleric',
  'When this creature enters, incubate 3 X times. (To incubate 3, create an Incubator token with three +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)\n{T}: Transform target Incubator token you control.',
  '1/2',
);
const vatkeeper = card(
  'Elvish Vatkeeper',
  '{1}{B}{G}',
  'Creature — Phyrexian Elf',
  'When this creature enters, incubate 2. (Create an Incubator token with two +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)\n{5}: Transform target Incubator token you control. Double the number of +1/+1 counters on it.',
  '3/3',
);
const sunder = card(
  'Sunder the Gateway',
  '{1}{W}',
  'Sorcery',
  'Choose one —\n• Destroy target nontoken artifact or enchantment an opponent controls. Incubate 2. (Create an Incubator token with two +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)\n• Incubate 2, then transform an Incubator token you control.',
);
const CARDS = compiled(converter, dawn, processor, repurposing, vatkeeper);

function chars(g: Game, o: GameObject) {
  return characteristics(readContext(g.state, g.engine.registry), o);
}

/** The tokens on the battlefield named `name` ("Incubator Token", "Phyrexian Token"), oldest first. */
function tokens(g: Game, name: string): GameObject[] {
  return allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield' && chars(g, o).names.includes(name));
}

describe('incubate (CR 701.53a)', () => {
  it('Converter Beast: an Incubator artifact (not a creature) with five +1/+1 counters; {2} transforms it into a 5/5 Phyrexian artifact creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Converter Beast'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'] },
        },
      },
      [{ cast: 'Converter Beast' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const [inc, ...more] = tokens(g, 'Incubator Token');
    expect(more).toHaveLength(0);
    const front = chars(g, inc!);
    expect(front.types).toEqual(['artifact']);
    expect(front.subtypes).toEqual(['Incubator']);
    expect(front.colors).toEqual([]);
    expect(front.power).toBeNull();
    expect(inc!.counters['+1/+1']).toBe(5);
    expect(inc!.controller).toBe('p1');
    // {2}: Transform this token — the same permanent, its counters kept (CR 712.18).
    g.act({ activate: inc!.id });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(tokens(g, 'Incubator Token')).toHaveLength(0);
    const [phy] = tokens(g, 'Phyrexian Token');
    expect(phy?.id).toBe(inc!.id);
    const back = chars(g, phy!);
    expect(back.types).toEqual(expect.arrayContaining(['artifact', 'creature']));
    expect(back.subtypes).toEqual(['Phyrexian']);
    expect(back.colors).toEqual([]);
    expect([back.power, back.toughness]).toEqual([5, 5]);
    expect(phy!.counters['+1/+1']).toBe(5);
  });

  it('Glistening Dawn: "Incubate X twice" makes two Incubators, each with X counters (X = lands you control)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Glistening Dawn'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] } },
      },
      [{ cast: 'Glistening Dawn' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const incs = tokens(g, 'Incubator Token');
    expect(incs).toHaveLength(2);
    expect(incs.map((o) => o.counters['+1/+1'])).toEqual([5, 5]);
  });

  it('Bloated Processor: dying, incubate X where X is its power as it last existed (counters included)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            battlefield: ['Mountain', { id: 'bp', card: 'Bloated Processor', counters: { '+1/+1': 1 } }],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bp'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Bloated Processor');
    const incs = tokens(g, 'Incubator Token');
    expect(incs).toHaveLength(1);
    expect(incs[0]!.counters['+1/+1']).toBe(4);
  });

  it('Merciless Repurposing: the creature is exiled and you incubate 3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Merciless Repurposing'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Merciless Repurposing', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    const incs = tokens(g, 'Incubator Token');
    expect(incs).toHaveLength(1);
    expect(incs[0]!.controller).toBe('p1');
    expect(incs[0]!.counters['+1/+1']).toBe(3);
  });

  it('Elvish Vatkeeper: "{5}: Transform target Incubator token you control. Double the number of +1/+1 counters on it." — a 4/4 Phyrexian', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Elvish Vatkeeper'], battlefield: ['Forest', 'Forest', ...Array<string>(11).fill('Swamp')] },
        },
      },
      [{ cast: 'Elvish Vatkeeper' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const [inc] = tokens(g, 'Incubator Token');
    expect(inc!.counters['+1/+1']).toBe(2);
    g.act({ activate: 'Elvish Vatkeeper', targets: [inc!.id] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    const [phy] = tokens(g, 'Phyrexian Token');
    expect(phy?.id).toBe(inc!.id);
    expect(phy!.counters['+1/+1']).toBe(4);
    expect([chars(g, phy!).power, chars(g, phy!).toughness]).toEqual([4, 4]);
    // A Phyrexian is no Incubator any more: it can't be the target again (CR 115.1, 701.27a).
    expect(() => g.act({ activate: 'Elvish Vatkeeper', targets: [inc!.id] })).toThrow(/target/);
  });

  it('near misses stay text: "Its controller incubates X" (another player) and "incubate 3 X times"', () => {
    expect(unenforced(excise)).toEqual([excise.oracle_text]);
    expect(unenforced(exarch)).toEqual([exarch.oracle_text!.split('\n')[0]]);
    // "transform an Incubator token you control": one chosen, not a target — text.
    expect(unenforced(sunder)).toEqual([sunder.oracle_text]);
  });
});
