/**
 * Backup N (CR 702.165a): "When this creature enters, put N +1/+1 counters on target creature. If
 * that's another creature, it gains the following abilities until end of turn." — the abilities
 * printed below the backup paragraph on the card (702.165a), as printed: a creature's later gains
 * or losses don't change them. Several instances ("Backup 1, backup 1, backup 1") trigger
 * separately (702.165b).
 *
 * The counters are read by the triggered-ability compiler; the abilities given are keyword
 * abilities the engine enforces and activated or triggered abilities read as abilities in
 * quotation marks are (grants.ts: "this creature" in them is the creature that has them). A
 * following ability of another kind (a static ability such as "This creature can't be blocked by
 * …") can't be given yet, so the backup ability stays text.
 */
import type { GrantedAbility, Keyword, StepSpec } from '../../../engine';
import type { CardFacts } from '../build';
import { quotedGrant } from '../grammar/effects/lasting';
import { parseKeywordList } from '../phrases/keywords';
import { keywordItems } from './keyword-line';
import { onlyTriggered, refuse, type AbilityResult } from './part';
import { triggered } from './triggered';

/** What backup gives: the keywords and abilities printed below it, or the one that can't be given. */
function given(card: CardFacts): { gains: Keyword[]; grants: GrantedAbility[] } | { unread: string } {
  const gains: Keyword[] = [];
  const grants: GrantedAbility[] = [];
  for (const a of card.belowBackup) {
    const items = keywordItems(a.text);
    const keywords = items ? parseKeywordList(items.join(', ')) : null;
    if (keywords) {
      gains.push(...keywords);
      continue;
    }
    const g = quotedGrant.read?.(a.text, card);
    if (!g) return { unread: a.printed };
    grants.push(
      'activated' in g
        ? { activated: { ...g.activated, text: a.printed } }
        : { triggered: { ...g.triggered, text: a.printed } },
    );
  }
  return { gains, grants };
}

/** "Backup N" (or "Backup 1, backup 1, backup 1"): its triggered abilities, or a refusal. */
export function backup(text: string, card: CardFacts): AbilityResult {
  const items = text.replace(/\.$/, '').split(/, /);
  const ns = items.map((it) => /^[Bb]ackup (\d+)$/.exec(it)?.[1]);
  if (!ns.length || !/^Backup /.test(text) || ns.some((n) => n === undefined)) return null;
  if (!card.types.includes('creature')) return refuse('backup on a card that is not a creature');
  const what = given(card);
  if ('unread' in what) return refuse(`backup can't give the ability "${what.unread}" yet`);
  const triggers = [];
  for (const n of ns.map(Number)) {
    if (!(n > 0) || n > 20) return refuse('backup is not understood here');
    const counters = n === 1 ? 'a +1/+1 counter' : `${n} +1/+1 counters`;
    const spec = onlyTriggered(triggered(`When ~ enters, put ${counters} on target creature.`, card));
    if (!spec || spec.targets?.length !== 1) return refuse("backup's enters trigger is not understood");
    // "If that's another creature, it gains the following abilities until end of turn."
    const gain: StepSpec = {
      do: 'pump',
      what: { ref: 'target', slot: 0 },
      ...(what.gains.length ? { gains: what.gains } : {}),
      ...(what.grants.length ? { grants: what.grants } : {}),
      until: 'endOfTurn',
      when: { is: { ref: 'target', slot: 0 }, matches: { notSource: true } },
    };
    const steps = what.gains.length || what.grants.length ? [...spec.steps, gain] : spec.steps;
    triggers.push({ ...spec, steps, text: ns.length > 1 ? `Backup ${n}` : text.replace(/\.$/, '') });
  }
  return { triggered: triggers };
}
