/**
 * A ghost of an object as it last existed, beside the stack item that used its last-known
 * information (CR 608.2h, 113.7a). It fades in when the information is used and is gone once
 * the item has resolved.
 */
import { useMemo } from 'react';
import { engine, entityName, type CardView, type LkiGhost as Ghost } from '../../store';
import { snapshotFacts } from '../../scenario/object-view';
import { CardFrame } from '../card/CardFrame';
import { useCurrentState } from '../hooks';
import { RuleRef } from '../log/RuleRef';
import { useTableKit } from '../table/table-kit';

export function LkiGhost({ ghost }: { ghost: Ghost }) {
  const state = useCurrentState();
  const kit = useTableKit();
  const card = useMemo((): CardView | null => {
    if (!state) return null;
    const facts = snapshotFacts(state, engine.registry, ghost.snapshot);
    if (!facts) return null;
    const o = ghost.snapshot.object;
    return {
      id: ghost.objectId,
      key: ghost.key,
      cardId: o.cardId,
      name: facts.name,
      facts,
      owner: o.owner,
      controller: o.controller,
      zone: o.zone,
      zonePlayer: o.zonePlayer,
      tapped: false,
      token: o.token,
      copy: o.copyOf !== null,
      copyOf: null,
      counters: o.counters,
      classLevel: o.classLevel ?? null,
      damage: 0,
      attachedTo: null,
      enchantedBy: [],
      summoningSick: false,
      castable: false,
      foreignController: null,
      combat: null,
      label: facts.name,
    };
  }, [state, ghost]);
  if (!card) return null;
  const was = ghost.snapshot.object;
  const where =
    was.zone === 'battlefield'
      ? 'on the battlefield'
      : `in ${was.zonePlayer === 'p1' ? 'Player 1' : 'Player 2'}'s ${was.zone}`;
  const enchanting =
    was.attachedTo && state ? `, attached to ${entityName(state, engine.registry, was.attachedTo)}` : '';
  const element = {
    className: 'lki-ghost',
    role: 'note',
    'aria-label': `${card.name}, last-known information (608.2h): ${ghost.purpose}`,
    'data-testid': 'lki-ghost',
  };
  const content = (
    <>
      <span className="lki-label">
        last-known information{' '}
        <span className="nowrap">
          (<RuleRef rule={ghost.rule} />)
        </span>
      </span>
      <div className="lki-frame">
        <CardFrame card={card} size="small" />
      </div>
      <span className="lki-where">
        as it last existed {where}
        {enchanting}
      </span>
    </>
  );
  // It fades in with the table's kit (motion); before the kit arrives it is simply there.
  if (!kit) return <div {...element}>{content}</div>;
  return (
    <kit.m.div {...element} initial={{ opacity: 0, x: -16 }} animate={{ opacity: 1, x: 0 }} exit={{ opacity: 0 }}>
      {content}
    </kit.m.div>
  );
}
