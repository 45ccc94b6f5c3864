/**
 * One card on the table: a focusable element whose accessible name (its visually hidden first
 * line; the drawn frame is hidden from assistive technology) starts with the card's name and
 * states what it is (copy, token, tapped, attacking, summoning sick, attached to ...). It
 * can be dragged (dnd-kit: mouse and pen at once, touch after a short press), is a drop target
 * (by its `data-drop-entity` attribute, see drag-context.ts), and a click, tap, Enter or Space
 * goes through the action registry: in combat it picks the card as an attacker or blocker,
 * otherwise it opens the card's menu. It moves with layout animations keyed by its physical
 * card id (motion). Dragging and animations come with the table's kit (table-kit.ts): until it
 * is loaded a card is a plain element that clicks, taps and keys work on, and a drag begun on
 * it is carried on by early-drag.ts.
 *
 * Rendering cost: `Card` is memoised on its view (the board view keeps an unchanged card's view
 * the same object) and only holds dnd-kit's draggable hook, which re-renders when a drag starts
 * or ends (dnd-kit's context); the face (motion element, menu, frame) is a memoised child with
 * stable props, and selects from the stores only what concerns this card (its cues, its drop
 * and combat look).
 */
import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { gameStore, type CardView } from '../../store';
import { appContext } from '../actions/registry';
import { clickCard } from '../actions/card';
import { useAnimEnabled, useCueKinds } from '../anim';
import { cardClasses, useHighlighted } from '../hooks';
import { useCombatLook } from '../table/combat-look';
import { useTableKit, type TableKit } from '../table/table-kit';
import { useDropLook, useRefused, wasJustDragged } from '../table/drag-context';
import { pressCardEarly } from '../table/early-drag';
import { CardFrame, type CardSize } from './CardFrame';
import { openCardMenu, useCardMenuOpen } from './card-menu-state';

/** Keys that open a card's menu, as on a menu button (WAI-ARIA APG). */
const MENU_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** Props of a card on the table: its view, its size, what it carries (notes), whether it drags. */
interface CardProps {
  card: CardView;
  size: CardSize;
  children?: ReactNode;
  draggable?: boolean;
}

export const Card = memo(function Card({ card, size, children, draggable = true }: CardProps) {
  const kit = useTableKit();
  // Before the kit, a press that becomes a drag is carried on by early-drag.ts.
  const pressEarly = useCallback((e: PointerEvent<HTMLDivElement>) => pressCardEarly(e, card.id), [card.id]);
  if (kit && draggable) {
    return (
      <DraggableCard card={card} size={size} kit={kit}>
        {children}
      </DraggableCard>
    );
  }
  return (
    <CardFace card={card} size={size} dragging={false} onPointerDown={draggable ? pressEarly : undefined}>
      {children}
    </CardFace>
  );
});

/** A card that can be dragged (dnd-kit's draggable, from the table's kit). */
function DraggableCard({ card, size, children, kit }: CardProps & { kit: TableKit }) {
  const {
    setNodeRef: ref,
    listeners,
    isDragging,
  } = kit.useDraggable({
    id: `drag:${card.id}`,
    data: { objectId: card.id },
  });
  const latest = useRef(listeners);
  useLayoutEffect(() => {
    latest.current = listeners;
  });
  const onPointerDown = useCallback((e: PointerEvent<HTMLDivElement>) => {
    latest.current?.onPointerDown?.(e);
    // A mouse or pen press may start a drag (no text selection); a click opens the menu.
    if (e.pointerType !== 'touch') e.preventDefault();
  }, []);
  const onTouchStart = useCallback((e: TouchEvent<HTMLDivElement>) => {
    latest.current?.onTouchStart?.(e);
  }, []);
  return (
    <CardFace
      card={card}
      size={size}
      nodeRef={ref}
      onPointerDown={onPointerDown}
      onTouchStart={onTouchStart}
      dragging={isDragging}
    >
      {children}
    </CardFace>
  );
}

