import { Typography } from '@mui/material';
import { CreateButton, DataTable, List, SearchInput, SimpleList, TopToolbar } from 'react-admin';
import { usePhone } from '../layout/phone';
import { RecordLink } from '../shared/RecordLink';
import { ADMIN_LIST, COMPACT_COUNT, ColumnsChoice } from '../shared/list';
import type { AdminVolume } from '../../modules/content/admin-schemas';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search volumes" slotProps={{ htmlInput: { 'aria-label': 'Search volumes' } }} />];

const actions = (
  <TopToolbar>
    <ColumnsChoice />
    <CreateButton label="New volume" />
  </TopToolbar>
);

const NoVolumes = () => (
  <Typography color="text.secondary" sx={{ p: 2 }}>
    No volumes match. A volume gathers articles under one tag; add one with New volume.
  </Typography>
);

const VolumeLabelLink = () => <RecordLink<AdminVolume> text={(volume) => volume.label} />;

const featuredCount = (volume: AdminVolume) => volume.featured?.length ?? 0;
const counts = (volume: AdminVolume) => `${volume.article_count} articles · ${featuredCount(volume)} featured`;

/** /chariot/volumes (SPEC §2's "Manage Volumes"): every volume, by label. */
export function VolumeList() {
  const phone = usePhone();
  return (
    <List
      title="Manage Volumes"
      {...ADMIN_LIST}
      sort={{ field: 'label', order: 'ASC' }}
      filters={filters}
      actions={actions}
      empty={false}
    >
      {phone ? (
        <SimpleList<AdminVolume>
          rowClick="edit"
          primaryText={(v) => [v.symbol, v.label].filter(Boolean).join(' ')}
          secondaryText={(v) => v.tag_slug}
          tertiaryText={counts}
          empty={<NoVolumes />}
        />
      ) : (
        <DataTable<AdminVolume> rowClick="edit" bulkActionButtons={false} empty={<NoVolumes />}>
          <DataTable.Col source="label" label="Label">
            <VolumeLabelLink />
          </DataTable.Col>
          <DataTable.Col source="symbol" label="Symbol" disableSort />
          <DataTable.Col source="tag_slug" label="Slug" />
          <DataTable.NumberCol source="article_count" label="Articles" sortByOrder="DESC" options={COMPACT_COUNT} />
          <DataTable.Col label="Featured" render={featuredCount} disableSort align="right" />
        </DataTable>
      )}
    </List>
  );
}
