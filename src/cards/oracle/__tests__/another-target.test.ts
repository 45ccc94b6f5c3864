// "Another target …" on compiled real cards: the target filter excludes the ability's own source
// wherever targets are chosen or rechecked — a triggered ability as it is put on the stack
// (CR 603.3d), also once its source has left (Myr Retriever's card in the graveyard), and an
// activated ability on the stack can't target itself (115.5).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const hippocamp = card(
  'Breaching Hippocamp',
  '{3}{U}',
  'Creature — Horse Fish',
  'Flash (You may cast this spell any time you could cast an instant.)\nWhen this creature enters, untap another target creature you control.',
  '3/2',
);
const animist = card(
  'Ashroot Animist',
  '{2}{R}{G}',
  'Creature — Lizard Druid',
  "Trample\nWhenever this creature attacks, another target creature you control gains trample and gets +X/+X until end of turn, where X is this creature's power.",
  '4/4',
);
const retriever = card(
  'Myr Retriever',
  '{2}',
  'Artifact Creature — Myr',
  'When this creature dies, return another target artifact card from your graveyard to your hand.',
  '1/1',
);
const guildmage = card(
  'Azorius Guildmage',
  '{W/U}{W/U}',
  'Creature — Vedalken Wizard',
  "{2}{W}: Tap target creature.\n{2}{U}: Counter target activated ability. (Mana abilities can't be targeted.)",
  '2/2',
);

const islands = (n: number) => Array.from({ length: n }, () => 'Island');

describe('"another target": never the source itself', () => {
  it("Breaching Hippocamp alone: its enters trigger has no legal target and is removed (it can't untap itself)", () => {
    const cards = compiled(hippocamp);
    const g = game(
      { turn: main, players: { p1: { battlefield: islands(4), hand: ['Breaching Hippocamp'] } } },
      [{ cast: 'Breaching Hippocamp' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Breaching Hippocamp');
    expect(g.state.stack).toEqual([]);
    expect(g.has('NothingHappened', '603.3d')).toBe(true);
  });

  it('Breaching Hippocamp with a tapped Grizzly Bears: the Bears are the only target, and untap', () => {
    const cards = compiled(hippocamp);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...islands(4), { id: 'bears', card: 'Grizzly Bears', tapped: true }],
            hand: ['Breaching Hippocamp'],
          },
        },
      },
      [{ cast: 'Breaching Hippocamp' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    // One candidate for one target: chosen without asking, never the Hippocamp itself.
    expect(g.state.pendingDecision).toBeNull();
    const ability = g.state.abilities[g.state.stack[0] ?? ''];
    expect(ability?.targets).toEqual([[g.get('bears').id]]);
    g.act({ pass: true });
    expect(g.get('bears').tapped).toBe(false);
  });

  it("Breaching Hippocamp's trigger refuses the Hippocamp as its target when it is answered by hand", () => {
    const cards = compiled(hippocamp);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...islands(4), { id: 'a', card: 'Grizzly Bears' }, { id: 'b', card: 'Grizzly Bears' }],
            hand: [{ id: 'hc', card: 'Breaching Hippocamp' }],
          },
        },
      },
      [{ cast: 'hc' }, { pass: true }],
      { cards },
    );
    const d = g.state.pendingDecision;
    expect(d && 'candidates' in d ? [...d.candidates].sort() : null).toEqual([g.get('a').id, g.get('b').id].sort());
    expect(() => g.act({ decide: ['hc'] })).toThrow(/not a legal choice/);
  });

  it('Ashroot Animist attacking beside one other creature: the other creature gets +4/+4 and trample', () => {
    const cards = compiled(animist);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'ash', card: 'Ashroot Animist' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['ash', 'bears'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    const ability = g.state.abilities[g.state.stack[0] ?? ''];
    expect(ability?.targets).toEqual([[g.get('bears').id]]);
  });

  it("Myr Retriever dies alone in the graveyard: the trigger can't return Myr Retriever itself", () => {
    const cards = compiled(retriever);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', { id: 'myr', card: 'Myr Retriever' }], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['myr'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Lightning Bolt', 'Myr Retriever']);
    expect(g.state.stack).toEqual([]);
    expect(g.has('NothingHappened', '603.3d')).toBe(true);
  });

  it('Myr Retriever dies beside another artifact card in the graveyard: that card returns, the Retriever stays', () => {
    const cards = compiled(retriever);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { id: 'myr', card: 'Myr Retriever' }],
            hand: ['Lightning Bolt'],
            graveyard: [{ id: 'old', card: 'Myr Retriever' }],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['myr'] }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('old').zone).toBe('hand');
    expect(g.get('myr').zone).toBe('graveyard');
  });

  it("Azorius Guildmage's counter ability can't target itself on the stack (CR 115.5)", () => {
    const cards = compiled(guildmage);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...islands(3),
              'Plains',
              'Plains',
              'Plains',
              { id: 'g1', card: 'Azorius Guildmage' },
              { id: 'g2', card: 'Azorius Guildmage' },
            ],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'g1', ability: 0, targets: ['bears'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    const tapAbility = g.state.stack[0];
    g.act({ activate: 'g2', ability: 1 });
    const d = g.state.pendingDecision;
    expect(d && 'candidates' in d ? d.candidates : null).toEqual([tapAbility]);
  });
});
