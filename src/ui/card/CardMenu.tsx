/**
 * The card menu (Radix dropdown): in combat, attack or block with it; cast or play it (at a
 * chosen target), its activated abilities (mana abilities included), manual moves in sandbox
 * mode — the entries come from the action registry (ui/actions/card.ts). Entries that can't be used now are
 * shown disabled with the rule and the reason ("302.6 — ..."). This is also the keyboard path
 * for every drag: Enter on a focused card opens it.
 *
 * One menu serves the whole table (card-menu-state.ts says whose it is): it is anchored to the
 * card's element by an invisible trigger laid over it, named like the card, and gives focus
 * back to the card when it closes. This module and Radix's menu load after the table shows.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useState } from 'react';
import { useStore } from 'zustand';
import { combatDraftStore, engine, idleRefusals } from '../../store';
import { cardEntries, type MenuEntry } from '../actions/card';
import { appContext } from '../actions/registry';
import { focusTableHome, useCurrentState } from '../hooks';
import { closeCardMenu, useCardMenuTarget } from './card-menu-state';

function run(entry: MenuEntry) {
  entry.run?.();
}

function Entry({ command }: { command: MenuEntry }) {
  if (command.choices) {
    return (
      <Menu.Sub>
        <Menu.SubTrigger className="menu-item menu-sub" disabled={!command.choices.length}>
          {command.label}
          <span aria-hidden="true"> ▸</span>
        </Menu.SubTrigger>
        <Menu.Portal>
          <Menu.SubContent className="menu" sideOffset={2}>
            {command.choices.map((c) => (
              <Menu.Item key={c.id} className="menu-item" onSelect={() => run(c)}>
                {c.label}
              </Menu.Item>
            ))}
          </Menu.SubContent>
        </Menu.Portal>
      </Menu.Sub>
    );
  }
  if (!command.run) {
    return (
      <Menu.Item className="menu-item refused" disabled>
        <span className="menu-label">{command.label}</span>
        {command.refusal && (
          <span className="menu-reason">
            {command.refusal.rule} — {command.refusal.reason}
          </span>
        )}
      </Menu.Item>
    );
  }
  return (
    <Menu.Item className="menu-item" onSelect={() => run(command)}>
      {command.label}
    </Menu.Item>
  );
}

const GROUP_LABEL: Record<MenuEntry['group'], string> = {
  combat: 'Combat',
  cast: 'Cast',
  ability: 'Abilities',
  move: 'Move (sandbox)',
};

function MenuBody({
  objectId,
  name,
  onCloseAutoFocus,
}: {
  objectId: string;
  name: string;
  onCloseAutoFocus: (e: Event) => void;
}) {
  const state = useCurrentState();
  useStore(combatDraftStore);
  const commands = state ? cardEntries(appContext, objectId) : [];
  const groups = (['combat', 'cast', 'ability', 'move'] as const)
    .map((g) => [g, commands.filter((c) => c.group === g)] as const)
    .filter(([, list]) => list.length);
  return (
    <Menu.Content
      className="menu"
      sideOffset={4}
      align="start"
      collisionPadding={8}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Menu.Label className="menu-title">{name}</Menu.Label>
      {state?.pendingDecision && (
        <Menu.Item className="menu-item refused" disabled>
          A decision is pending: answer it first
        </Menu.Item>
      )}
      {!state?.pendingDecision && !commands.length && (
        <Menu.Item className="menu-item refused" disabled>
          <span className="menu-label">
            Nothing to do with this card now{state && !state.sandbox ? ' (sandbox mode allows moving it)' : ''}
          </span>
          {state &&
            idleRefusals(engine.registry, state, objectId).map((r) => (
              <span key={r.rule} className="menu-reason">
                {r.rule} — {r.reason}
              </span>
            ))}
        </Menu.Item>
      )}
      {groups.map(([group, list]) => (
        <Menu.Group key={group}>
          <Menu.Separator className="menu-sep" />
          <Menu.Label className="menu-group">{GROUP_LABEL[group]}</Menu.Label>
          {list.map((c) => (
            <Entry key={c.id} command={c} />
          ))}
        </Menu.Group>
      ))}
    </Menu.Content>
  );
}

/** The rectangle of the card the menu belongs to (viewport coordinates), kept as it moves. */
function useAnchorRect(anchor: HTMLElement | null): DOMRect | null {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!anchor) return;
    const update = () => setRect(anchor.getBoundingClientRect());
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [anchor]);
  return anchor ? rect : null;
}

/** The table's card menu, open for the card in card-menu-state.ts (mounted once, stays mounted). */
export default function CardMenu() {
  const target = useCardMenuTarget();
  const rect = useAnchorRect(target?.anchor ?? null);
  const box = rect ?? { left: 0, top: 0, width: 0, height: 0 };
  return (
    <Menu.Root
      modal={false}
      open={target !== null && rect !== null}
      onOpenChange={(open) => {
        if (!open) closeCardMenu();
      }}
    >
      <Menu.Trigger asChild>
        <span
          role="button"
          aria-hidden="true"
          aria-label={target?.label}
          tabIndex={-1}
          className="card-menu-anchor"
          style={{
            position: 'fixed',
            left: box.left,
            top: box.top,
            width: box.width,
            height: box.height,
            pointerEvents: 'none',
          }}
        />
      </Menu.Trigger>
      <Menu.Portal>
        {target && (
          <MenuBody
            objectId={target.objectId}
            name={target.name}
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              if (target.anchor.isConnected) target.anchor.focus();
              else focusTableHome(); // the card moved (cast, played): it is a new object elsewhere
            }}
          />
        )}
      </Menu.Portal>
    </Menu.Root>
  );
}
