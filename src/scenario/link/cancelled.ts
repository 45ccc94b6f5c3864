/** The outcome of an opening that was cancelled, in a module of its own (no scenario code): callers compare with it. */
import type { Problem } from '../problem';

/** The problem of an opening that was cancelled (nothing is opened). */
export const CANCELLED: Problem = { path: '', message: 'opening was cancelled; nothing was opened' };
