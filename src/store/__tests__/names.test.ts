import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { engine } from '../../scenario/pool';
import { entityName } from '../names';

describe('entityName', () => {
  it('names a split card by its full name once (CR 709.4: both names, written "Fire // Ice")', () => {
    const g = game({ players: { p1: { graveyard: ['Fire // Ice'] } } });
    expect(entityName(g.state, engine.registry, g.get('Fire // Ice').id)).toBe('Fire // Ice');
  });
  it('names a split card remembered by last-known information with both halves', () => {
    const g = game({
      turn: { number: 3, active: 'p1', phase: 'main1' },
      options: { sandbox: true },
      players: { p1: { graveyard: ['Fire // Ice'] } },
    });
    const id = g.get('Fire // Ice').id;
    g.act({ move: 'Fire // Ice', to: 'exile' });
    expect(entityName(g.state, engine.registry, id)).toBe('Fire // Ice');
  });
});
