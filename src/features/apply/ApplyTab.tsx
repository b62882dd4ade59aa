/**
 * Business Application tab (tab 2, #30 item 14): a search by title, pinyin or initials, then tiles —
 * 最近使用 (leave pinned, then the forms this person opens most), 常用应用 (the apps that are built), and
 * the HR forms the user may use in spec §2's groups, each entry once. A search shows the matches alone.
 */
import { useEffect, useMemo, useState } from 'react';
import { List } from 'framework7-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useT, type Translate } from '../../i18n';
import { createPermissionChecker } from '../../../core/lib/permission';
import { EmptyState } from '../../ui/EmptyState';
import { SearchInput } from '../../ui/picker';
import { session } from '../../session/session';
import { DraftsEntry } from '../drafts/DraftsEntry';
import { TabPage } from '../../ui/TabPage';
import { formUses } from '../../forms/formUsage';
import { ApplyGrid, type Tile } from './ApplyGrid';
import {
  applyGroups,
  COMMON_APPS,
  frequentForms,
  titleMatches,
  TRAINING_APPS,
  withoutShown,
  type ApplyForm,
} from './applyForms';
import { loadSpeller, needsSpeller, type SpellTitle } from './titlePinyin';

const GROUP_LOOK: Readonly<Record<string, Pick<Tile, 'icon' | 'tone'>>> = {
  personnelManage: { icon: 'people', tone: 'blue' },
  leaveAttendanceManage: { icon: 'calendar', tone: 'orange' },
  studyHonor: { icon: 'book', tone: 'green' },
};
const FORM_LOOK: Readonly<Record<string, Pick<Tile, 'icon' | 'tone'>>> = {
  payslipQuery: { icon: 'wallet', tone: 'purple' },
};

/** The speller once a search needs it (it loads on the first Latin letter typed). */
function useSpeller(query: string): SpellTitle | undefined {
  const [spell, setSpell] = useState<SpellTitle>();
  const wanted = needsSpeller(query);
  useEffect(() => {
    if (wanted && !spell) void loadSpeller().then((s) => setSpell(() => s));
  }, [wanted, spell]);
  return spell;
}

/** The built apps of a row, as tiles, narrowed by the search. */
function appTiles(
  apps: readonly { route: string; built: boolean }[],
  path: (route: string) => string,
  title: (route: string) => string,
  look: Pick<Tile, 'icon' | 'tone'>,
): Tile[] {
  return apps
    .filter((a) => a.built)
    .map((a) => ({ name: a.route, title: title(a.route), path: path(a.route), ...look }));
}

const commonTiles = (t: Translate): Tile[] =>
  appTiles(
    COMMON_APPS,
    (r) => `/pages/apply/${r}`,
    (r) => t(`route.apply.${r}`),
    { icon: 'pin', tone: 'teal' },
  );

const trainingTiles = (t: Translate): Tile[] =>
  appTiles(
    TRAINING_APPS,
    (r) => `/pages/subDev/QRCode/${r}/index`,
    (r) => t(`route.qr.${r}`),
    { icon: 'book', tone: 'green' },
  );

const formTile =
  (group: string) =>
  (f: ApplyForm): Tile => ({
    ...f,
    ...(FORM_LOOK[f.name] ?? GROUP_LOOK[group] ?? GROUP_LOOK.personnelManage!),
  });

/** Everything the tab offers for this query, as tiles and groups. */
function useOffered(query: string) {
  useSignals();
  const t = useT();
  const spell = useSpeller(query);
  const permissions = session.value?.permissionList;
  const can = useMemo(() => createPermissionChecker(permissions), [permissions]);
  const titleOf = (n: string) => t(`route.subDev.${n}`);
  const groups = applyGroups({ can, titleOf, query, spell });
  const matching = (tiles: Tile[]) => tiles.filter((tile) => titleMatches(tile.title, query, spell));
  const common = matching(commonTiles(t));
  const training = matching(trainingTiles(t));
  const userId = session.value?.userInfo.userId;
  // Shown only without a search, when `groups` is every form the user may use.
  const frequent = query.trim() || !userId ? [] : frequentForms(groups, formUses(userId));
  const groupOf = (name: string) => groups.find((g) => g.forms.some((f) => f.name === name))?.group ?? '';
  return {
    frequent: frequent.map((f) => formTile(groupOf(f.name))(f)),
    common,
    groups: withoutShown(groups, frequent),
    training,
    matches: [...common, ...groups.flatMap((g) => g.forms.map(formTile(g.group))), ...training],
  };
}

export default function ApplyTab() {
  const t = useT();
  const [query, setQuery] = useState('');
  const { frequent, common, groups, training, matches } = useOffered(query);
  const searching = query.trim() !== '';
  return (
    <TabPage name="apply">
      <List strong inset dividers>
        <DraftsEntry />
      </List>
      <SearchInput
        value={query}
        onChange={setQuery}
        placeholder={t('hrForms.search')}
        testId="apply-search"
      />
      {searching ? (
        matches.length > 0 && <ApplyGrid title={t('apply.results')} tiles={matches} testId="apply-results" />
      ) : (
        <>
          {frequent.length > 0 && (
            <ApplyGrid title={t('apply.frequent')} tiles={frequent} testId="frequent-forms" />
          )}
          {common.length > 0 && <ApplyGrid title={t('apply.common')} tiles={common} />}
          {groups.map(({ group, forms }) => (
            <ApplyGrid key={group} title={t(`apply.${group}`)} tiles={forms.map(formTile(group))} />
          ))}
          {training.length > 0 && <ApplyGrid title={t('apply.training')} tiles={training} />}
        </>
      )}
      {matches.length === 0 && <EmptyState text={t(searching ? 'hrForms.noMatch' : 'hrForms.none')} />}
    </TabPage>
  );
}
