/**
 * One item on the stack: a spell (its card, copies marked) or an ability (its source and text),
 * its controller, its targets (hovering the item highlights them and its source), and the
 * ghosts of objects whose last-known information it used (LkiGhost.tsx: not in a lesson link's
 * first load; fetched once the browser is idle after the stack first shows, so a ghost shows at
 * once when its step comes).
 */
import { lazy, Suspense } from 'react';
import { preloadable, whenIdle } from '../idle';
import { Presence } from '../Presence';
import { gameStore, playerName, type LkiGhost as Ghost, type StackItemView } from '../../store';
import { Card } from '../card/Card';
import { RulesText } from '../card/mana';
import { useTableKit } from '../table/table-kit';

/** The ghost's component once its code has loaded: then it renders at once, with no suspense. */
let loadedGhost: (typeof import('./LkiGhost'))['LkiGhost'] | null = null;
const ghostModule = preloadable(() =>
  import('./LkiGhost').then((m) => {
    loadedGhost = m.LkiGhost;
    return m;
  }),
);
const LazyGhost = lazy(() => ghostModule.load().then((m) => ({ default: m.LkiGhost })));

/** Fetches the ghost's code once the browser is idle (call from an effect); returns a canceller. */
export function preloadGhosts(): () => void {
  return whenIdle(() => {
    ghostModule.load().catch(() => undefined);
  });
}

function itemLabel(item: StackItemView): string {
  const parts = [
    item.name,
    item.kind === 'ability' ? `${item.ability?.kind} ability` : item.card?.copy ? 'copy of a spell' : 'spell',
    `controlled by ${playerName(item.controller)}`,
  ];
  if (item.depth === 0) parts.push('top of the stack');
  if (item.targets.length) parts.push(`targeting ${item.targets.map((t) => t.name).join(', ')}`);
  return parts.join(', ');
}

export function StackItem({ item, ghosts }: { item: StackItemView; ghosts: Ghost[] }) {
  const involved = [...item.targets.map((t) => t.id), ...(item.ability ? [item.ability.source] : [])];
  const hover = () => gameStore.getState().setHighlight({ objects: involved, cards: [] });
  const GhostView = loadedGhost ?? LazyGhost;
  const leave = () => gameStore.getState().setHighlight(null);
  const kit = useTableKit();
  const element = {
    className: `stack-item${item.depth === 0 ? ' top' : ''}`,
    'aria-label': itemLabel(item),
    'data-testid': 'stack-item',
    'data-stack-id': item.id,
    'data-entity': item.card ? undefined : item.id,
    onMouseEnter: hover,
    onMouseLeave: leave,
    onFocus: hover,
    onBlur: leave,
  };
  const content = (
    <>
      <div className="stack-head">
        {item.depth === 0 && <span className="badge-top">Top</span>}
        <span className={`controller controller-${item.controller}`}>{playerName(item.controller)}</span>
      </div>
      {item.card ? (
        <Card card={item.card} size="full" draggable={false} />
      ) : (
        <div className="ability-box" tabIndex={0} role="group" aria-label={`${item.name}: ${item.ability?.text ?? ''}`}>
          <div className="ability-title">
            {item.ability?.kind === 'triggered' ? 'Triggered ability' : 'Activated ability'}
          </div>
          <div className="ability-source">
            of <b>{item.ability?.sourceName}</b>
            {item.ability && !item.ability.sourcePresent && <span className="gone"> (source has left)</span>}
          </div>
          <div className="ability-text">
            <RulesText text={item.ability?.text ?? ''} />
          </div>
        </div>
      )}
      {item.targets.length > 0 && (
        <ul className="stack-targets" aria-label="Targets">
          {item.targets.map((t) => (
            <li key={t.id} className={t.present ? '' : 'gone'} data-target-of={item.id} data-target={t.id}>
              → {t.name}
              {t.where ? ` (${t.where})` : ''}
              {t.present ? '' : ' — gone (400.7)'}
            </li>
          ))}
        </ul>
      )}
      {item.x > 0 && <div className="stack-x">X = {item.x}</div>}
      <div className="ghosts">
        <Presence>
          {ghosts.map((g) => (
            <Suspense key={g.key} fallback={null}>
              <GhostView ghost={g} />
            </Suspense>
          ))}
        </Presence>
      </div>
    </>
  );
  // It slides in with the table's kit (motion); before the kit arrives it is simply there.
  if (!kit) return <li {...element}>{content}</li>;
  return (
    <kit.m.li
      {...element}
      layout="position"
      initial={{ opacity: 0, y: -12 }}
      animate={{ opacity: 1, y: 0 }}
      exit={{ opacity: 0, scale: 0.9 }}
    >
      {content}
    </kit.m.li>
  );
}
