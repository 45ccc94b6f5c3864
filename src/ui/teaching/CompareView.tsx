/**
 * Two lines of play side by side: life, zones and the stack of each player at each line's
 * step, and the rules log since the lines parted, with what differs highlighted (and named in
 * words for screen readers: "differs"). Each side can be moved along its own line.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState } from 'react';
import { engine, useGame } from '../../store';
import { branchForCompare, shownForCompare } from '../../store/branch-edits';
// Not in the store's index: only this view (loaded on demand) compares lines.
import { compareLines, type ComparedSide, type LineForCompare } from '../../store/compare';

const ZONE_WORDS: Record<string, string> = {
  battlefield: 'Battlefield',
  hand: 'Hand',
  graveyard: 'Graveyard',
  exile: 'Exile',
  library: 'Library',
};

function Side({ side, testId }: { side: ComparedSide; testId: string }) {
  return (
    <section className="compare-side" aria-label={`${side.name} at step ${side.step}`} data-testid={testId}>
      <h3>
        {side.name} <span className="muted">· step {side.step}</span>
      </h3>
      {side.gameOver && <p className="compare-over">{side.gameOver}</p>}
      {side.players.map((p) => (
        <div key={p.player} className="compare-player">
          <h4>
            {p.name}{' '}
            <span className={p.lifeDiffers ? 'differs' : ''} data-testid={`life-${p.player}`}>
              life {p.life}
              {p.lifeDiffers ? <span className="sr-only"> (differs)</span> : null}
            </span>
          </h4>
          <dl>
            {p.zones
              .filter((z) => z.cards.length || z.differs)
              .map((z) => (
                <div key={z.zone} className={`compare-zone${z.differs ? ' zone-differs' : ''}`}>
                  <dt>{ZONE_WORDS[z.zone]}</dt>
                  <dd>
                    {z.zone === 'library' ? (
                      <span>
                        {z.cards.length} card{z.cards.length === 1 ? '' : 's'}
                      </span>
                    ) : (
                      z.cards.map((c, i) => (
                        <span
                          key={i}
                          className={`compare-card${c.differs ? ' differs' : ''}`}
                          data-testid={c.differs ? 'card-differs' : undefined}
                        >
                          {c.name}
                          {c.differs ? <span className="sr-only"> (differs)</span> : null}
                        </span>
                      ))
                    )}
                  </dd>
                </div>
              ))}
          </dl>
        </div>
      ))}
      {side.stack.length > 0 && (
        <div className="compare-zone">
          <dt>Stack</dt>
          <dd>
            {side.stack.map((c, i) => (
              <span key={i} className={`compare-card${c.differs ? ' differs' : ''}`}>
                {c.name}
              </span>
            ))}
          </dd>
        </div>
      )}
      <h4>Log since the lines parted</h4>
      <ol className="compare-log">
        {side.log.map((l, i) => (
          <li key={i} className={l.differs ? 'differs' : ''} data-testid={l.differs ? 'log-differs' : 'log-same'}>
            <span className="rule-chip">{l.rule}</span> {l.text}
            {l.differs ? <span className="sr-only"> (differs)</span> : null}
          </li>
        ))}
        {side.log.length === 0 && <li className="muted">No steps after the fork.</li>}
      </ol>
      {side.notes.length > 0 && (
        <ul className="compare-notes">
          {side.notes.map((n) => (
            <li key={n.step}>
              <span className="tag-note">note</span> step {n.step}: {n.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CompareView({ index, onClose }: { index: number; onClose: () => void }) {
  const s = useGame((st) => st);
  const branch = s.branches[index];
  const [step, setStep] = useState<number>(branch?.cursor ?? 0);
  const comparison = useMemo(() => {
    const saved = branchForCompare(
      {
        ...s,
        branches: s.branches.map((b, i) => (i === index ? { ...b, cursor: Math.min(step, b.actions.length) } : b)),
      },
      index,
    );
    if (!saved || !s.history.state) return null;
    return compareLines(engine.registry, saved as LineForCompare, shownForCompare(s));
  }, [s, index, step]);
  if (!branch || !comparison) return null;
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="share-overlay" />
        <Dialog.Content className="share-dialog compare-dialog" data-testid="compare-view">
          <Dialog.Title className="share-dialog-title">Two lines side by side</Dialog.Title>
          <Dialog.Description className="share-dialog-intro">
            They share the first {comparison.fork} step{comparison.fork === 1 ? '' : 's'}. {comparison.differences}{' '}
            difference{comparison.differences === 1 ? '' : 's'} highlighted.
          </Dialog.Description>
          <label className="compare-step">
            Step of “{branch.name}”:{' '}
            <input
              type="range"
              min={0}
              max={branch.actions.length}
              value={Math.min(step, branch.actions.length)}
              onChange={(e) => setStep(Number(e.target.value))}
              aria-label={`Step of ${branch.name}`}
            />{' '}
            {Math.min(step, branch.actions.length)}/{branch.actions.length}
          </label>
          <div className="compare-columns">
            <Side side={comparison.sides[0]} testId="compare-left" />
            <Side side={comparison.sides[1]} testId="compare-right" />
          </div>
          <div className="share-dialog-buttons">
            <Dialog.Close className="primary" autoFocus>
              Close
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
