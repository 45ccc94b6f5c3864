/**
 * A card-name combobox (WAI-ARIA combobox with a listbox popup): type to filter the known cards
 * (the pool, cards resolved so far, and every real card of the offline pool) and, online, when
 * the offline pool has nothing that starts so, Scryfall's names; arrow
 * keys to move, Enter to choose (an exact name, or the option moved to: a typo is never added by
 * Enter alone), Escape to close. A typo offers the closest real names; a name not known offers a
 * proxy. The hint says when Scryfall is being searched, or plainly that it can't be reached and
 * the offline pool is in use.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { NameSearch } from '../../cards/data/pool/name-search';
import { editorBook, useEditor } from '../../store/editor';
import { loadPoolSearch, poolSearchNow, poolSize } from '../../store/editor-cards';
import { normalizeName } from '../../scenario/suggest';
import { cardOptions, enterChoice, exactName, withRemote, type CardOption } from './card-search';
import { useOnline } from './use-online';
import { useScryfallNames } from './use-scryfall-names';

const optionText = (o: CardOption) =>
  o.kind === 'proxy' ? `Add "${o.name}" as a proxy…` : o.kind === 'suggestion' ? `Did you mean ${o.name}?` : o.name;

/** Where the search looks, in words: "the offline pool (32,370 cards)" once its names are loaded. */
function offlineWords(): string {
  const n = poolSize();
  return n ? `the offline pool (${n.toLocaleString('en')} cards)` : 'the cards known offline';
}

function hint(
  text: string,
  options: readonly CardOption[],
  remote: { busy: boolean; note: string | null },
  refused: boolean,
  online: boolean,
  poolLoading: boolean,
): string {
  const offline = `Scryfall can't be reached (offline): ${offlineWords()} is in use.`;
  if (text.trim() === '')
    return online ? 'Enter adds the card; a name not known can be a proxy.' : `${offline} Enter adds the card.`;
  if (refused) {
    const guess = options.find((o) => o.kind === 'suggestion' || o.kind === 'card');
    const what =
      guess?.kind === 'suggestion' ? `Did you mean ${guess.name}?` : `No card is named exactly "${text.trim()}".`;
    return `${what} Nothing was added: pick a name with the arrow keys and Enter, or click it.`;
  }
  if (remote.busy) return 'Searching Scryfall…';
  const none = !options.some((o) => o.kind === 'card');
  if (poolLoading && none) return 'Loading the names of every real card…';
  if (!online)
    return none ? `No card named "${text.trim()}" in ${offlineWords()}; Scryfall can't be reached (offline).` : offline;
  if (remote.note)
    return none ? `No card named "${text.trim()}" here (${remote.note}).` : `Scryfall not searched: ${remote.note}.`;
  return none
    ? `No card named "${text.trim()}" in ${offlineWords()} or on Scryfall.`
    : 'Enter adds the card; a name not known can be a proxy.';
}

export function CardCombobox({
  onPick,
  onProxy,
  focusSignal,
  busy,
}: {
  onPick: (name: string) => void;
  onProxy: (name: string) => void;
  focusSignal: number;
  busy?: string | null;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  /** The option moved to with the arrow keys or the pointer (Enter adds it), null while none was. */
  const [chosen, setChosen] = useState<number | null>(null);
  /** Enter was pressed on a name that is not exact: the choices are shown and nothing was added. */
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const cardsVersion = useEditor((s) => s.cardsVersion);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor's cards change with cardsVersion
  const names = useMemo(() => editorBook().names(), [cardsVersion]);
  const [search, setSearch] = useState<NameSearch | null>(poolSearchNow);
  /** The offline pool's names are still on their way (Scryfall is not asked meanwhile). */
  const [poolLoading, setPoolLoading] = useState(() => !poolSearchNow());
  useEffect(() => {
    if (search) return;
    let live = true;
    void loadPoolSearch().then((s) => {
      if (!live) return;
      setSearch(s);
      setPoolLoading(false);
    });
    return () => {
      live = false;
    };
  }, [search]);
  const online = useOnline();
  const local = useMemo(() => cardOptions(text, names, 8, search), [text, names, search]);
  // Scryfall is asked only for what the offline pool has nothing starting so (a newer card).
  const localHit = local.some((o) => o.kind === 'card' && normalizeName(o.name).startsWith(normalizeName(text)));
  const remote = useScryfallNames(text, !online || poolLoading || localHit || exactName(text, names) !== undefined);
  const options = useMemo(() => withRemote(local, remote.names), [local, remote.names]);
  useEffect(() => {
    if (focusSignal) input.current?.focus();
  }, [focusSignal]);

  const choose = (o: CardOption | undefined) => {
    if (!o) return;
    setChosen(null);
    setRefused(false);
    if (o.kind === 'proxy') {
      onProxy(o.name);
      setText('');
      setOpen(false);
      return;
    }
    onPick(o.name);
    setText('');
    setOpen(false);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (options.length) {
        const from = chosen ?? (e.key === 'ArrowDown' ? -1 : 0);
        setChosen((from + (e.key === 'ArrowDown' ? 1 : options.length - 1) + options.length) % options.length);
      }
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const choice = enterChoice(text, names, options, open ? chosen : null);
      if (choice === 'show') {
        setOpen(true);
        setRefused(text.trim() !== '');
      } else choose(choice);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
      } else setText('');
    }
  };
  const shown = open && options.length > 0;
  return (
    <div className="combo" aria-busy={remote.busy || !!busy}>
      <label htmlFor={`${id}-input`} className="field-label">
        Card name
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && chosen !== null ? `${id}-opt-${chosen}` : undefined}
        aria-describedby={`${id}-hint`}
        placeholder="Type a card name, e.g. Island"
        value={text}
        data-testid="card-name"
        disabled={!!busy}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setChosen(null);
          setRefused(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => text && setOpen(true)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Cards" className="combo-list" hidden={!shown}>
        {options.map((o, i) => (
          <li
            key={`${o.kind}:${o.name}`}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === chosen}
            className={`combo-option combo-${o.kind}${i === chosen ? ' active' : ''}`}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(o);
            }}
            onMouseMove={() => setChosen(i)}
          >
            {optionText(o)}
            {o.kind === 'card' && o.source === 'scryfall' && (
              <span className="combo-source" aria-hidden="true">
                Scryfall
              </span>
            )}
          </li>
        ))}
      </ul>
      <p id={`${id}-hint`} className="field-hint" aria-live="polite" data-testid="card-search-hint">
        {busy ?? hint(text, options, remote, refused, online, poolLoading)}
      </p>
    </div>
  );
}
