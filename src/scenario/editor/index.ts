/**
 * The scenario editor's document operations: pure functions from a {@link ScenarioDoc} to a new
 * one (never engine state). The editor UI and its store call only these.
 */
export * from './locate';
export * from './cards';
export * from './attach';
export * from './links';
export * from './board';
export * from './check';
export * from './facts';
export * from './proxy-form';
