// "You may have this creature enter as a copy of any creature on the battlefield[, except …]"
// (CR 707.2, 614.1c): chosen as it enters, it enters with the chosen permanent's copiable values
// — its enters-the-battlefield abilities trigger, its exceptions apply (707.9b), a copy of a copy
// copies the copy (707.3) — and the card is itself again once it leaves (400.7). Choosing none,
// Clone enters as a 0/0 and dies (704.5f).
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const clone = card(
  'Clone',
  '{3}{U}',
  'Creature — Shapeshifter',
  'You may have this creature enter as a copy of any creature on the battlefield.',
  '0/0',
);
const gargantuan = card(
  'Quicksilver Gargantuan',
  '{5}{U}{U}',
  'Creature — Shapeshifter',
  "You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.",
  '7/7',
);
const visionary = card(
  'Elvish Visionary',
  '{1}{G}',
  'Creature — Elf Shaman',
  'When this creature enters, draw a card.',
  '1/1',
);
const cards = compiled(clone, gargantuan, visionary);

/** The id of the permanent on the battlefield whose own card is `card` (it entered as a copy). */
const copyOn = (g: ReturnType<typeof game>, card: string) =>
  g.state.battlefield.find((id) => getObject(g.state, id)?.ownDef === card) as string;

/** Current power and toughness of the object `id` (CR 613). */
function pt(g: ReturnType<typeof game>, id: string): [number | null, number | null] {
  const ch = characteristics(readContext(g.state, g.engine.registry), getObject(g.state, id) as never);
  return [ch.power, ch.toughness];
}

/** P1 casts `name` with islands to pay; P2 controls an Elvish Visionary. */
function cast(name: string, hand: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: Array.from({ length: 11 }, () => 'Island'),
          hand: [name, ...hand],
          library: ['Plains', 'Plains'],
        },
        p2: { battlefield: [{ id: 'vis', card: 'Elvish Visionary' }], library: ['Plains'] },
      },
    },
    [{ cast: name }, { pass: true }],
    { cards },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('entering as a copy (CR 707.2, 614.1c)', () => {
  it('Clone copies Elvish Visionary: it is a 1/1 Elvish Visionary, and its enters ability triggers for Clone’s controller', () => {
    const g = cast('Clone');
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', purpose: 'enterCopy', player: 'p1', min: 0, max: 1 });
    expect(d?.candidates).toEqual([g.get('vis').id]);
    g.act({ decide: [g.get('vis').id] });
    const copy = copyOn(g, 'Clone');
    expect(copy).toBeDefined();
    expect(g.names('p1', 'battlefield')).toContain('Elvish Visionary');
    expect(pt(g, copy)).toEqual([1, 1]);
    expect(g.stack()).toEqual(['Elvish Visionary ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
  });

  it('once it leaves the battlefield it is Clone again (a new object, 400.7)', () => {
    const g = cast('Clone');
    g.act({ decide: [g.get('vis').id] });
    g.act({ pass: true });
    const copy = copyOn(g, 'Clone') as string;
    g.perform({ type: 'sandbox', on: true });
    g.act({ move: copy, to: 'graveyard' });
    expect(g.names('p1', 'graveyard')).toEqual(['Clone']);
  });

  it('choosing none, Clone enters as itself, a 0/0, and is put into the graveyard (704.5f)', () => {
    const g = cast('Clone');
    g.act({ decide: [] });
    expect(g.names('p1', 'battlefield')).not.toContain('Clone');
    expect(g.names('p1', 'graveyard')).toEqual(['Clone']);
  });

  it('with nothing to copy there is no choice: Clone enters as a 0/0', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Clone'] }, p2: {} },
      },
      [{ cast: 'Clone' }, { pass: true }],
      { cards },
    );
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Clone']);
  });

  it('Quicksilver Gargantuan copies Elvish Visionary except it is 7/7 (707.9b)', () => {
    const g = cast('Quicksilver Gargantuan');
    g.act({ decide: [g.get('vis').id] });
    const copy = copyOn(g, 'Quicksilver Gargantuan') as string;
    expect(pt(g, copy)).toEqual([7, 7]);
    expect(g.names('p1', 'battlefield')).toContain('Elvish Visionary');
  });

  it('a Clone copying that Gargantuan copies the copy, exception included (707.3): a 7/7 Elvish Visionary', () => {
    const g = cast('Quicksilver Gargantuan', ['Clone']);
    g.act({ decide: [g.get('vis').id] });
    g.act({ pass: true });
    const garg = copyOn(g, 'Quicksilver Gargantuan');
    g.act({ cast: 'Clone' });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'enterCopy' });
    g.act({ decide: [garg] });
    const copy = copyOn(g, 'Clone');
    expect(pt(g, copy)).toEqual([7, 7]);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Elvish Visionary')).toHaveLength(2);
  });

  it('near miss: a copy of a creature card in a graveyard (Body Double) stays text', () => {
    const bodyDouble = card(
      'Body Double',
      '{4}{U}',
      'Creature — Shapeshifter',
      'You may have this creature enter as a copy of any creature card in a graveyard.',
      '0/0',
    );
    expect(unenforced(bodyDouble)).toEqual([
      'You may have this creature enter as a copy of any creature card in a graveyard.',
    ]);
    expect(compileCard(bodyDouble).abilities[0]?.reason).toMatch(/only a permanent on the battlefield/);
  });
});
