import {
  adminListEmptyText,
  ADMIN_TEXTS,
  ADMIN_VENDOR_TABS,
  paths,
  type AdminVendorTab,
} from '@showroom/contract';
import { useEffect } from 'react';
import formStyles from '../../components/form/form.module.css';
import { NoticeBox } from '../../components/form/notice-box.tsx';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { TabLinks } from '../../components/tab-links/tab-links.tsx';
import { messageFor } from '../../lib/api-client.ts';
import { useRouteHandleValue } from '../../lib/route-handle.ts';
import styles from './admin-vendors.module.css';
import { useAdminVendors } from './api/list-vendors.ts';
import { VendorTable } from './vendor-table.tsx';

/** The tabs as links, their labels read at render time (they follow the language). */
const vendorTabs = () =>
  ADMIN_VENDOR_TABS.map((tab) => ({ to: paths.adminVendors(tab.path), label: tab.title }));

/**
 * admin/vendors: the tab's title as the heading, the two tabs as links, and the tab's vendors as a
 * table; the submitted list has Approve and Reject per vendor.
 */
export function AdminVendorsPage({ tab }: { readonly tab: AdminVendorTab }) {
  const title = useRouteHandleValue('title');
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <TabLinks label={ADMIN_TEXTS.vendorTabsLabel} tabs={vendorTabs()} />
      <VendorList tab={tab} />
    </div>
  );
}

function VendorList({ tab }: { readonly tab: AdminVendorTab }) {
  const query = useAdminVendors(tab);
  const snackbar = useSnackbar();
  const { error, errorUpdatedAt } = query;
  const config = ADMIN_VENDOR_TABS.find((t) => t.path === tab) ?? ADMIN_VENDOR_TABS[0];

  useEffect(() => {
    if (error) snackbar.show(messageFor(error, 'loadVendors'));
  }, [error, errorUpdatedAt, snackbar]);

  if (query.isPending) return <p role="status">{ADMIN_TEXTS.loading}</p>;
  if (query.isError) {
    return (
      <NoticeBox type="error">
        <p>{messageFor(query.error, 'loadVendors').text}</p>
        <button type="button" className={formStyles.button} onClick={() => void query.refetch()}>
          {ADMIN_TEXTS.retry}
        </button>
      </NoticeBox>
    );
  }
  if (query.data.length === 0) return <p className={styles.empty}>{adminListEmptyText(tab)}</p>;
  return <VendorTable vendors={query.data} columns={config.columns} withActions={config.actions} />;
}
