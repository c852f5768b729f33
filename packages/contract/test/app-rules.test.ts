import { describe, expect, it } from 'vitest';
import { APP_MACHINE, APP_WHOLE_APP_ACTIONS, canRenameApp, isNameEditable } from '../src/index.ts';

describe('canRenameApp', () => {
  it('allows a rename before the first publication, where the name field is enabled', () => {
    expect(canRenameApp('DRAFT', false)).toBe(true);
    expect(canRenameApp('REJECTED', false)).toBe(true);
    expect(canRenameApp('WAITING_FOR_APPROVAL', false)).toBe(false);
  });

  it('locks the name once published, also in a later draft or rejected update', () => {
    for (const status of ['DRAFT', 'REJECTED', 'ACTIVE', 'DEACTIVATED'] as const) {
      expect(canRenameApp(status, true)).toBe(false);
    }
    expect(isNameEditable('DRAFT')).toBe(true);
  });
});

describe('APP_WHOLE_APP_ACTIONS', () => {
  it('names machine actions that exist: deactivate and activate', () => {
    const actions = new Set(APP_MACHINE.map((t) => t.action));
    for (const action of APP_WHOLE_APP_ACTIONS) expect(actions.has(action)).toBe(true);
    expect([...APP_WHOLE_APP_ACTIONS].sort()).toEqual(['activate', 'deactivate']);
  });
});
