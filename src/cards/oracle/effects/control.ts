/**
 * Control-changing effects of a resolving spell or ability (CR 613.1b, layer 2): "Gain control
 * of target creature until end of turn" (Act of Treason), "gain control of it until end of
 * turn" after "Untap target creature and" (Threaten). Without a duration the control lasts as
 * long as the permanent is that object (CR 611.2a). "For as long as …" durations stay text.
 */
import type { Ref } from '../../../engine';
import type { Build } from '../build';
import { parseObjectRef, parseRecipient } from '../phrases/refs';
import type { EffectTemplate } from './template';

/** A permanent named: a target for permanents (never a player or a card elsewhere), or one already named. */
function permanent(b: Build, phrase: string): Ref | null {
  const named = parseObjectRef(b, phrase);
  if (named) return named.ref === 'source' ? null : named;
  if (!/^target /.test(phrase)) return null;
  const ref = parseRecipient(b, phrase);
  if (ref?.ref !== 'target') return null;
  const filter = b.targets[ref.slot]?.filter;
  if (!filter?.objects || filter.players || filter.spells || filter.objects.zone) return null;
  return ref;
}

export const CONTROL: EffectTemplate[] = [
  {
    id: 'gain-control',
    re: /^[Gg]ain control of (?<what>.+?)(?<until> until end of turn)?$/,
    build: (g, b) => {
      const what = permanent(b, g.what as string);
      if (!what) return false;
      b.steps.push({ do: 'gainControl', what, ...(g.until ? { until: 'endOfTurn' as const } : {}) });
      return true;
    },
  },
];
