/**
 * One card on the table: a focusable element whose accessible name starts with the card's name
 * and states what it is (copy, token, tapped, summoning sick, attached to ...). It can be
 * dragged (dnd-kit), is a drop target (for spells that target it), opens its menu on click or
 * Enter, and moves with layout animations keyed by its physical card id (motion).
 */
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { motion } from 'motion/react';
import { useCallback, useState, type PointerEvent, type ReactNode } from 'react';
import { gameStore, type CardView } from '../../store';
import { cueFor, useAnim, useAnimEnabled } from '../anim';
import { cardClasses, useHighlighted } from '../hooks';
import { dropLook, useDrag } from '../table/drag-context';
import { CardFrame, type CardSize } from './CardFrame';
import { CardMenu } from './CardMenu';

export function Card({ card, size, children, draggable = true }: { card: CardView; size: CardSize; children?: ReactNode; draggable?: boolean }) {
  const [open, setOpen] = useState(false);
  const drag = useDrag();
  const anim = useAnim();
  const animEnabled = useAnimEnabled();
  const highlighted = useHighlighted(card.id, card.cardId);
  const { setNodeRef: dragRef, listeners, isDragging } = useDraggable({ id: `drag:${card.id}`, data: { objectId: card.id }, disabled: !draggable });
  const { setNodeRef: dropRef } = useDroppable({ id: `obj:${card.id}`, data: { target: { kind: 'entity', id: card.id } } });
  const ref = useCallback((node: HTMLDivElement | null) => { dragRef(node); dropRef(node); }, [dragRef, dropRef]);
  const look = dropLook(drag, card.id);
  const refused = drag.refused?.key === card.id ? drag.refused.n : 0;
  const appeared = cueFor(anim, card.key, 'copyAppeared');
  const fellOff = cueFor(anim, card.key, 'fellOff');
  const attached = cueFor(anim, card.key, 'attached');
  const initial = appeared ? { opacity: 0, scale: 0.6, x: -36 } : fellOff ? { rotate: -28, y: -24 } : false;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    listeners?.onPointerDown?.(e);
    e.preventDefault(); // a press starts a drag; the menu opens on click (below) or Enter
  };
  const classes = cardClasses(card, { dragging: isDragging, highlighted, [`drop-${look}`]: !!look, [`shake-${refused % 2}`]: refused > 0, 'just-attached': !!attached, 'fell-off': !!fellOff });

  return (
    <CardMenu objectId={card.id} name={card.name} open={open} onOpenChange={setOpen}>
      <motion.div
        ref={ref}
        layoutId={animEnabled ? card.key : undefined}
        layout={animEnabled ? 'position' : false}
        initial={initial}
        animate={{ opacity: 1, scale: 1, x: 0, rotate: 0, y: 0 }}
        exit={card.cardId ? undefined : { opacity: 0, scale: 0.7 }}
        role="button"
        tabIndex={0}
        aria-label={card.label}
        aria-haspopup="menu"
        data-testid="card"
        data-card={card.name}
        data-entity={card.id}
        data-zone={card.zone}
        className={`card card-${size} ${classes}`}
        onPointerDown={onPointerDown}
        onClick={() => setOpen(true)}
        onMouseEnter={() => gameStore.getState().select(card.id)}
        onFocus={() => gameStore.getState().select(card.id)}
      >
        <CardFrame card={card} size={size} />
        {children}
      </motion.div>
    </CardMenu>
  );
}
