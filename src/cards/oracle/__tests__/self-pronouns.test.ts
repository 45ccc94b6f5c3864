// Personal pronouns for the object itself (CR 201.5): a character card is called "he" or "she"
// after its name ("Put two +1/+1 counters on Bosco. He gains trample …"), and those pronouns are
// read as the object, like its name. A pronoun with nothing named before it stays as printed.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { normaliseAbility, selfNames, selfPronouns } from '../normalise';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const momo = card(
  'Momo, Rambunctious Rascal',
  '{2}{W}',
  'Legendary Creature — Lemur Bat Ally',
  "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhen Momo enters, he deals 4 damage to target tapped creature an opponent controls.",
  '1/1',
);
const machineMan = card(
  'Machine Man, Model X-51',
  '{4}',
  'Legendary Artifact Creature — Robot Hero',
  'Whenever you cast a noncreature spell, put a +1/+1 counter on Machine Man and he gains flying until end of turn.',
  '2/3',
);
const mockingbird = card(
  'Mockingbird, Bobbi Morse',
  '{3}{W}',
  'Legendary Creature — Human Hero',
  'Whenever Mockingbird is dealt damage, put a +1/+1 counter on her. (She must survive the damage to get the counter.)',
  '3/3',
);

const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');

describe('he, she, him, his and her after the object’s own name are the object (CR 201.5)', () => {
  it('reads subject, object and possessive forms as ~', () => {
    const bosco = selfNames('Bosco, Just a Bear', 'Legendary Creature — Bear');
    expect(
      normaliseAbility(
        '{2}{G}, Sacrifice a Food: Put two +1/+1 counters on Bosco. He gains trample until end of turn.',
        bosco,
      ),
    ).toBe('{2}{G}, Sacrifice a Food: Put two +1/+1 counters on ~. ~ gains trample until end of turn.');
    expect(selfPronouns('Whenever ~ attacks alone, return him to his owner’s hand.')).toBe(
      "Whenever ~ attacks alone, return ~ to ~'s owner’s hand.",
    );
    expect(selfPronouns("When ~ enters, return her to her owner's hand. If she's attacking, draw a card.")).toBe(
      "When ~ enters, return ~ to ~'s owner's hand. If ~ is attacking, draw a card.",
    );
    expect(
      normaliseAbility(mockingbird.oracle_text as string, selfNames(mockingbird.name, mockingbird.type_line as string)),
    ).toBe('Whenever ~ is dealt damage, put a +1/+1 counter on ~.');
  });

  it('near miss: a pronoun with no name before it stays as printed (a mode named "Temba, His Arms Wide")', () => {
    expect(selfPronouns('Temba, His Arms Wide — Target creature gets +3/+3 until end of turn.')).toBe(
      'Temba, His Arms Wide — Target creature gets +3/+3 until end of turn.',
    );
    expect(selfPronouns('She deals 2 damage to ~.')).toBe('She deals 2 damage to ~.');
  });

  it('Momo enters: "he" deals the 4 damage, so the tapped Hill Giant (3/3) dies', () => {
    expect(unenforced(momo)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Momo, Rambunctious Rascal'] },
          p2: {
            battlefield: [
              { id: 'giant', card: 'Hill Giant', tapped: true },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Momo, Rambunctious Rascal' }, { pass: true }, { pass: true }],
      { cards: compiled(momo, giant) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('Machine Man: a noncreature spell puts the counter on him and he gains flying', () => {
    expect(unenforced(machineMan)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mm', card: 'Machine Man, Model X-51' }, 'Mountain'],
            hand: ['Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }, { pass: true }],
      { cards: compiled(machineMan) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(pt(g, 'mm')).toEqual([3, 4]);
    expect(g.get('mm').counters['+1/+1']).toBe(1);
    expect(keywords(g, 'mm')).toContain('flying');
  });
});