const CardFace = memo(function CardFace({
  card,
  size,
  children,
  nodeRef,
  onPointerDown,
  onTouchStart,
  dragging,
}: {
  card: CardView;
  size: CardSize;
  children?: ReactNode;
  nodeRef?: (node: HTMLDivElement | null) => void;
  onPointerDown?: (e: PointerEvent<HTMLDivElement>) => void;
  onTouchStart?: (e: TouchEvent<HTMLDivElement>) => void;
  dragging: boolean;
}) {
  const open = useCardMenuOpen(card.id);
  const activate = (anchor: HTMLElement) =>
    clickCard(appContext, card.id, () =>
      openCardMenu({ objectId: card.id, name: card.name, label: card.label, anchor }),
    );
  const animEnabled = useAnimEnabled();
  const kit = useTableKit();
  const cues = useCueKinds(card.key);
  const highlighted = useHighlighted(card.id, card.cardId);
  const look = useDropLook(card.id);
  const refused = useRefused(card.id);
  const combatLook = useCombatLook(card.id);
  const has = (kind: string) => cues !== '' && cues.split(' ').includes(kind);
  const appeared = has('copyAppeared');
  const fellOff = has('fellOff');
  const attached = has('attached');
  const initial = appeared ? { opacity: 0, scale: 0.6, x: -36 } : fellOff ? { rotate: -28, y: -24 } : false;
  const classes = cardClasses(card, {
    dragging,
    highlighted,
    [`drop-${look}`]: !!look,
    [`shake-${refused % 2}`]: refused > 0,
    'just-attached': attached,
    'fell-off': fellOff,
    attacking: card.combat?.kind === 'attacking',
    blocking: card.combat?.kind === 'blocking',
  });

  const element = {
    ref: nodeRef,
    role: 'button',
    tabIndex: 0,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-pressed': combatLook.includes('picked') ? true : undefined,
    'data-testid': 'card',
    'data-card': card.name,
    'data-entity': card.id,
    'data-zone': card.zone,
    'data-drop-entity': card.id,
    className: `card card-${size} ${classes} ${combatLook}`,
    onPointerDown,
    onTouchStart,
    onClick: (e: MouseEvent<HTMLDivElement>) => {
      if (!wasJustDragged(card.id)) activate(e.currentTarget);
    },
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
      if (!MENU_KEYS.has(e.key) || e.target !== e.currentTarget) return;
      e.preventDefault();
      // The keyboard always reaches the menu (it lists the combat choices too).
      openCardMenu({ objectId: card.id, name: card.name, label: card.label, anchor: e.currentTarget });
    },
    onMouseEnter: () => gameStore.getState().select(card.id),
    onFocus: () => gameStore.getState().select(card.id),
  };
  const content = (
    <>
      {/* The accessible name, from content: the frame is drawn for the eyes (aria-hidden). */}
      <span className="sr-only">{card.label}</span>
      <CardFrame card={card} size={size} />
      {card.combat && (
        <span className={`combat-mark combat-mark-${card.combat.kind}`} aria-hidden="true">
          {card.combat.kind === 'attacking'
            ? `Attacking${card.combat.planeswalker ? ` ${card.combat.planeswalker}` : ''}`
            : `Blocking ${card.combat.attacker}`}
        </span>
      )}
      {children}
    </>
  );
  // With animations off (or before the kit) a card is a plain element: nothing to measure or animate.
  if (!animEnabled || !kit) return <div {...element}>{content}</div>;
  return (
    <kit.m.div
      {...element}
      layoutId={card.key}
      layout="position"
      initial={initial}
      animate={{ opacity: 1, scale: 1, x: 0, rotate: 0, y: 0 }}
      exit={card.cardId ? undefined : { opacity: 0, scale: 0.7 }}
    >
      {content}
    </kit.m.div>
  );
});
