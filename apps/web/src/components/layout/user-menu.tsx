import { ERROR_TEXTS, MENU_TEXTS, UI_TEXTS, type MenuItem } from '@showroom/contract';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { MenuButton, type MenuButtonItem } from '../menu/menu-button.tsx';
import { useSnackbar } from '../snackbar/index.ts';
import styles from './header.module.css';

/**
 * The signed-in user's menu: a round button with the initials, named 'User menu' followed by the
 * initials it shows (label in name); it shows the e-mail, the role-filtered items, 'Update password'
 * and 'Logout'.
 */
export function UserMenu({ menuItems }: { readonly menuItems: readonly MenuItem[] }) {
  const auth = useAuth();
  const snackbar = useSnackbar();
  if (!auth.user) return null;

  const initials = auth.user.initials || '?';
  const reportFailure = (): void => snackbar.show({ text: ERROR_TEXTS.network, type: 'failure' });
  const items: MenuButtonItem[] = [
    ...menuItems.map((item) => ({ key: item.route, label: item.name, to: item.route })),
    {
      key: 'update-password',
      label: UI_TEXTS.updatePassword,
      onSelect: () => void auth.updatePassword().catch(reportFailure),
    },
    { key: 'logout', label: UI_TEXTS.logout, onSelect: () => void auth.logout().catch(reportFailure) },
  ];

  return (
    <MenuButton
      label={MENU_TEXTS.userMenu}
      buttonLabel={`${MENU_TEXTS.userMenu} ${initials}`}
      buttonClassName={styles.avatar}
      header={
        <span className={styles.signedInAs}>
          <span className={styles.signedInLabel}>{MENU_TEXTS.signedInAs}</span>
          <span className={styles.email}>{auth.user.email}</span>
        </span>
      }
      items={items}
    >
      <span aria-hidden="true">{initials}</span>
    </MenuButton>
  );
}
