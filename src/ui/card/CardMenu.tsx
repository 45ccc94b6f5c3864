/**
 * The card menu (Radix dropdown): cast or play it (at a chosen target), its activated abilities
 * (mana abilities included), manual moves in sandbox mode. Entries that can't be used now are
 * shown disabled with the rule and the reason ("302.6 — ..."). This is also the keyboard path
 * for every drag: Enter on a focused card opens it.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cardCommands, engine, gameStore, type Command } from '../../store';
import { useCurrentState } from '../hooks';

function run(command: Command) {
  if (command.action) gameStore.getState().perform(command.action);
}

function Entry({ command }: { command: Command }) {
  if (command.choices) {
    return (
      <Menu.Sub>
        <Menu.SubTrigger className="menu-item menu-sub" disabled={!command.choices.length}>{command.label}<span aria-hidden="true"> ▸</span></Menu.SubTrigger>
        <Menu.Portal>
          <Menu.SubContent className="menu" sideOffset={2}>
            {command.choices.map((c) => (
              <Menu.Item key={c.id} className="menu-item" onSelect={() => run(c)}>{c.label}</Menu.Item>
            ))}
          </Menu.SubContent>
        </Menu.Portal>
      </Menu.Sub>
    );
  }
  if (!command.action) {
    return (
      <Menu.Item className="menu-item refused" disabled>
        <span className="menu-label">{command.label}</span>
        {command.refusal && <span className="menu-reason">{command.refusal.rule} — {command.refusal.reason}</span>}
      </Menu.Item>
    );
  }
  return <Menu.Item className="menu-item" onSelect={() => run(command)}>{command.label}</Menu.Item>;
}

const GROUP_LABEL: Record<Command['group'], string> = { cast: 'Cast', ability: 'Abilities', move: 'Move (sandbox)' };

function MenuBody({ objectId, name }: { objectId: string; name: string }) {
  const state = useCurrentState();
  const commands = state ? cardCommands(engine.registry, state, objectId) : [];
  const groups = (['cast', 'ability', 'move'] as const).map((g) => [g, commands.filter((c) => c.group === g)] as const).filter(([, list]) => list.length);
  return (
    <Menu.Content className="menu" sideOffset={4} align="start" collisionPadding={8}>
      <Menu.Label className="menu-title">{name}</Menu.Label>
      {state?.pendingDecision && <Menu.Item className="menu-item refused" disabled>A decision is pending: answer it first</Menu.Item>}
      {!state?.pendingDecision && !commands.length && (
        <Menu.Item className="menu-item refused" disabled>Nothing to do with this card now{state && !state.sandbox ? ' (sandbox mode allows moving it)' : ''}</Menu.Item>
      )}
      {groups.map(([group, list]) => (
        <Menu.Group key={group}>
          <Menu.Separator className="menu-sep" />
          <Menu.Label className="menu-group">{GROUP_LABEL[group]}</Menu.Label>
          {list.map((c) => <Entry key={c.id} command={c} />)}
        </Menu.Group>
      ))}
    </Menu.Content>
  );
}

export function CardMenu({ objectId, name, open, onOpenChange, children }: { objectId: string; name: string; open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange}>
      <Menu.Trigger asChild>{children}</Menu.Trigger>
      <Menu.Portal>{open && <MenuBody objectId={objectId} name={name} />}</Menu.Portal>
    </Menu.Root>
  );
}
