import {
  cardActions,
  cardView,
  CONFIRM_TEXTS,
  discardUpdateWording,
  MY_APPS_TEXTS,
  paths,
  STATISTICS_TEXTS,
  type AppCard,
} from '@showroom/contract';
import { MenuButton, type MenuButtonItem } from '../../components/menu/menu-button.tsx';
import { useDeactivateApp } from './api/deactivate-app.ts';
import { useDeleteApp } from './api/delete-app.ts';
import styles from './my-apps.module.css';

/** What a card tells its list after a delete or deactivate: the list refreshes on it. */
export interface AppCardUpdate {
  readonly action: 'delete' | 'deactivate';
  readonly appId: number;
}

/**
 * The card's 'App actions' menu: Edit, enabled for DRAFT, ACTIVE and REJECTED and shown disabled
 * otherwise; Delete for drafts (`Discard update` for the draft of a published app's update, worded for
 * what it does: the published version stays live), Deactivate for the others (enabled for ACTIVE and REJECTED); and
 * Statistics. Delete and Deactivate ask first through the browser's own confirmation (spec section 5,
 * its texts verbatim); the menu has given focus back to its button by then.
 */
export function AppActionsMenu({
  card,
  onUpdate,
}: {
  readonly card: AppCard;
  readonly onUpdate: (update: AppCardUpdate) => void;
}) {
  const actions = cardActions(cardView(card).status);
  const remove = useDeleteApp((appId) => onUpdate({ action: 'delete', appId }));
  const deactivate = useDeactivateApp((appId) => onUpdate({ action: 'deactivate', appId }));
  const busy = remove.isPending || deactivate.isPending;
  // The draft of a published app's update: deleting it discards the update, the app stays live.
  const discard = discardUpdateWording(card);

  const items: MenuButtonItem[] = [
    {
      key: 'edit',
      label: MY_APPS_TEXTS.edit,
      to: paths.editApp(card.id, 'info'),
      disabled: !actions.edit.enabled,
    },
    actions.remove.kind === 'delete'
      ? {
          key: 'delete',
          label: discard?.menuItem ?? MY_APPS_TEXTS.delete,
          disabled: !actions.remove.enabled || busy,
          onSelect: () => {
            if (window.confirm(discard?.confirm ?? CONFIRM_TEXTS.deleteApp))
              remove.mutate({ appId: card.id, discardedText: discard?.success });
          },
        }
      : {
          key: 'deactivate',
          label: MY_APPS_TEXTS.deactivate,
          disabled: !actions.remove.enabled || busy,
          onSelect: () => {
            if (window.confirm(CONFIRM_TEXTS.deactivateApp)) deactivate.mutate(card.id);
          },
        },
    // Issue 18: the app's views and demo clicks (a draft's are all zero until it is published).
    { key: 'statistics', label: STATISTICS_TEXTS.menuItem, to: paths.appStatistics(card.id) },
  ];

  return (
    <MenuButton label={MY_APPS_TEXTS.appActions} items={items} buttonClassName={styles.menuButton}>
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="4" r="1.8" fill="currentColor" />
        <circle cx="10" cy="10" r="1.8" fill="currentColor" />
        <circle cx="10" cy="16" r="1.8" fill="currentColor" />
      </svg>
    </MenuButton>
  );
}
