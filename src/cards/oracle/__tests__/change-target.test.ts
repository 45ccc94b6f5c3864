// "Change the target of target spell with a single target" (CR 115.7a): Deflection, Bolt Bend,
// Hydroelectric Specimen's "… to this creature". The controller of the effect picks another legal
// target for that spell; with none, the target stays. A spell with two targets can't be chosen.
// Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const deflection = card('Deflection', '{3}{U}', 'Instant', 'Change the target of target spell with a single target.');
const hydro = card(
  'Hydroelectric Specimen',
  '{2}{U}',
  'Creature — Weird',
  'Flash\nWhen this creature enters, you may change the target of target instant or sorcery spell with a single target to this creature.',
  '1/4',
);
const rebound = card(
  'Rebound',
  '{1}{U}',
  'Instant',
  'Change the target of target spell that targets only a player. The new target must be a player.',
);
const CARDS = compiled(deflection, hydro);
const islands = ['Island', 'Island', 'Island', 'Island'];

type G = ReturnType<typeof game>;
/** Both players pass in succession: the top of the stack resolves (CR 117.4, 608.1). */
const bothPass = (g: G) => g.act({ pass: true });

describe('changing the target of a spell (CR 115.7a)', () => {
  it('Deflection: Lightning Bolt aimed at Grizzly Bears hits its caster instead', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          p2: { hand: ['Deflection'], battlefield: [...islands, 'Grizzly Bears'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.act({ cast: 'Deflection', targets: ['Lightning Bolt'], player: 'p2' });
    bothPass(g);
    // Deflection resolves: p2 chooses the new target among Bolt's other legal targets.
    const d = g.state.pendingDecision;
    expect(d?.player).toBe('p2');
    expect(d?.candidates).toContain('p1');
    expect(d?.candidates).not.toContain(g.get('Grizzly Bears').id);
    g.act({ decide: ['p1'], player: 'p2' });
    bothPass(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    expect(g.names('p2', 'battlefield')).toContain('Grizzly Bears');
  });

  it('with no other legal target the target stays (Unsummon on the only creature)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Unsummon'], battlefield: ['Island'] },
          p2: { hand: ['Deflection'], battlefield: [...islands, 'Grizzly Bears'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Unsummon', targets: ['Grizzly Bears'] });
    g.act({ cast: 'Deflection', targets: ['Unsummon'], player: 'p2' });
    bothPass(g);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.events.some((e) => e.rule === '115.7a' && /no other legal target/.test(e.text))).toBe(true);
    bothPass(g);
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('a spell with two targets is not a spell "with a single target": Fire on two creatures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Fire // Ice'], battlefield: ['Mountain', 'Mountain'] },
          p2: { hand: ['Deflection'], battlefield: [...islands, 'Grizzly Bears', 'Llanowar Elves'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Fire // Ice', half: 'Fire', targets: ['Grizzly Bears', 'Llanowar Elves'] });
    expect(() => g.act({ cast: 'Deflection', targets: ['Fire // Ice'], player: 'p2' })).toThrow();
    expect(g.names('p2', 'hand')).toEqual(['Deflection']);
  });

  it('Hydroelectric Specimen: "you may change the target … to this creature"', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          p2: { hand: ['Hydroelectric Specimen'], battlefield: ['Island', 'Island', 'Island', 'Grizzly Bears'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.act({ cast: 'Hydroelectric Specimen', player: 'p2' });
    bothPass(g);
    // The Specimen entered; its trigger targets Lightning Bolt, the one spell with a single target.
    expect(g.stack()).toEqual(['Lightning Bolt', 'Hydroelectric Specimen ability']);
    bothPass(g);
    // "you may": p2 is asked, and says yes.
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    g.act({ decide: true, player: 'p2' });
    bothPass(g);
    expect(g.error).toBeNull();
    // The Specimen (1/4) took the 3 damage; the Bears are untouched.
    expect(g.get('Hydroelectric Specimen').damage).toBe(3);
    expect(g.get('Grizzly Bears').damage).toBe(0);
  });

  it('"targets only a player" with a rule on the new target (Rebound) stays text', () => {
    expect(unenforced(rebound)).toEqual([
      'Change the target of target spell that targets only a player. The new target must be a player.',
    ]);
  });
});
