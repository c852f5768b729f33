/**
 * The app's history with blocking (navigation.ts): what React Router's data router did for the editor's
 * unsaved-edits question, on its declarative router. Pushes, replaces and Back/Forward are held while a
 * blocker says so, and go on with `proceed` or stay with `reset`.
 */
import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withBlocking, type Blocker, type BlockerArgs } from './navigation.ts';

function setup(entries: string[]) {
  const history = withBlocking(
    UNSAFE_createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true }),
  );
  const shown: string[] = [];
  history.listen(({ location }) => shown.push(location.pathname));
  let blocker: Blocker = { state: 'unblocked' };
  const asked: BlockerArgs[] = [];
  let leaving = true;
  const unblock = history.block(
    (args) => {
      asked.push(args);
      return leaving && args.currentLocation.pathname !== args.nextLocation.pathname;
    },
    (next) => (blocker = next),
  );
  return {
    history,
    shown,
    asked,
    blocker: () => blocker,
    allow: () => (leaving = false),
    unblock,
  };
}

describe('a history with blocking', () => {
  it('holds a push until proceed, and a replace until reset leaves it where it is', () => {
    const t = setup(['/my-apps/edit/1/info']);
    t.history.push('/imprint');
    expect(t.history.location.pathname).toBe('/my-apps/edit/1/info');
    expect(t.shown).toEqual([]);
    expect(t.asked.at(-1)).toMatchObject({
      currentLocation: { pathname: '/my-apps/edit/1/info' },
      nextLocation: { pathname: '/imprint' },
      historyAction: 'PUSH',
    });
    expect(t.blocker().state).toBe('blocked');
    t.blocker().proceed?.();
    expect(t.blocker().state).toBe('unblocked');
    expect(t.history.location.pathname).toBe('/imprint');
    expect(t.shown).toEqual(['/imprint']);

    t.history.replace({ pathname: '/faq-users', search: '?a=1' });
    expect(t.asked.at(-1)).toMatchObject({
      nextLocation: { pathname: '/faq-users', search: '?a=1' },
      historyAction: 'REPLACE',
    });
    t.blocker().reset?.();
    expect(t.blocker().state).toBe('unblocked');
    expect(t.history.location.pathname).toBe('/imprint');
    expect(t.shown).toEqual(['/imprint']);
  });

  it('undoes a Back it holds, and goes back on proceed', () => {
    const t = setup(['/apps', '/my-apps/edit/1/info']);
    t.history.go(-1);
    // The address went back and is put forward again; the app never saw /apps.
    expect(t.history.location.pathname).toBe('/my-apps/edit/1/info');
    expect(t.shown).toEqual([]);
    expect(t.asked.at(-1)).toMatchObject({
      currentLocation: { pathname: '/my-apps/edit/1/info' },
      nextLocation: { pathname: '/apps' },
      historyAction: 'POP',
    });
    expect(t.blocker().state).toBe('blocked');
    t.blocker().proceed?.();
    expect(t.history.location.pathname).toBe('/apps');
    expect(t.shown).toEqual(['/apps']);
    // Forward again, now that leaving is allowed: it passes.
    t.allow();
    t.history.go(1);
    expect(t.history.location.pathname).toBe('/my-apps/edit/1/info');
    expect(t.shown).toEqual(['/apps', '/my-apps/edit/1/info']);
  });

  it('stays on reset after a Back it held, and lets everything pass once removed', () => {
    const t = setup(['/apps', '/my-apps/edit/1/info']);
    t.history.go(-1);
    t.blocker().reset?.();
    expect(t.history.location.pathname).toBe('/my-apps/edit/1/info');
    expect(t.shown).toEqual([]);
    t.unblock();
    t.history.go(-1);
    t.history.push('/imprint');
    expect(t.shown).toEqual(['/apps', '/imprint']);
    expect(t.blocker().state).toBe('unblocked');
  });
});
