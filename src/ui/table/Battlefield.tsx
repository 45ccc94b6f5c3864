/**
 * A player's battlefield: permanents other than lands, then lands apart. Each permanent has the
 * Auras attached to it tucked under it; an Aura attached to something off the battlefield (a
 * Volute on a card in a graveyard) says what it enchants and where.
 */
import { memo } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { PlayerId } from '../../engine';
import type { CardView, PermanentGroup, PlayerView } from '../../store';
import { Card } from '../card/Card';
import { Presence } from '../Presence';
import { ZoneRegion } from './ZoneRegion';

/** Whether an Aura's host is not a permanent (or is gone): then it carries an EnchantingNote. */
function hasEnchantingNote(card: CardView): boolean {
  const to = card.attachedTo;
  if (card.zone !== 'battlefield' || !card.facts.subtypes.includes('Aura')) return false;
  return !(to && !to.gone && to.where === 'on the battlefield');
}

/** The label under an Aura whose host is not a permanent (or is gone). */
export function EnchantingNote({ card, resolving }: { card: CardView; resolving: boolean }) {
  const to = card.attachedTo;
  if (!hasEnchantingNote(card)) return null;
  return (
    <span
      className={`enchanting-note${to && !to.gone ? '' : ' nothing'}`}
      aria-hidden="true"
      data-connector-to={to && !to.gone ? to.id : undefined}
    >
      {to && !to.gone ? (
        <>
          Enchanting <b>{to.name}</b> {to.where}
        </>
      ) : resolving ? (
        'Attached to nothing for now: state-based actions wait until the resolution is over'
      ) : (
        'Attached to nothing: goes to the graveyard at the next check (704.5m)'
      )}
    </span>
  );
}

/** Groups of identical permanents shown one by one (by controller and name); the rest show as one card with ×N. */
const expanded = createStore<{ keys: ReadonlySet<string> }>(() => ({ keys: new Set() }));

function toggleExpanded(key: string): void {
  const keys = new Set(expanded.getState().keys);
  if (keys.has(key)) keys.delete(key);
  else keys.add(key);
  expanded.setState({ keys });
}

/** The ×N badge of a group of identical permanents: expands it, or gathers it again. */
function CountBadge({ n, name, open, onToggle }: { n: number; name: string; open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`count-badge${open ? ' open' : ''}`}
      aria-expanded={open}
      data-testid="group-count"
      aria-label={open ? `Group the ${n} ${name} again` : `Show all ${n} ${name}`}
      title={open ? 'Group them again' : `${n} identical permanents: show each`}
      onClick={onToggle}
      onPointerDown={(e) => e.stopPropagation()}
    >
      {open ? '⇤' : `×${n}`}
    </button>
  );
}

const Group = memo(function Group({
  group,
  size,
  resolving,
}: {
  group: PermanentGroup;
  size: 'full' | 'tile';
  resolving: boolean;
}) {
  const key = `${group.card.controller}:${group.card.name}:${group.card.tapped}`;
  const open = useStore(expanded, (e) => e.keys.has(key));
  const n = group.same.length + 1;
  if (n > 1 && open) {
    return (
      <div className="perm-group expanded" role="group" aria-label={`${n} ${group.card.name}`}>
        {[group.card, ...group.same].map((c) => (
          <Card key={c.key} card={c} size={size} />
        ))}
        <CountBadge n={n} name={group.card.name} open onToggle={() => toggleExpanded(key)} />
      </div>
    );
  }
  return (
    <div
      className={`perm-group${group.attached.length ? ' has-attached' : ''}${n > 1 ? ' stacked' : ''}`}
      style={{ ['--tucked' as string]: group.attached.length }}
    >
      {group.attached.map((a, i) => (
        <div key={a.key} className="tucked" style={{ ['--i' as string]: i }}>
          <Card card={a} size={size === 'tile' ? 'tile' : 'small'} />
        </div>
      ))}
      <Card card={group.card} size={size}>
        {hasEnchantingNote(group.card) ? <EnchantingNote card={group.card} resolving={resolving} /> : null}
      </Card>
      {n > 1 && <CountBadge n={n} name={group.card.name} open={false} onToggle={() => toggleExpanded(key)} />}
    </div>
  );
});

export const Battlefield = memo(function Battlefield({
  lands,
  permanents,
  player,
  resolving,
}: {
  lands: PlayerView['lands'];
  permanents: PlayerView['permanents'];
  player: PlayerId;
  resolving: boolean;
}) {
  const rows = [
    <div key="perms" className="bf-row bf-permanents" aria-label="Permanents" role="group">
      <Presence>
        {permanents.map((g) => (
          <Group key={g.card.key} group={g} size="full" resolving={resolving} />
        ))}
      </Presence>
      {!permanents.length && (
        <span className="zone-empty">{lands.length ? 'No nonland permanents' : 'No permanents'}</span>
      )}
    </div>,
    <div key="lands" className="bf-row bf-lands" aria-label="Lands" role="group">
      {lands.map((g) => (
        <Group key={g.card.key} group={g} size="tile" resolving={resolving} />
      ))}
    </div>,
  ];
  return (
    <ZoneRegion zone="battlefield" player={player} className="battlefield">
      {player === 'p2' ? rows.reverse() : rows}
    </ZoneRegion>
  );
});
