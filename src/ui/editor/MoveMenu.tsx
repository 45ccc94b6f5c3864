/** "Move to…": the keyboard path for dragging a card to any zone of either player. */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { moveCard, type CardAt } from '../../scenario/editor';
import { PLAYER_IDS, ZONES, type PlayerId, type Zone } from '../../scenario/schema-primitives';
import { editorStore } from '../../store/editor';
import { PLAYER_LABEL, ZONE_LABEL } from './labels';

export function MoveMenu({ at }: { at: CardAt }) {
  const move = (player: PlayerId, zone: Zone, top = false) =>
    editorStore.getState().apply((doc) => moveCard(doc, at, { player, zone, ...(top ? { index: 0 } : {}) }));
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <button type="button" data-testid="move-menu">
          Move to…
        </button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu ed-menu" sideOffset={4} align="start" collisionPadding={8} aria-label="Move to">
          {PLAYER_IDS.map((p, i) => (
            <Menu.Group key={p}>
              {i > 0 && <Menu.Separator className="menu-sep" />}
              <Menu.Label className="menu-group">{PLAYER_LABEL[p]}</Menu.Label>
              {ZONES.flatMap((z) => {
                const here = p === at.player && z === at.zone;
                const items = [
                  <Menu.Item key={z} className="menu-item" onSelect={() => move(p, z)}>
                    {ZONE_LABEL[z]}
                    {z === 'library' ? ' (bottom)' : here ? ' (to the end)' : ''}
                  </Menu.Item>,
                ];
                if (z === 'library')
                  items.unshift(
                    <Menu.Item key="top" className="menu-item" onSelect={() => move(p, z, true)}>
                      Library (top)
                    </Menu.Item>,
                  );
                return items;
              })}
            </Menu.Group>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
