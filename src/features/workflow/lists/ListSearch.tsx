/** The keyword field above a workflow list, at a fixed height so the virtual list knows where its rows start. */
import { useT } from '../../../i18n';
import { SearchInput } from '../../../ui/picker';

export const SEARCH_HEIGHT = 52;

export function ListSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <div className="wf-search" style={{ height: SEARCH_HEIGHT }}>
      <SearchInput value={value} onChange={onChange} placeholder={t('wfList.search')} testId="wf-search" />
    </div>
  );
}
