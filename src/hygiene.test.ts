// Hygiene: cheap checks that read source files as text and keep the layers honest
// (DESIGN.md "Layers"): imports only point downwards, ui → store → scenario → cards → engine,
// and the engine stays pure and deterministic. eslint.config.js has matching lint rules;
// this test resolves each relative import exactly, so it is the one that decides.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const LAYERS = ['engine', 'cards', 'scenario', 'store', 'ui'] as const;
type Layer = (typeof LAYERS)[number];

/** Packages that belong to the UI side; only src/store and src/ui may use them. */
const UI_PACKAGE = /^(react|react-dom|zustand|motion|idb-keyval|@dnd-kit|@radix-ui)(\/|$)/;

interface SourceFile {
  path: string; // relative to src/, with forward slashes
  text: string; // comments removed
}

function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** Every import specifier: static, side-effect, re-export, dynamic import() and require(). */
function importsOf(text: string): string[] {
  const found: string[] = [];
  const pattern =
    /\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(pattern)) found.push((match[1] ?? match[2] ?? match[3])!);
  return found;
}

/** The layer a path under src/ belongs to, or undefined (e.g. src/main.tsx). */
function layerOf(pathInSrc: string): Layer | undefined {
  const top = pathInSrc.split('/')[0];
  return LAYERS.find((layer) => layer === top);
}

/** The path under src/ that a relative import from `fromFile` reaches, or undefined for a package. */
function resolveInSrc(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(SRC, dirname(fromFile), specifier);
  return relative(SRC, target).split(sep).join('/');
}

function isBelowOrSame(target: Layer, from: Layer): boolean {
  return LAYERS.indexOf(target) <= LAYERS.indexOf(from);
}

function sourceFiles(dir: string): SourceFile[] {
  const files: SourceFile[] = [];
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      const path = relative(SRC, full).split(sep).join('/');
      files.push({ path, text: stripComments(readFileSync(full, 'utf8')) });
    }
  }
  return files;
}

/** Violations of the layer direction in one file, as "file → import" lines. */
function layerViolations(file: SourceFile): string[] {
  const from = layerOf(file.path);
  if (!from) return [];
  return importsOf(file.text)
    .filter((specifier) => {
      const target = resolveInSrc(file.path, specifier);
      if (target === undefined) return UI_PACKAGE.test(specifier) && isBelowOrSame(from, 'scenario');
      const targetLayer = layerOf(target);
      return targetLayer !== undefined && !isBelowOrSame(targetLayer, from);
    })
    .map((specifier) => `${file.path} → ${specifier}`);
}

/** Uses of the DOM, the clock or ambient randomness in one file. */
function impurities(file: SourceFile): string[] {
  const banned = /\b(document\.|window\.|Date\.now\b|Math\.random\b)/g;
  return [...file.text.matchAll(banned)].map((match) => `${file.path}: ${match[1]}`);
}

const ALL = sourceFiles(SRC);
const ENGINE = ALL.filter((file) => layerOf(file.path) === 'engine');
/** The headless runner (DESIGN.md): engine + cards + scenario, never React, the store or the UI. */
const RUNNER = [...sourceFiles(join(SRC, 'cli')), ...sourceFiles(join(SRC, '..', 'scripts'))];

describe('the hygiene checker itself', () => {
  const fake = (path: string, text: string): SourceFile => ({ path, text: stripComments(text) });

  it('finds static, re-export, side-effect, dynamic and require imports', () => {
    const text = `import a from 'x1'; import type { B } from "x2"; export * from './x3';
      import 'x4'; const c = await import('x5'); const d = require('x6');
      import {
        e,
      } from '../x7';`;
    expect(importsOf(text)).toEqual(['x1', 'x2', './x3', 'x4', 'x5', 'x6', '../x7']);
  });

  it('flags an engine file that reaches up into cards, or imports React', () => {
    expect(layerViolations(fake('engine/rules/aura.ts', `import { v } from '../../cards/s/volute';`))).toHaveLength(1);
    expect(layerViolations(fake('engine/aura.ts', `import { useState } from 'react';`))).toHaveLength(1);
  });

  it('accepts downward imports, immer in the engine, and an engine subfolder named like a layer', () => {
    const ok = `import { produce } from 'immer'; import { x } from '../../engine/state';`;
    expect(layerViolations(fake('cards/s/volute.ts', ok))).toEqual([]);
    expect(layerViolations(fake('engine/rules/aura.ts', `import { c } from '../cards/list';`))).toEqual([]);
  });

  it('flags Date.now and window. in code but not in comments', () => {
    expect(impurities(fake('engine/a.ts', 'const t = Date.now(); const w = window.innerWidth;'))).toHaveLength(2);
    expect(impurities(fake('engine/a.ts', '// never Date.now or Math.random here\n/* window. */'))).toEqual([]);
  });
});

describe('source hygiene', () => {
  it('the engine imports no React, React DOM, zustand, dnd-kit, motion or other UI library', () => {
    const offenders = ENGINE.flatMap((file) =>
      importsOf(file.text)
        .filter((specifier) => UI_PACKAGE.test(specifier))
        .map((specifier) => `${file.path} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the engine imports nothing from cards, scenario, store or ui', () => {
    const offenders = ENGINE.flatMap((file) =>
      importsOf(file.text)
        .filter((specifier) => {
          const target = resolveInSrc(file.path, specifier);
          return target !== undefined && layerOf(target) !== undefined && layerOf(target) !== 'engine';
        })
        .map((specifier) => `${file.path} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the engine touches no DOM (document., window.) and reads no clock or ambient randomness (Date.now, Math.random)', () => {
    expect(ENGINE.flatMap(impurities)).toEqual([]);
  });

  it('every import in src points downwards: ui → store → scenario → cards → engine', () => {
    expect(ALL.flatMap(layerViolations)).toEqual([]);
  });

  it('the headless runner (src/cli, scripts/) imports no React, UI library, store or ui', () => {
    const offenders = RUNNER.flatMap((file) =>
      importsOf(file.text)
        .filter((specifier) => {
          const target = resolveInSrc(file.path, specifier);
          if (target === undefined) return UI_PACKAGE.test(specifier);
          const layer = layerOf(target);
          return layer === 'store' || layer === 'ui';
        })
        .map((specifier) => `${file.path} → ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });
});
