// Keywords gained with no duration stated (CR 611.2a): "It gains haste." lasts for as long as the
// object is the same object (400.7) — the token Orthion makes can attack at once. A spell gaining
// keywords ("That spell gains deathtouch and lifelink") stays text. Real pool cards, played in the
// engine.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const orthion = card(
  'Orthion, Hero of Lavabrink',
  '{3}{R}',
  'Legendary Creature — Human Soldier',
  "{1}{R}, {T}: Create a token that's a copy of another target creature you control. It gains haste. Sacrifice it at the beginning of the next end step. Activate only as a sorcery.\n{6}{R}{R}{R}, {T}: Create five tokens that are copies of another target creature you control. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.",
  '3/3',
);
const CARDS = compiled(orthion);

describe('gains with no duration (CR 611.2a)', () => {
  it('Orthion: the token copy of Grizzly Bears has haste (the Bears do not), attacks, and is sacrificed at the end step', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              { id: 'orthion', card: 'Orthion, Hero of Lavabrink' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'orthion', ability: 0, targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const token = allObjects(g.state).find((o) => o.token && o.zone === 'battlefield')!;
    const ctx = readContext(g.state, g.engine.registry);
    expect(characteristics(ctx, token).keywords).toContain('haste');
    expect(characteristics(ctx, g.get('bears')).keywords).not.toContain('haste');
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: [token.id] });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(18);
    g.act({ pass: true });
    expect(allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield')).toHaveLength(0);
  });

  it('near miss: "That creature gains haste" after a card put from the hand (Sneak Attack) stays text', () => {
    const sneak = card(
      'Sneak Attack',
      '{3}{R}',
      'Enchantment',
      '{R}: You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice the creature at the beginning of the next end step.',
    );
    expect(unenforced(sneak)).toHaveLength(1);
  });

  it('near miss: a spell gaining deathtouch and lifelink (Judith, Carnage Connoisseur) stays text', () => {
    const judith = card(
      'Judith, Carnage Connoisseur',
      '{3}{B}{R}',
      'Legendary Creature — Human Shaman',
      'Whenever you cast an instant or sorcery spell, choose one —\n• That spell gains deathtouch and lifelink.\n• Create a 2/2 red Imp creature token with "When this token dies, it deals 2 damage to each opponent."',
      '3/4',
    );
    expect(unenforced(judith)).toHaveLength(1);
  });
});
