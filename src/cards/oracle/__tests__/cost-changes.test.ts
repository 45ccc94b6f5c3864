// A spell's own cost changes (CR 601.2f): "This spell costs {1} less to cast for each …" / "… if
// …" / "… {2} more …". The total cost is the mana cost plus increases minus reductions, never
// below {0}; a reduction of generic mana reduces only the generic part (118.7); a condition on
// the targets is checked after they are chosen (601.2c before 601.2f).
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ghoultree = card(
  'Ghoultree',
  '{7}{G}',
  'Creature — Zombie Treefolk',
  'This spell costs {1} less to cast for each creature card in your graveyard.',
  '10/10',
);
const act = card(
  'Blasphemous Act',
  '{8}{R}',
  'Sorcery',
  'This spell costs {1} less to cast for each creature on the battlefield.\nBlasphemous Act deals 13 damage to each creature.',
);
const journeymage = card(
  'Academy Journeymage',
  '{4}{U}',
  'Creature — Human Wizard',
  "This spell costs {1} less to cast if you control a Wizard.\nWhen this creature enters, return target creature an opponent controls to its owner's hand.",
  '3/2',
);
const response = card(
  "Ajani's Response",
  '{4}{W}',
  'Instant',
  'This spell costs {3} less to cast if it targets a tapped creature.\nDestroy target creature.',
);
const prey = card(
  "Dragon's Prey",
  '{2}{B}',
  'Instant',
  'This spell costs {2} more to cast if it targets a Dragon.\nDestroy target creature.',
);
const shivan = card(
  'Shivan Dragon',
  '{4}{R}{R}',
  'Creature — Dragon',
  'Flying\n{R}: This creature gets +1/+0 until end of turn.',
  '5/5',
);

