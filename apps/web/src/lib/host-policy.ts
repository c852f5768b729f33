import { DEFAULT_HOST_POLICY, OPERATOR_ALLOW_LIST_POLICY, setHostPolicy } from '@showroom/contract';
import { useConfig } from './config.ts';

/**
 * The address rules of the forms that take links (the editor, the vendor profile): where the operator
 * allows hosts by CHECK_ALLOW_HOSTS, an intranet catalogue's internal links must not be refused by the
 * form although the API takes them, so the form then leaves host classes to the API. Imported only by
 * those (lazy) forms. Set while rendering, before the form's resolver runs; the same value every time.
 */
export function useHostPolicy(): void {
  const { hostAllowList } = useConfig();
  setHostPolicy(hostAllowList ? OPERATOR_ALLOW_LIST_POLICY : DEFAULT_HOST_POLICY);
}
