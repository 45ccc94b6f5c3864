/**
 * The fields of a proxy (a vanilla stand-in for a card the pool doesn't script): type line, mana
 * cost, P/T, text. Each field is checked (scenario/editor/proxy-form.ts) when it is left and on
 * "Add proxy": what is refused says why beside the field (and the proxy is not added); what is
 * legal but surprising is a warning, and the proxy is added as typed.
 */
import { useEffect, useRef, useState } from 'react';
import { checkProxyForm, type ProxyField, type ProxyFormFields } from '../../scenario/editor';
import type { ProxySpec } from '../../scenario/schema';

const ORDER: ProxyField[] = ['name', 'typeLine', 'manaCost', 'power', 'toughness', 'text'];

export function ProxyFields({
  name,
  onAdd,
  onCancel,
}: {
  name: string;
  onAdd: (proxy: ProxySpec) => void;
  onCancel: () => void;
}) {
  const [spec, setSpec] = useState<ProxyFormFields>({
    name,
    typeLine: '',
    manaCost: '',
    power: '',
    toughness: '',
    text: '',
  });
  /** Fields whose errors are shown: those left once, and all after "Add proxy". */
  const [shown, setShown] = useState<ReadonlySet<ProxyField>>(new Set());
  const first = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => first.current?.focus(), []);
  const check = checkProxyForm(spec);
  const field = (
    key: ProxyField,
    label: string,
    extra: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> } = {},
  ) => {
    const error = shown.has(key) ? check.errors[key] : undefined;
    const warning = check.warnings[key];
    const id = `proxy-${key}-note`;
    return (
      <label className={`field field-${key}`}>
        <span className="field-label">{label}</span>
        <input
          type="text"
          name={key}
          value={spec[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || warning ? id : undefined}
          onChange={(e) => setSpec({ ...spec, [key]: e.target.value })}
          onBlur={() => {
            if (spec[key].trim()) setShown(new Set([...shown, key]));
          }}
          {...extra}
        />
        {error ? (
          <span className="field-error" id={id} data-testid={`proxy-error-${key}`}>
            {error}
          </span>
        ) : (
          warning && (
            <span className="field-warning" id={id} data-testid={`proxy-warning-${key}`}>
              {warning}
            </span>
          )
        )}
      </label>
    );
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setShown(new Set(ORDER));
    if (check.spec) {
      onAdd(check.spec);
      return;
    }
    const bad = ORDER.find((k) => check.errors[k]);
    if (bad) form.current?.querySelector<HTMLInputElement>(`input[name="${bad}"]`)?.focus();
  };
  const errorCount = ORDER.filter((k) => shown.has(k) && check.errors[k]).length;
  return (
    <form
      ref={form}
      className="proxy-form"
      aria-label="Proxy card"
      noValidate
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <p className="field-hint">
        A proxy is a vanilla stand-in: it has a name, types, a cost and P/T, and no abilities.
      </p>
      {field('name', 'Name', { required: true })}
      {field('typeLine', 'Type line', { ref: first, placeholder: 'Creature — Lhurgoyf' })}
      {field('manaCost', 'Mana cost', { placeholder: '{1}{G}' })}
      <div className="field-row">
        {field('power', 'Power', { inputMode: 'numeric', size: 3 })}
        {field('toughness', 'Toughness', { inputMode: 'numeric', size: 3 })}
      </div>
      {field('text', 'Rules text (shown, not played)')}
      <p className="field-error" role="status" aria-live="polite">
        {errorCount
          ? `Not added: ${errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} a change (see above).`
          : ''}
      </p>
      <div className="button-row">
        <button type="submit" className="primary" disabled={!spec.name.trim()}>
          Add proxy
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
