/**
 * A player's menu (Radix dropdown, from the "⋯" button of the player's panel): the teaching
 * shortcuts for that player — add mana, draw cards, set life — from the action registry, shown
 * disabled with the reason when they can't be used (sandbox mode off, a decision pending), and
 * the sandbox toggle. Loaded after the table shows (PlayerMenuButton.tsx).
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect } from 'react';
import type { PlayerId } from '../../engine';
import { playerName, useGame } from '../../store';
import { toggleSandbox } from '../actions/board';
import { addManaFor, drawFor, setLifeFor, shortcutsBlocked, SHORTCUT_WORDS } from '../actions/player';
import { appContext, kbdText } from '../actions/registry';
import { labelOf } from '../actions/types';

const ENTRIES = [addManaFor, drawFor, setLifeFor] as const;

/**
 * `defaultOpen`: open when it first shows; `onShown` is called once it has (its code loaded).
 */
export function PlayerMenu({
  player,
  defaultOpen = false,
  onShown,
}: {
  player: PlayerId;
  defaultOpen?: boolean;
  onShown?: () => void;
}) {
  useGame((s) => s.history);
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  const blocked = shortcutsBlocked(appContext);
  const name = playerName(player);
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger
        className="player-menu-button"
        aria-label={`${name}'s menu`}
        title={`${name}: add mana, draw cards, set life (sandbox mode)`}
        data-testid={`player-menu-${player}`}
      >
        ⋯
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" sideOffset={4} align="start" collisionPadding={8}>
          <Menu.Label className="menu-title">{name}</Menu.Label>
          <Menu.Label className="menu-group">By hand (sandbox)</Menu.Label>
          {ENTRIES.map((a) => {
            const kind = a.id.replace('player.', '') as keyof typeof SHORTCUT_WORDS;
            return blocked ? (
              <Menu.Item key={a.id} className="menu-item refused" disabled>
                <span className="menu-label">{SHORTCUT_WORDS[kind].label}</span>
                <span className="menu-reason">{blocked}</span>
              </Menu.Item>
            ) : (
              <Menu.Item
                key={a.id}
                className="menu-item"
                onSelect={() => {
                  void a.run(appContext, player);
                }}
              >
                {SHORTCUT_WORDS[kind].label}
              </Menu.Item>
            );
          })}
          <Menu.Separator className="menu-sep" />
          <Menu.Item
            className="menu-item"
            disabled={!toggleSandbox.enabled(appContext)}
            onSelect={() => {
              void toggleSandbox.run(appContext);
            }}
          >
            <span>
              {labelOf(toggleSandbox, appContext, undefined)}{' '}
              <span className="menu-kbd">({kbdText(toggleSandbox.kbd!)})</span>
            </span>
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