const frogmite = card(
  'Frogmite',
  '{4}',
  'Artifact Creature — Frog',
  'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)',
  '2/2',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');

const electromancer = card(
  'Goblin Electromancer',
  '{U}{R}',
  'Creature — Goblin Wizard',
  'Instant and sorcery spells you cast cost {1} less to cast.',
  '2/2',
);
const augustin = card(
  'Grand Arbiter Augustin IV',
  '{2}{W}{U}',
  'Legendary Creature — Human Advisor',
  'White spells you cast cost {1} less to cast.\nBlue spells you cast cost {1} less to cast.\nSpells your opponents cast cost {1} more to cast.',
  '2/3',
);

const CARDS = compiled(
  ghoultree,
  act,
  journeymage,
  response,
  prey,
  shivan,
  frogmite,
  ornithopter,
  electromancer,
  augustin,
);
const lands = (name: string, n: number) => Array.from({ length: n }, () => name);
const totalCostNote = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.find((e) => e.type === 'Note' && e.rule === '601.2f')?.text;

describe('a spell’s own cost changes (CR 601.2f)', () => {
  it('Ghoultree costs {1} less for each creature card in your graveyard, not for other cards', () => {
    const board = (graveyard: string[]) => ({
      turn: main,
      players: { p1: { battlefield: lands('Forest', 5), hand: ['Ghoultree'], graveyard } },
    });
    const g = game(board(['Grizzly Bears', 'Grizzly Bears', 'Llanowar Elves', 'Forest']), [{ cast: 'Ghoultree' }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(totalCostNote(g)).toContain('{4}{G}');
    expect(g.stack()).toEqual(['Ghoultree']);

    // Two creature cards (and a land): {5}{G} is more than five Forests make.
    const short = game(board(['Grizzly Bears', 'Grizzly Bears', 'Forest']), [{ cast: 'Ghoultree' }], { cards: CARDS });
    expect(short.error).not.toBeNull();
    expect(short.names('p1', 'hand')).toEqual(['Ghoultree']);
  });

  it('Blasphemous Act counts every creature on the battlefield, and never goes below its {R}', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', ...lands('Grizzly Bears', 5)], hand: ['Blasphemous Act'] },
          p2: { battlefield: lands('Grizzly Bears', 5) },
        },
      },
      [{ cast: 'Blasphemous Act' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Ten creatures reduce {8}{R} by ten generic mana: {R} is left (CR 601.2f: not below {0}).
    expect(totalCostNote(g)).toContain('{R}');
    expect(g.names('p1', 'battlefield')).toEqual(['Mountain']);
    expect(g.names('p2', 'battlefield')).toEqual([]);
  });

  it('Academy Journeymage costs {3}{U} only while you control a Wizard', () => {
    const board = (extra: string[]) => ({
      turn: main,
      players: { p1: { battlefield: [...lands('Island', 4), ...extra], hand: ['Academy Journeymage'] } },
    });
    const wizard = game(board(['Meddling Mage']), [{ cast: 'Academy Journeymage' }], { cards: CARDS });
    expect(wizard.error).toBeNull();
    expect(totalCostNote(wizard)).toContain('{3}{U}');
    const none = game(board(['Grizzly Bears']), [{ cast: 'Academy Journeymage' }], { cards: CARDS });
    expect(none.error).not.toBeNull();
  });

  it("Ajani's Response costs {1}{W} when it targets a tapped creature, {4}{W} otherwise", () => {
    const board = (tapped: boolean) => ({
      turn: main,
      players: {
        p1: { battlefield: lands('Plains', 2), hand: ["Ajani's Response"] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped }] },
      },
    });
    const g = game(board(true), [{ cast: "Ajani's Response", targets: ['bears'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);

    const untapped = game(board(false), [{ cast: "Ajani's Response", targets: ['bears'] }], { cards: CARDS });
    expect(untapped.error).not.toBeNull();
    expect(untapped.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);

    // Asked before targets are chosen, the reduction a target could bring counts (the cast may be tried).
    const opt = castOptions(untapped.engine.registry, untapped.state, 'p1', untapped.get("Ajani's Response").id);
    expect(opt.options[0]?.payable).toBe(true);
  });

  it("Dragon's Prey costs {2} more when it targets a Dragon", () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: lands('Swamp', 3), hand: ["Dragon's Prey"] },
        p2: {
          battlefield: [
            { id: 'dragon', card: 'Shivan Dragon' },
            { id: 'bears', card: 'Grizzly Bears' },
          ],
        },
      },
    };
    const dragon = game(board, [{ cast: "Dragon's Prey", targets: ['dragon'] }], { cards: CARDS });
    expect(dragon.error).not.toBeNull();
    const bears = game(board, [{ cast: "Dragon's Prey", targets: ['bears'] }, { pass: true }], { cards: CARDS });
    expect(bears.error).toBeNull();
    expect(totalCostNote(bears)).toContain('{2}{B}');
    expect(bears.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('affinity for artifacts (CR 702.41a): Frogmite costs {0} with four artifacts, {1} with three', () => {
    const board = (n: number) => ({
      turn: main,
      players: { p1: { battlefield: ['Island', ...lands('Ornithopter', n)], hand: ['Frogmite'] } },
    });
    const four = game(board(4), [{ cast: 'Frogmite' }], { cards: CARDS });
    expect(four.error).toBeNull();
    expect(four.get('Island').tapped).toBe(false);
    const three = game(board(3), [{ cast: 'Frogmite' }], { cards: CARDS });
    expect(three.error).toBeNull();
    expect(three.get('Island').tapped).toBe(true);
    const two = game(board(2), [{ cast: 'Frogmite' }], { cards: CARDS });
    expect(two.error).not.toBeNull();
  });

  it("Goblin Electromancer: its controller's instants and sorceries cost {1} less, not the opponent's", () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: ['Goblin Electromancer', ...lands('Mountain', 4)], hand: ['Lava Axe'] },
        p2: { battlefield: lands('Mountain', 4), hand: ['Lava Axe'] },
      },
    };
    const mine = game(board, [{ cast: 'Lava Axe', targets: ['p2'] }, { pass: true }], { cards: CARDS });
    expect(mine.error).toBeNull();
    expect(totalCostNote(mine)).toContain('{3}{R}');
    expect(mine.state.players.p2.life).toBe(15);
    const theirs = game(
      { ...board, turn: { ...main, active: 'p2' as const } },
      [{ cast: 'Lava Axe', targets: ['p1'], player: 'p2' }],
      { cards: CARDS },
    );
    expect(theirs.error).not.toBeNull();
  });

  it('Grand Arbiter Augustin IV: an opponent’s spells cost {1} more, its controller’s white and blue spells {1} less each', () => {
    const board = (mountains: number) => ({
      turn: main,
      players: {
        p1: { battlefield: lands('Mountain', mountains), hand: ['Lightning Bolt'] },
        p2: { battlefield: ['Grand Arbiter Augustin IV', ...lands('Island', 2)], hand: ['Think Twice'] },
      },
    });
    const one = game(board(1), [{ cast: 'Lightning Bolt', targets: ['p2'] }], { cards: CARDS });
    expect(one.error).not.toBeNull();
    const two = game(board(2), [{ cast: 'Lightning Bolt', targets: ['p2'] }], { cards: CARDS });
    expect(two.error).toBeNull();
    expect(totalCostNote(two)).toContain('{1}{R}');
    // Think Twice ({1}{U}, blue) costs {U} for Augustin's controller.
    const mine = game(
      { ...board(0), turn: { ...main, active: 'p2' as const } },
      [{ cast: 'Think Twice', player: 'p2' }],
      {
        cards: CARDS,
      },
    );
    expect(mine.error).toBeNull();
    expect(totalCostNote(mine)).toMatch(/: \{U\} \(CR 601\.2f\)/);
  });

  it("near misses stay text: another spell's coloured reduction", () => {
    // ("Spells your opponents cast that target this creature …" is read: spells-that-target-cost.test.ts.)
    // (A spell's own coloured reduction is read: own-cost-reductions.test.ts.)
    const edgewalker = card(
      'Edgewalker',
      '{1}{W}{B}',
      'Creature — Human Cleric',
      'Cleric spells you cast cost {W}{B} less to cast. This effect reduces only the amount of colored mana you pay. (For example, if you cast a Cleric spell with mana cost {1}{W}, it costs {1} to cast.)',
      '2/2',
    );
    expect(unenforced(edgewalker)).toHaveLength(1);
    // ("… {X} less …, where X is the total mana value of …" is read: total-mana-value.test.ts.)
    // ("if it targets a creature card with mana value 3 or less" is read: card-target-cost.test.ts.)
  });
});
