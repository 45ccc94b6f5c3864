// "For each opponent, create a … token that's tapped and attacking that player" (CR 102.2: a
// two-player game has one opponent, the defending player; 508.4: what the token attacks is named,
// so no planeswalker is chosen) and "… that player or a planeswalker they control" (the choice any
// token entering attacking has). Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const surfer = card(
  'Stampede Surfer',
  '{3}{R/G}{R/G}',
  'Creature — Human Warrior',
  "Haste\nWhenever this creature attacks, for each opponent, you create a 2/2 green Boar creature token that's tapped and attacking that opponent.",
  '4/4',
);
const adeline = card(
  'Adeline, Resplendent Cathar',
  '{1}{W}{W}',
  'Legendary Creature — Human Knight',
  "Vigilance\nAdeline's power is equal to the number of creatures you control.\nWhenever you attack, for each opponent, create a 1/1 white Human creature token that's tapped and attacking that player or a planeswalker they control.",
  '*/4',
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
const CARDS = compiled(surfer, adeline, garruk);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function attackWith(attacker: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [attacker], library },
        p2: { battlefield: ['Garruk Wildspeaker'], library },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: [attacker] });
  expect(g.error).toBeNull();
  return g;
}

describe('tokens entering tapped and attacking that player (CR 508.4, 102.2)', () => {
  it('Stampede Surfer: the Boar attacks the opponent, with no planeswalker offered', () => {
    const g = attackWith('Stampede Surfer');
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.state.pendingDecision).toBeNull();
    const boar = g.get('Boar Token');
    expect(boar.tapped).toBe(true);
    expect(g.state.combat?.attackers[boar.id]).toBe('p2');
    expect(g.state.combat?.attacks?.[boar.id]).toBeUndefined();
  });

  it('Adeline: "that player or a planeswalker they control" — the Human may attack Garruk', () => {
    const g = attackWith('Adeline, Resplendent Cathar');
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects' });
    g.act({ decide: [g.get('Garruk Wildspeaker').id] });
    const human = g.get('Human Token');
    expect(g.state.combat?.attacks?.[human.id]).toBe(g.get('Garruk Wildspeaker').id);
  });

  it('near miss stays text: "attacking that player" with no "for each opponent" to name the player', () => {
    const c = card(
      'Made-up Captain',
      '{2}{W}',
      'Creature — Human Soldier',
      "Whenever you attack, create a 1/1 white Soldier creature token that's tapped and attacking that player.",
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
