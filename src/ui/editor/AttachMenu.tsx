/**
 * "Attach to…": the keyboard path for dragging an Aura onto its host. Hosts its enchant ability
 * allows come first; the ones it forbids are listed disabled, each with the reason.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { attachTo, hostOptions, type CardAt, type HostOption } from '../../scenario/editor';
import { editorBook, editorStore } from '../../store/editor';

/** Forbidden hosts worth showing: not face-down or outside the game, and one line per name and place. */
function shownRefusals(hosts: HostOption[]): HostOption[] {
  const seen = new Set<string>();
  return hosts.filter((h) => {
    if (h.legal || (h.host.kind === 'card' && (h.host.at.zone === 'library' || h.host.at.zone === 'sideboard')))
      return false;
    const key = `${h.name} ${h.where}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function Body({ at }: { at: CardAt }) {
  const hosts = hostOptions(editorStore.getState().doc, at, editorBook());
  const legal = hosts.filter((h) => h.legal);
  const refused = shownRefusals(hosts);
  const attach = (h: HostOption) => editorStore.getState().apply((doc) => attachTo(doc, at, h.host, editorBook()));
  return (
    <Menu.Content className="menu ed-menu" sideOffset={4} align="start" collisionPadding={8} aria-label="Attach to">
      <Menu.Label className="menu-group">Its enchant ability allows</Menu.Label>
      {legal.length === 0 && (
        <Menu.Item className="menu-item refused" disabled>
          Nothing on this board
        </Menu.Item>
      )}
      {legal.map((h, i) => (
        <Menu.Item key={`ok${i}`} className="menu-item" onSelect={() => attach(h)}>
          {h.name}
          {h.where ? ` ${h.where}` : ''}
        </Menu.Item>
      ))}
      {refused.length > 0 && (
        <Menu.Group>
          <Menu.Separator className="menu-sep" />
          <Menu.Label className="menu-group">Not allowed</Menu.Label>
          {refused.map((h, i) => (
            <Menu.Item key={`no${i}`} className="menu-item refused" disabled>
              <span className="menu-label">
                {h.name}
                {h.where ? ` ${h.where}` : ''}
              </span>
              <span className="menu-reason">{h.reason}</span>
            </Menu.Item>
          ))}
        </Menu.Group>
      )}
    </Menu.Content>
  );
}

export function AttachMenu({ at }: { at: CardAt }) {
  const [open, setOpen] = useState(false);
  return (
    <Menu.Root modal={false} open={open} onOpenChange={setOpen}>
      <Menu.Trigger asChild>
        <button type="button" data-testid="attach-menu">
          Attach to…
        </button>
      </Menu.Trigger>
      <Menu.Portal>{open && <Body at={at} />}</Menu.Portal>
    </Menu.Root>
  );
}
