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

/** A player's hand. Each zone takes only its own part of the player's view, so a change elsewhere doesn't re-render it. */
export const Hand = memo(function Hand({ cards, player }: { cards: PlayerView['hand']; player: PlayerId }) {
  return (
    <ZoneRegion zone="hand" player={player} className="hand" count={cards.length}>
      <div className="hand-cards">
        {cards.map((c) => (
          <Card key={c.key} card={c} size="small" />
        ))}
        {!cards.length && <span className="zone-empty">Empty</span>}
      </div>
    </ZoneRegion>
  );
});

export const Graveyard = memo(function Graveyard({
  cards,
  player,
}: {
  cards: PlayerView['graveyard'];
  player: PlayerId;
}) {
  return (
    <ZoneRegion zone="graveyard" player={player} className="pile" count={cards.length}>
      <div className="pile-cards">
        <Presence>
          {cards.map((c) => (
            <PileCard key={c.key} card={c} />
          ))}
        </Presence>
        {!cards.length && <span className="zone-empty">Empty</span>}
      </div>
    </ZoneRegion>
  );
});

export const Exile = memo(function Exile({ groups, player }: { groups: PlayerView['exile']; player: PlayerId }) {
  const count = groups.reduce((n, g) => n + g.cards.length, 0);
  return (
    <ZoneRegion zone="exile" player={player} className="pile" count={count}>
      <div className="pile-cards">
        {groups.map((group) => (
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

export const Library = memo(function Library({ count, player }: { count: number; player: PlayerId }) {
  return (
    <ZoneRegion zone="library" player={player} className="library" count={count}>
      <div className="library-back" role="img" aria-label={`${count} card${count === 1 ? '' : 's'}, face down`}>
        <span aria-hidden="true">{count}</span>
      </div>
      <DrawButton player={player} />
    </ZoneRegion>
  );
});
