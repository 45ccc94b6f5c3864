/** The fields of a proxy (a vanilla stand-in for a card the pool doesn't script): type line, mana cost, P/T, text. */
import { useEffect, useRef, useState } from 'react';
import type { ProxySpec } from '../../scenario/schema';

const int = (s: string) => (s.trim() === '' || !/^-?\d+$/.test(s.trim()) ? undefined : Number(s));

export function ProxyFields({ name, onAdd, onCancel }: { name: string; onAdd: (proxy: ProxySpec) => void; onCancel: () => void }) {
  const [spec, setSpec] = useState({ name, typeLine: '', manaCost: '', power: '', toughness: '', text: '' });
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const field = (key: keyof typeof spec, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <label className={`field field-${key}`}>
      <span className="field-label">{label}</span>
      <input type="text" value={spec[key]} onChange={(e) => setSpec({ ...spec, [key]: e.target.value })} {...extra} />
    </label>
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const power = int(spec.power);
    const toughness = int(spec.toughness);
    onAdd({
      name: spec.name.trim(),
      ...(spec.typeLine.trim() ? { typeLine: spec.typeLine.trim() } : {}),
      ...(spec.manaCost.trim() ? { manaCost: spec.manaCost.trim() } : {}),
      ...(power !== undefined ? { power } : {}),
      ...(toughness !== undefined ? { toughness } : {}),
      ...(spec.text.trim() ? { text: spec.text.trim() } : {}),
    });
  };
  return (
    <form className="proxy-form" aria-label="Proxy card" onSubmit={submit} onKeyDown={(e) => { if (e.key === 'Escape') onCancel(); }}>
      <p className="field-hint">A proxy is a vanilla stand-in: it has a name, types, a cost and P/T, and no abilities.</p>
      {field('name', 'Name', { required: true })}
      <label className="field field-typeLine">
        <span className="field-label">Type line</span>
        <input ref={first} type="text" value={spec.typeLine} placeholder="Creature — Lhurgoyf" onChange={(e) => setSpec({ ...spec, typeLine: e.target.value })} />
      </label>
      {field('manaCost', 'Mana cost', { placeholder: '{1}{G}' })}
      <div className="field-row">
        {field('power', 'Power', { inputMode: 'numeric', size: 3 })}
        {field('toughness', 'Toughness', { inputMode: 'numeric', size: 3 })}
      </div>
      {field('text', 'Rules text (shown, not played)')}
      <div className="button-row">
        <button type="submit" className="primary" disabled={!spec.name.trim()}>Add proxy</button>
        <button type="button" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
