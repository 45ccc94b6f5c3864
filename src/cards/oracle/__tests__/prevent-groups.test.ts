// "Prevent all (combat) damage that would be dealt (this turn) to creatures you control (this
// turn)", "… to you and creatures you control …", "… by creatures your opponents control", "… to
// players …" on real pool cards (CR 615.1): one shield per group, read as the damage would be
// dealt — a prevention effect doesn't lock in its objects (a creature that enters afterwards is
// covered), and "you" is the spell's controller.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const divineLight = card(
  'Divine Light',
  '{W}',
  'Sorcery',
  'Prevent all damage that would be dealt this turn to creatures you control.',
);
const safePassage = card(
  'Safe Passage',
  '{2}{W}',
  'Instant',
  'Prevent all damage that would be dealt to you and creatures you control this turn.',
);
const etherealHaze = card(
  'Ethereal Haze',
  '{W}',
  'Instant — Arcane',
  'Prevent all damage that would be dealt by creatures this turn.',
);
const thwart = card(
  'Thwart the Enemy',
  '{2}{G}',
  'Instant',
  'Prevent all damage that would be dealt this turn by creatures your opponents control.',
);
const commencement = card(
  'Commencement of Festivities',
  '{1}{G}',
  'Instant',
  'Prevent all combat damage that would be dealt to players this turn.',
);
const CARDS = compiled(divineLight, safePassage, etherealHaze, thwart, commencement);

const LANDS = ['Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Forest', 'Mountain', 'Mountain'];

/** p1's main phase with `hand`, its Grizzly Bears `mine`, and p2's Grizzly Bears `theirs`. */
function board(hand: string[], script: Parameters<typeof game>[1] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...LANDS, { id: 'mine', card: 'Grizzly Bears' }], hand },
        p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
      },
    },
    script,
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** p1 casts `spell`, then its Bears attack and p2's Bears block (or not); play goes to the end step. */
function combatAfter(spell: string, blocked: boolean) {
  const g = board([spell]);
  g.act({ cast: spell });
  g.act({ pass: true });
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: ['mine'] });
  g.act(blocked ? { block: { theirs: 'mine' }, player: 'p2' } : { block: {}, player: 'p2' });
  expect(g.error).toBeNull();
  g.act({ advance: 'end' });
  return g;
}

describe('prevention shields for groups (CR 615.1)', () => {
  it("Divine Light: Shock at its controller's Bears is prevented, at the opponent's it kills", () => {
    const g = board(
      ['Divine Light', 'Shock', 'Shock'],
      [
        { cast: 'Divine Light' },
        { pass: true },
        { cast: 'Shock', targets: ['mine'] },
        { pass: true },
        { cast: 'Shock', targets: ['theirs'] },
        { pass: true },
      ],
    );
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Divine Light covers a creature that enters after it resolved (read as the damage is dealt)', () => {
    const g = board(
      ['Divine Light', 'Llanowar Elves', 'Shock'],
      [
        { cast: 'Divine Light' },
        { pass: true },
        { cast: 'Llanowar Elves' },
        { pass: true },
        { cast: 'Shock', targets: ['Llanowar Elves'] },
        { pass: true },
      ],
    );
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
  });

  it('Safe Passage: Shock at its controller is prevented; at the opponent it is dealt', () => {
    const g = board(
      ['Safe Passage', 'Shock', 'Shock'],
      [
        { cast: 'Safe Passage' },
        { pass: true },
        { cast: 'Shock', targets: ['p1'] },
        { pass: true },
        { cast: 'Shock', targets: ['p2'] },
        { pass: true },
      ],
    );
    expect(g.state.players.p1.life).toBe(20);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Ethereal Haze: blocked Bears deal each other nothing, but Shock (not a creature) is dealt', () => {
    const g = combatAfter('Ethereal Haze', true);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    const h = board(
      ['Ethereal Haze', 'Shock'],
      [{ cast: 'Ethereal Haze' }, { pass: true }, { cast: 'Shock', targets: ['p2'] }, { pass: true }],
    );
    expect(h.state.players.p2.life).toBe(18);
  });

  it("Thwart the Enemy: only the opponent's blocker deals no damage — its controller's Bears kill it", () => {
    const g = combatAfter('Thwart the Enemy', true);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Commencement of Festivities: unblocked Bears deal no combat damage to the player; blocked Bears trade', () => {
    expect(combatAfter('Commencement of Festivities', false).state.players.p2.life).toBe(20);
    const g = combatAfter('Commencement of Festivities', true);
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('near miss stays text: "that creature … by colorless sources" (one object and a group of sources)', () => {
    const focus = card(
      "Lithomancer's Focus",
      '{W}',
      'Instant',
      'Target creature gets +2/+2 until end of turn. Prevent all damage that would be dealt to that creature this turn by colorless sources.',
    );
    expect(unenforced(focus)).toEqual([focus.oracle_text]);
  });
});
