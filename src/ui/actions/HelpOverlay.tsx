/** The help overlay (`?`): every command of the registry with its shortcut, by family. */
import * as Dialog from '@radix-ui/react-dialog';
import { ACTIONS, GROUP_LABELS, appContext, kbdText } from './registry';
import { labelOf, type ActionGroup } from './types';
import { useView, viewStore } from './view-store';

const ORDER: ActionGroup[] = ['turn', 'combat', 'lesson', 'history', 'board', 'share', 'view'];

export function HelpOverlay() {
  const open = useView((s) => s.help);
  if (!open) return null;
  return (
    <Dialog.Root
      open
      onOpenChange={(o) => {
        if (!o) viewStore.setState({ help: false });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="help-backdrop" />
        <Dialog.Content className="help" data-testid="help" aria-describedby={undefined}>
          <Dialog.Title className="help-title">Keyboard shortcuts</Dialog.Title>
          <p className="help-note">
            F6 and Shift+F6 move between zones (your hand first); inside a zone the arrow keys, Home and End move from
            card to card. On a card: Enter or Space opens its menu, Z shows it large. Drag a card (on touch: press
            briefly, then move) to cast or move it; tap it for its menu, long-press to read it.
          </p>
          <div className="help-groups">
            {ORDER.map((g) => {
              const list = ACTIONS.filter((a) => a.group === g && a.kbd);
              if (!list.length) return null;
              return (
                <section key={g} aria-label={GROUP_LABELS[g]}>
                  <h3>{GROUP_LABELS[g]}</h3>
                  <dl>
                    {list.map((a) => (
                      <div key={a.id} className="help-row">
                        <dt>
                          <kbd>{kbdText(a.kbd!)}</kbd>
                        </dt>
                        <dd>{a.hint && typeof a.label !== 'string' ? a.hint : labelOf(a, appContext, undefined)}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              );
            })}
          </div>
          <Dialog.Close className="help-close">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
