/**
 * Hand, graveyard and exile. Graveyard cards enchanted by an Aura on the battlefield carry a
 * badge naming it (the other end of the Volute's connector); exiled cards linked to an object
 * are grouped under it (CR 607: "exiled with").
 */
import { memo } from 'react';
import type { PlayerId } from '../../engine';
import type { CardView, PlayerView } from '../../store';
import { Card } from '../card/Card';
import { Presence } from '../Presence';
import { ZoneRegion } from './ZoneRegion';
import { DrawButton } from '../teaching/PlayerTools';

export function EnchantedBadge({ card }: { card: CardView }) {
  if (card.zone === 'battlefield' || !card.enchantedBy.length) return null;
  return (
    <span className="enchanted-badge" aria-hidden="true">
      {card.enchantedBy.map((a) => (
        <span key={a.id}>
          Enchanted by <b>{a.name}</b> {a.where}
        </span>
      ))}
    </span>
  );
}

const PileCard = memo(function PileCard({ card }: { card: CardView }) {
  return (
    <Card card={card} size="mini">
      {card.zone !== 'battlefield' && card.enchantedBy.length ? <EnchantedBadge card={card} /> : null}
    </Card>
  );
});

export const Hand = memo(function Hand({ view, player }: { view: PlayerView; player: PlayerId }) {
  return (
    <ZoneRegion zone="hand" player={player} className="hand" count={view.hand.length}>
      <div className="hand-cards">
        {view.hand.map((c) => (
          <Card key={c.key} card={c} size="small" />
        ))}
        {!view.hand.length && <span className="zone-empty">Empty</span>}
      </div>
    </ZoneRegion>
  );
});

export const Graveyard = memo(function Graveyard({ view, player }: { view: PlayerView; player: PlayerId }) {
  return (
    <ZoneRegion zone="graveyard" player={player} className="pile" count={view.graveyard.length}>
      <div className="pile-cards">
        <Presence>
          {view.graveyard.map((c) => (
            <PileCard key={c.key} card={c} />
          ))}
        </Presence>
        {!view.graveyard.length && <span className="zone-empty">Empty</span>}
      </div>
    </ZoneRegion>
  );
});

export const Exile = memo(function Exile({ view, player }: { view: PlayerView; player: PlayerId }) {
  const count = view.exile.reduce((n, g) => n + g.cards.length, 0);
  return (
    <ZoneRegion zone="exile" player={player} className="pile" count={count}>
      <div className="pile-cards">
        {view.exile.map((group) => (
          <div
            key={group.linker?.label ?? 'plain'}
            className={group.linker ? 'exile-group linked' : 'exile-group'}
            role="group"
            aria-label={group.linker?.label ?? 'Exiled'}
          >
            {group.linker && (
              <span className="exile-linker" data-linker={group.linker.id ?? undefined}>
                {group.linker.label}
              </span>
            )}
            <Presence>
              {group.cards.map((c) => (
                <PileCard key={c.key} card={c} />
              ))}
            </Presence>
          </div>
        ))}
        {!count && <span className="zone-empty">Empty</span>}
      </div>
    </ZoneRegion>
  );
});

export const Library = memo(function Library({ view, player }: { view: PlayerView; player: PlayerId }) {
  return (
    <ZoneRegion zone="library" player={player} className="library" count={view.libraryCount}>
      <div
        className="library-back"
        role="img"
        aria-label={`${view.libraryCount} card${view.libraryCount === 1 ? '' : 's'}, face down`}
      >
        <span aria-hidden="true">{view.libraryCount}</span>
      </div>
      <DrawButton player={player} />
    </ZoneRegion>
  );
});
